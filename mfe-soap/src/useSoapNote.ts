import { useCallback, useRef, useState } from 'react';
import { noteTitle, type Discipline, type SoapAnswers } from '@clinote/clinical-text';
import type { CreateNoteRequest } from '@clinote/contracts';
import { useCreateNoteMutation, useEmailNoteMutation, useEnhanceNoteMutation } from '@clinote/notes-client';
import { copyToClipboard, errorMessage, notify, useSession } from '@clinote/platform';
import { generateSoapNote, type SoapNote } from './generate-soap-note';
import { FALLBACK_TOASTS, SAVE_FAILED_TOASTS, SOAP_TOASTS } from './soap-toasts';

export type SoapPhase = 'idle' | 'generating' | 'saving';

export interface GeneratedNote extends SoapNote {
  /** Whether the clipboard holds it (the card says so, or says to use the button). */
  copied: boolean;
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
 * screen (and in the clipboard once copied); nothing is lost.
 */
export function useSoapNote(discipline: Discipline) {
  const { status, user } = useSession();
  const [enhanceNote] = useEnhanceNoteMutation();
  const [createNote] = useCreateNoteMutation();
  const [emailNote] = useEmailNoteMutation();
  const [phase, setPhase] = useState<SoapPhase>('idle');
  const [note, setNote] = useState<GeneratedNote | null>(null);
  const run = useRef(0);

  const generate = useCallback(
    async (answers: SoapAnswers, options: { aiEnabled: boolean; phiConfirmed: boolean }) => {
      const current = ++run.current;
      setPhase('generating');
      try {
        if (options.aiEnabled) notify(SOAP_TOASTS.enhancing);
        const generated = await generateSoapNote(discipline, answers, {
          aiEnabled: options.aiEnabled,
          enhance: (section, content) => enhanceNote({ section, content, phiConfirmed: options.phiConfirmed || undefined }).unwrap().then((r) => r.enhancedText),
        });
        if (current !== run.current) return;
        if (generated.fallback) notify(FALLBACK_TOASTS[generated.fallback]);
        const copied = await copyToClipboard(generated.text);
        setNote({ ...generated, copied });
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
        notify({ title: 'Error', description: errorMessage(error) ?? 'Failed to generate note', kind: 'error' });
      } finally {
        if (current === run.current) setPhase('idle');
      }
    },
    [discipline, enhanceNote, createNote, emailNote, status, user],
  );

  const clear = useCallback(() => {
    run.current += 1;
    setNote(null);
    setPhase('idle');
  }, []);

  return { phase, note, generate, clear };
}
