import { EQUIPMENT_NAMES, type Equipment } from '@clinote/clinical-text';
import type { NoteKind } from '@clinote/contracts';

/** What a letter's PDF is made from. */
export interface Letter {
  title: string;
  kind: Equipment;
  /** The letter as the clinician generated it: title line, then "<Label>:" lines and paragraphs. */
  text: string;
  createdAt: Date;
}

/**
 * The fields of a note a letter is read from (a stored notes/note.entity.ts Note has them). Stated
 * here rather than picked from the entity, so letter-pdf/ does not import notes/, which imports it.
 */
export interface LetterSource {
  title: string;
  kind: NoteKind;
  content: string;
  subjective: string;
  createdAt: Date;
}

export function isLetterKind(kind: string): kind is Equipment {
  return Object.hasOwn(EQUIPMENT_NAMES, kind);
}

/**
 * The letter a note holds, or null for a SOAP note. Its text is `content` (the final, possibly
 * AI-enhanced letter) when there is one, else `subjective`, where the plain letter is stored (docs/product.md §3).
 */
export function letterOf(note: LetterSource): Letter | null {
  if (!isLetterKind(note.kind)) return null;
  const text = note.content.trim() || note.subjective.trim();
  return { title: note.title, kind: note.kind, text, createdAt: note.createdAt };
}
