import { useCallback, useEffect, useState } from 'react';
import { noteTitle } from '@clinote/clinical-text';
import { draftAnswers } from '@clinote/contracts';
import { useCreateNoteMutation, useLazyGetNoteQuery, useUpdateDraftMutation } from '@clinote/notes-client';
import { notify, runWithToasts, TRIGGER_ONLY, useLocation, useNavigate, useSession } from '@clinote/platform';
import type { FormAnswers } from '@clinote/ui';
import { SOAP_TOASTS } from './soap-toasts';

/**
 * docs/product.md §2/§4 drafts: `?draft={id}` loads a saved draft into the form (toast Draft Loaded); Save
 * as Draft stores the answers as JSON. Beyond the spec, saving again from a loaded (or just saved)
 * draft updates that draft instead of piling up copies.
 */
export function useDraft() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { status } = useSession();
  const requested = new URLSearchParams(search).get('draft');
  const [draftId, setDraftId] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<{ id: string; answers: FormAnswers } | null>(null);
  const [saving, setSaving] = useState(false);
  const [getNote] = useLazyGetNoteQuery();
  const [createNote] = useCreateNoteMutation(TRIGGER_ONLY);
  const [updateDraft] = useUpdateDraftMutation(TRIGGER_ONLY);

  useEffect(() => {
    if (!requested || requested === draftId || status !== 'signed-in') return;
    let stale = false;
    void runWithToasts(
      async () => {
        const note = await getNote(requested).unwrap();
        const answers: FormAnswers | null = note.isDraft ? draftAnswers(note) : null;
        if (!answers) throw new Error('This note is not a draft that can be opened in the form.');
        return { id: note.id, answers };
      },
      {
        isCurrent: () => !stale,
        onSuccess: (draft) => {
          setDraftId(draft.id);
          setLoaded(draft);
        },
        success: SOAP_TOASTS.draftLoaded,
        failure: { title: 'Draft Not Loaded', fallback: 'The draft could not be opened.' },
      },
    );
    return () => {
      stale = true;
    };
  }, [requested, draftId, status, getNote]);

  const saveDraft = useCallback(
    async (answers: FormAnswers) => {
      if (status !== 'signed-in') {
        notify(SOAP_TOASTS.signInForDrafts);
        return;
      }
      setSaving(true);
      try {
        const body = { title: noteTitle('pt-draft', new Date()), content: JSON.stringify(answers), isDraft: true as const };
        const saved = draftId ? await updateDraft({ id: draftId, ...body }).unwrap() : await createNote({ ...body, kind: 'pt' }).unwrap();
        setDraftId(saved.id);
        if (requested !== saved.id) navigate({ search: `?draft=${saved.id}` }, { replace: true });
        notify(SOAP_TOASTS.draftSaved);
      } catch {
        notify({ title: 'Save Failed', description: 'Unable to save draft. Please try again.', kind: 'error' });
      } finally {
        setSaving(false);
      }
    },
    [status, draftId, requested, navigate, createNote, updateDraft],
  );

  return { loaded, saving, saveDraft };
}
