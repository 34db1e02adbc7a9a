import { useCallback, useRef, useState } from 'react';
import { joinSoap, noteTitle, type Discipline, type SoapAnswers } from '@clinote/clinical-text';
import type { CreateNoteRequest } from '@clinote/contracts';
import { phiRefusedToast, PhiRefused, useCreateNoteMutation, useEmailNoteMutation, useEnhanceNoteMutation, useFactCheckChoice, type TextChoice } from '@clinote/notes-client';
import { copyToClipboard, errorMessage, notify, useSession } from '@clinote/platform';
import { generateSoapNote, type SoapNote } from './generate-soap-note';
import { FALLBACK_TOASTS, SAVE_FAILED_TOASTS, SOAP_TOASTS } from './soap-toasts';

/** 'choosing': the AI text changed facts and the clinician is asked which text to use (issue 20); nothing is busy. */
export type SoapPhase = 'idle' | 'generating' | 'choosing' | 'saving';

export interface GeneratedNote extends SoapNote {
  /** Whether the clipboard holds it (the card says so, or says to use the button). */
  copied: boolean;
  /** Issue 20: 'pending' while the fact-check choice is open, then what the clinician chose. */
  choice?: 'pending' | TextChoice;
}

/** The note as the clinician chose it: the AI's as it came, or the standard formatting (the note with AI off). */
function chosenNote(note: SoapNote, choice: TextChoice): SoapNote {
  const { flagged: _flagged, standard, ...rest } = note;
  if (choice === 'ai' || !standard) return rest;
  return { text: joinSoap(standard), sections: standard, aiEnhanced: false };
}

/** The note as POST /api/notes takes it (SPEC.md §7): PT sends content too, SN/OT the sections only. */
function savePayload(discipline: Discipline, note: SoapNote, now: Date): CreateNoteRequest {
  const sections = { subjective: note.sections.subjective, objective: note.sections.objective, assessment: note.sections.assessment, plan: note.sections.plan };
  const title = noteTitle(discipline, now);
  return discipline === 'pt' ? { title, kind: 'pt', content: note.text, ...sections } : { title, kind: discipline, ...sections };
}

/**
 * SPEC.md §4 Note generation, start to finish: generate (AI or standard), copy, then for a signed-in
 * clinician save, then e-mail — each step with §8's toasts. A failure at any step keeps the note on
 * screen (and in the clipboard once copied); nothing is lost. Issue 20: when svc-ai's fact check
 * flags an AI section, the note is shown but neither copied nor saved until the clinician keeps the
 * AI text or takes the standard text (`factCheck.alert`, above the result card). A PHI refusal
 * from svc-ai (issue 21) stops with its toast: nothing shown, copied or saved, the form untouched.
 */
export function useSoapNote(discipline: Discipline) {
  const { status, user } = useSession();
  const [enhanceNote] = useEnhanceNoteMutation();
  const [createNote] = useCreateNoteMutation();
  const [emailNote] = useEmailNoteMutation();
  const [phase, setPhase] = useState<SoapPhase>('idle');
  const [note, setNote] = useState<GeneratedNote | null>(null);
  const factCheck = useFactCheckChoice();
  const run = useRef(0);

  const generate = useCallback(
    async (answers: SoapAnswers, options: { aiEnabled: boolean; phiConfirmed: boolean }) => {
      const current = ++run.current;
      factCheck.cancel();
      setPhase('generating');
      try {
        if (options.aiEnabled) notify(SOAP_TOASTS.enhancing);
        let generated = await generateSoapNote(discipline, answers, {
          aiEnabled: options.aiEnabled,
          enhance: (section, content) => enhanceNote({ section, content, phiConfirmed: options.phiConfirmed || undefined }).unwrap(),
        });
        if (current !== run.current) return;
        if (generated.fallback) notify(FALLBACK_TOASTS[generated.fallback]);
        let choice: TextChoice | undefined;
        if (generated.flagged) {
          setNote({ ...generated, copied: false, choice: 'pending' });
          setPhase('choosing');
          choice = await factCheck.ask(generated.flagged, { guest: status !== 'signed-in' || !user });
          if (!choice || current !== run.current) return; // Clear All or a newer note: this one is dropped
          generated = chosenNote(generated, choice);
        }
        const copied = await copyToClipboard(generated.text);
        setNote({ ...generated, copied, ...(choice ? { choice } : {}) });
        notify(copied ? SOAP_TOASTS.copied(generated.aiEnhanced) : SOAP_TOASTS.copyFailed);

        if (status !== 'signed-in' || !user) return; // guests generate and copy only
        setPhase('saving');
        let saved: { id: string };
        try {
          saved = await createNote(savePayload(discipline, generated, new Date())).unwrap();
        } catch (error) {
          const failure = discipline === 'pt' ? SAVE_FAILED_TOASTS.pt : SAVE_FAILED_TOASTS.other;
          notify({ title: failure.title, description: failure.fallback, kind: failure.kind });
          console.warn('Note not saved:', errorMessage(error));
          return;
        }
        notify(SOAP_TOASTS.saved);
        // SPEC.md §8: a failed e-mail is only logged; the note is saved and on screen.
        emailNote(saved.id)
          .unwrap()
          .then(() => notify(SOAP_TOASTS.emailed(user.email)), (error: unknown) => console.warn('Note e-mail not sent:', errorMessage(error)));
      } catch (error) {
        // svc-ai refused identifiers the review did not ask about (a page older than the server): no note, the answers as they are.
        if (error instanceof PhiRefused) {
          if (current === run.current) notify(phiRefusedToast(error));
          return;
        }
        notify({ title: 'Error', description: errorMessage(error) ?? 'Failed to generate note', kind: 'error' });
      } finally {
        if (current === run.current) setPhase('idle');
      }
    },
    [discipline, enhanceNote, createNote, emailNote, status, user, factCheck.cancel, factCheck.ask],
  );

  const clear = useCallback(() => {
    run.current += 1;
    factCheck.cancel();
    setNote(null);
    setPhase('idle');
  }, [factCheck.cancel]);

  return { phase, note, generate, clear, factCheck: { alert: factCheck.alert, pending: factCheck.pending, resultRef: factCheck.resultRef } };
}
