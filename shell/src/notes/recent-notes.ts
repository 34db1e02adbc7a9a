import { draftEditorPath, noteText, type Note } from '@clinote/contracts';

/** docs/product.md §9: the dashboard and My Notes list 5 notes, only those with content. */
export const RECENT_NOTES_SHOWN = 5;

/** The newest notes that hold something, at most five, and whether there are more (docs/product.md §2). */
export function recentNotes(notes: readonly Note[] | undefined): { shown: Note[]; hasMore: boolean } {
  const withContent = (notes ?? []).filter((note) => noteText(note) !== '');
  return { shown: withContent.slice(0, RECENT_NOTES_SHOWN), hasMore: withContent.length > RECENT_NOTES_SHOWN };
}

/** Where a note opens (docs/product.md §4): a draft in its editor with ?draft=, a completed note in the dialog. */
export function noteDestination(note: Pick<Note, 'id' | 'title' | 'isDraft'>): { editor: string } | { dialog: true } {
  const editor = note.isDraft ? draftEditorPath(note.title) : null;
  return editor ? { editor: `${editor}?draft=${encodeURIComponent(note.id)}` } : { dialog: true };
}

/** "3/4/2026" from an ISO date, in the viewer's local calendar (as the note titles are). */
export function localDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
}
