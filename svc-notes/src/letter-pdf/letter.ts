import { EQUIPMENT_NAMES, type Equipment } from '@clinote/clinical-text';
import type { NoteKind, Signer } from '@clinote/contracts';

/** What a letter's PDF is made from. */
export interface Letter {
  title: string;
  kind: Equipment;
  /** The letter as the clinician generated it: title line, then "<Label>:" lines and paragraphs. */
  text: string;
  createdAt: Date;
  /** Signed (issue 25): the signature block is filled; without one the letter is an unsigned draft. */
  signature?: LetterSignature | null;
  /** Printed after the letter, oldest first (a signed letter only). */
  addenda?: LetterAddendum[];
}

/** Who signed and when (ISO 8601), as a signature shows it. */
export interface LetterSignature {
  signer: Pick<Signer, 'name' | 'credentials' | 'npi'>;
  signedAt: string;
}

/** An addendum as the letter prints it. */
export interface LetterAddendum extends LetterSignature {
  text: string;
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
  signedAt?: Date | null;
  signedBy?: Signer | null;
}

export function isLetterKind(kind: string): kind is Equipment {
  return Object.hasOwn(EQUIPMENT_NAMES, kind);
}

/**
 * The letter a note holds, or null for a SOAP note. Its text is `content` (the final, possibly
 * AI-enhanced letter) when there is one, else `subjective`, where the plain letter is stored (docs/product.md §3).
 */
export function letterOf(note: LetterSource, addenda: Array<{ text: string; signedAt: Date; signedBy: Signer }> = []): Letter | null {
  if (!isLetterKind(note.kind)) return null;
  const text = note.content.trim() || note.subjective.trim();
  const signature = note.signedAt && note.signedBy ? { signer: note.signedBy, signedAt: note.signedAt.toISOString() } : null;
  return {
    title: note.title,
    kind: note.kind,
    text,
    createdAt: note.createdAt,
    signature,
    addenda: signature ? addenda.map((a) => ({ text: a.text, signer: a.signedBy, signedAt: a.signedAt.toISOString() })) : [],
  };
}
