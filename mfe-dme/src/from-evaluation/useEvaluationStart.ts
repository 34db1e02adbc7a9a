import { FROM_NOTE_PARAM } from '@clinote/contracts';
import type { Equipment } from '@clinote/clinical-text';
import { useGetNoteQuery } from '@clinote/notes-client';
import { useLocation, useSession } from '@clinote/platform';
import { useMemo } from 'react';
import { EVALUATION_START_TEXTS, evaluationStart, type EvaluationStart } from './evaluation-start';

/** The evaluation a letter page was opened from (`?fromNote={id}`), read once the session is known. */
export function useEvaluationStart(equipment: Equipment): EvaluationStart {
  const { search } = useLocation();
  const { status } = useSession();
  const noteId = new URLSearchParams(search).get(FROM_NOTE_PARAM);
  const query = useGetNoteQuery(noteId ?? '', { skip: !noteId || status !== 'signed-in' });
  return useMemo<EvaluationStart>(() => {
    if (!noteId) return { status: 'none' };
    if (query.isError) return { status: 'unusable', message: EVALUATION_START_TEXTS.notFound };
    if (!query.currentData) return { status: 'loading' };
    return evaluationStart(equipment, query.currentData);
  }, [noteId, query.isError, query.currentData, equipment]);
}
