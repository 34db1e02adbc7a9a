import { z } from 'zod';
import { TEXT_MESSAGES, hasControlCharacters } from './text';

/** Multi-line free text (clinical answers, notes): line breaks and tabs allowed, other controls refused. */
export const freeText = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .refine((v) => !hasControlCharacters(v), { message: `${field}: ${TEXT_MESSAGES.controlCharacters}` });

/** One line of text (a name, a title): no control characters at all. */
export const lineText = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .refine((v) => !hasControlCharacters(v, { singleLine: true }), { message: `${field}: ${TEXT_MESSAGES.lineBreaks}` });
