import { EQUIPMENT_NAMES, type Equipment } from '@clinote/clinical-text';
import type { Note } from '../notes/note.entity';

/** What a letter's PDF is made from. */
export interface Letter {
  title: string;
  kind: Equipment;
  /** The letter as the clinician generated it: title line, then "<Label>:" lines and paragraphs. */
  text: string;
  createdAt: Date;
}

export function isLetterKind(kind: string): kind is Equipment {
  return Object.hasOwn(EQUIPMENT_NAMES, kind);
}

/**
 * The letter a note holds, or null for a SOAP note. Its text is `content` (the final, possibly
 * AI-enhanced letter) when there is one, else `subjective`, where the plain letter is stored (SPEC.md §3).
 */
export function letterOf(note: Pick<Note, 'title' | 'kind' | 'content' | 'subjective' | 'createdAt'>): Letter | null {
  if (!isLetterKind(note.kind)) return null;
  const text = note.content.trim() || note.subjective.trim();
  return { title: note.title, kind: note.kind, text, createdAt: note.createdAt };
}
