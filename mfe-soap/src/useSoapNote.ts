import { useCallback, useMemo, useRef, useState } from 'react';
import { joinSoap, noteTitle, type Discipline } from '@clinote/clinical-text';
import type { CreateNoteRequest, EnhanceNoteRequest } from '@clinote/contracts';
import {
  runDocumentFlow,
  saveLaterFor,
  useCreateNoteMutation,
  useEmailNoteMutation,
  useEnhanceNoteMutation,
  useFactCheckChoice,
  type DocumentEffects,
  type DocumentKind,
  type FlowStage,
  type ShownDocument,
  type TextChoice,
} from '@clinote/notes-client';
import { copyToClipboard, errorMessage, notify, TRIGGER_ONLY, useKnownSession } from '@clinote/platform';
import type { FormAnswers } from '@clinote/ui';
import { generateSoapNote, type SoapNote } from './generate-soap-note';
import { FALLBACK_TOASTS, SAVE_FAILED_TOASTS, SOAP_TOASTS } from './soap-toasts';

/** The form's id for its unsaved answers (issue 25): forgotten once its note is saved, also when saved later. */
export const soapFormId = (discipline: Discipline) => `soap:${discipline}`;

/** 'choosing': the AI text changed facts and the clinician is asked which text to use (issue 20); nothing is busy. */
export type SoapPhase = 'idle' | 'generating' | 'choosing' | 'saving';

/** The note on screen: copied (or not), and the fact-check choice. */
export type GeneratedNote = ShownDocument<SoapNote>;

/** The phase each stage of the pipeline starts; the copy keeps the phase it comes in (after a choice: not busy). */
const PHASES: Partial<Record<FlowStage, SoapPhase>> = { generate: 'generating', choose: 'choosing', save: 'saving', email: 'idle' };

/** The note as the clinician chose it: the AI's as it came, or the standard formatting (the note with AI off). */
function chosenNote(note: SoapNote, choice: TextChoice): SoapNote {
  const { flagged: _flagged, standard, ...rest } = note;
  if (choice === 'ai' || !standard) return rest;
  return { text: joinSoap(standard), sections: standard, aiEnhanced: false };
}

/**
 * The note as POST /api/notes takes it (docs/product.md §7): PT sends content too, SN/OT the sections
 * only; each with the answers it was made of, so a letter can start from it later (issue 24).
 */
function savePayload(discipline: Discipline, note: SoapNote, now: Date, answers: FormAnswers): CreateNoteRequest {
  const sections = {
    subjective: note.sections.subjective,
    objective: note.sections.objective,
    assessment: note.sections.assessment,
    plan: note.sections.plan,
  };
  const title = noteTitle(discipline, now);
  return discipline === 'pt'
    ? { title, kind: 'pt', content: note.text, ...sections, answers }
    : { title, kind: discipline, ...sections, answers };
}

/**
 * A SOAP note as the document pipeline makes it (docs/product.md §4 Note generation, §8): each filled
 * section enhanced separately (generate-soap-note.ts, with PT's offline rewrite or SN/OT's standard
 * formatting as fallback); the "AI Enhancement" toast whenever AI is on; PT and SN/OT word a failed
 * save differently; titled when saved; the form is free once saved, the e-mail going on behind.
 */
export function soapDocument(discipline: Discipline): DocumentKind<SoapNote, EnhanceNoteRequest> {
  const saveFailed = discipline === 'pt' ? SAVE_FAILED_TOASTS.pt : SAVE_FAILED_TOASTS.other;
  return {
    name: 'Note',
    toasts: {
      ...SOAP_TOASTS,
      fallback: FALLBACK_TOASTS,
      saveFailed: { title: saveFailed.title, description: saveFailed.fallback, kind: saveFailed.kind },
      failed: (message) => ({ title: 'Error', description: message ?? 'Failed to generate note', kind: 'error' }),
    },
    announcesEnhancement: () => true,
    generate: (answers, { aiEnabled, enhance }) =>
      generateSoapNote(discipline, answers, { aiEnabled, enhance: (section, content) => enhance({ section, content }) }),
    choose: chosenNote,
    note: (note, { saved, answers }) => savePayload(discipline, note, saved, answers),
    waitsForEmail: false,
  };
}

/**
 * One SOAP form's generate → copy → save → e-mail (the document pipeline, soapDocument) wired to the
 * notes client, the clipboard, the session and the toasts; holds the phase (PT's progress dialogs)
 * and the note on screen. A note is shown as soon as it is made, also while its fact-check question
 * is open (`factCheck.alert`, above the result card); a PHI refusal from svc-ai (issue 21) shows nothing.
 */
export function useSoapNote(discipline: Discipline) {
  // Signed in or a guest is decided once the session is known (a slow current-user call must not skip the save).
  const knownSession = useKnownSession();
  const [enhanceNote] = useEnhanceNoteMutation(TRIGGER_ONLY);
  const [createNote] = useCreateNoteMutation(TRIGGER_ONLY);
  const [emailNote] = useEmailNoteMutation(TRIGGER_ONLY);
  const [phase, setPhase] = useState<SoapPhase>('idle');
  const [note, setNote] = useState<GeneratedNote | null>(null);
  const factCheck = useFactCheckChoice();
  // Stable callbacks of the choice, named on their own so the hooks below depend on them and not on the object.
  const { cancel: cancelFactCheck, ask: askFactCheck } = factCheck;
  const run = useRef(0);
  const kind = useMemo(() => soapDocument(discipline), [discipline]);

  const generate = useCallback(
    async (answers: FormAnswers, options: { aiEnabled: boolean; review: DocumentEffects<SoapNote, EnhanceNoteRequest>['review'] }) => {
      // The run starts once the review let the answers through: a cancelled review leaves an open
      // fact-check question, and the note under it, as they were.
      let current: number | undefined;
      const isCurrent = () => current === run.current;
      const session = await knownSession();
      const signedIn = session.status === 'signed-in' ? session.user : null;
      try {
        await runDocumentFlow(
          kind,
          answers,
          { aiEnabled: options.aiEnabled },
          {
            review: options.review,
            stage: (stage) => {
              if (stage === 'generate') {
                current = ++run.current;
                cancelFactCheck();
              }
              const next = PHASES[stage];
              if (next && isCurrent()) setPhase(next);
            },
            isCurrent,
            enhance: (request) => enhanceNote(request).unwrap(),
            chooseText: (parts) => askFactCheck(parts, { guest: !signedIn }),
            copy: copyToClipboard,
            // On screen as soon as it is made, the copy still under way (as a letter is): the clipboard
            // write took ~20 ms of the wait at CPU ×4 (issue 23); the card's copy line comes with it.
            show: (next) => {
              if (isCurrent()) setNote(next);
            },
            notify,
            log: (message, error) => console.warn(message, errorMessage(error)),
            now: () => new Date(),
            // Guests generate and copy only. A save that does not reach the server waits in the outbox (issue 25).
            account: signedIn
              ? {
                  email: signedIn.email,
                  save: (body) => createNote(body).unwrap(),
                  sendEmail: (id) => emailNote(id).unwrap(),
                  saveLater: saveLaterFor(signedIn.id, soapFormId(discipline)),
                }
              : undefined,
          },
        );
      } finally {
        if (isCurrent()) setPhase('idle');
      }
    },
    [discipline, kind, enhanceNote, createNote, emailNote, knownSession, cancelFactCheck, askFactCheck],
  );

  const clear = useCallback(() => {
    run.current += 1;
    cancelFactCheck();
    setNote(null);
    setPhase('idle');
  }, [cancelFactCheck]);

  return {
    phase,
    note,
    generate,
    clear,
    factCheck: { alert: factCheck.alert, pending: factCheck.pending, resultRef: factCheck.resultRef },
  };
}
