import { useCallback, useRef, useState } from 'react';
import type { Equipment } from '@clinote/clinical-text';
import {
  saveLaterFor,
  useCreateNoteMutation,
  useEmailNoteMutation,
  useEnhanceDmeMutation,
  useFactCheckChoice,
} from '@clinote/notes-client';
import { copyToClipboard, errorMessage, notify, TRIGGER_ONLY, useKnownSession } from '@clinote/platform';
import type { FormAnswers } from '@clinote/ui';
import { produceLetter, type LetterEffects, type LetterOutcome, type ShownLetter } from './letter-flow';

/** The form's id for its unsaved answers (issue 25): forgotten once its letter is saved, also when saved later. */
export const letterFormId = (equipment: Equipment) => `letter:${equipment}`;

/**
 * One equipment letter page's generate → copy → save → e-mail flow (letter-flow.ts) wired to the
 * notes client, the clipboard, the session and the toasts; holds the "generating" flag (set at the
 * start, cleared at the end in every case: docs/product.md §4) and the letter on screen. While the
 * fact-check question is open (issue 20) nothing is generating: the flag is down until the answer.
 */
export function useLetter(equipment: Equipment) {
  // Signed in or a guest is decided once the session is known (a slow current-user call must not skip the save).
  const knownSession = useKnownSession();
  const [enhanceDme] = useEnhanceDmeMutation(TRIGGER_ONLY);
  const [createNote] = useCreateNoteMutation(TRIGGER_ONLY);
  const [emailNote] = useEmailNoteMutation(TRIGGER_ONLY);
  const [generating, setGenerating] = useState(false);
  const [letter, setLetter] = useState<ShownLetter | null>(null);
  const factCheck = useFactCheckChoice();
  // Stable callbacks of the choice, named on their own so the hooks below depend on them and not on the object.
  const { cancel: cancelFactCheck, ask: askFactCheck } = factCheck;
  const run = useRef(0);

  const generate = useCallback(
    async (answers: FormAnswers, options: { aiEnabled: boolean; review: LetterEffects['review'] }): Promise<LetterOutcome> => {
      const current = ++run.current;
      const isCurrent = () => current === run.current;
      cancelFactCheck();
      setGenerating(true);
      try {
        const session = await knownSession();
        const signedIn = session.status === 'signed-in' ? session.user : null;
        const guest = !signedIn;
        return await produceLetter(
          equipment,
          answers,
          { aiEnabled: options.aiEnabled },
          {
            review: options.review,
            enhance: (request) => enhanceDme(request).unwrap(),
            chooseText: async (parts) => {
              if (!isCurrent()) return undefined;
              setGenerating(false);
              const choice = await askFactCheck(parts, { guest });
              if (!choice || !isCurrent()) return undefined;
              setGenerating(true);
              return choice;
            },
            copy: copyToClipboard,
            // Clear All (or a newer letter) wins over a late step of an older run.
            show: (next) => {
              if (isCurrent()) setLetter(next);
            },
            notify,
            log: (message, error) => console.warn(message, errorMessage(error) ?? error),
            now: () => new Date(),
            // Guests generate and copy only (the session is known by now: useKnownSession). A save that
            // does not reach the server waits in the outbox (issue 25).
            account: signedIn
              ? {
                  email: signedIn.email,
                  save: (note) => createNote(note).unwrap(),
                  sendEmail: (id) => emailNote(id).unwrap(),
                  saveLater: saveLaterFor(signedIn.id, letterFormId(equipment)),
                }
              : undefined,
          },
        );
      } finally {
        if (isCurrent()) setGenerating(false);
      }
    },
    [equipment, enhanceDme, createNote, emailNote, knownSession, cancelFactCheck, askFactCheck],
  );

  const clear = useCallback(() => {
    run.current += 1;
    cancelFactCheck();
    setLetter(null);
    setGenerating(false);
  }, [cancelFactCheck]);

  return {
    generating,
    letter,
    generate,
    clear,
    factCheck: { alert: factCheck.alert, pending: factCheck.pending, resultRef: factCheck.resultRef },
  };
}
