import { NOTE_LIMITS } from './notes';
import { NOTE_EDIT_MESSAGES } from './note-versions';
import { editNoteRequestSchema } from './note-versions.schemas';

describe('editNoteRequestSchema (PATCH /notes/{id}, issue 25)', () => {
  it('takes the whole text, outer blank lines and spaces trimmed, inner lines kept, and the version', () => {
    expect(editNoteRequestSchema.parse({ text: '\n  SUBJECTIVE:\nPain 3/10.\n\n\tPLAN:\nHEP.  \n', version: 2 })).toEqual({
      text: 'SUBJECTIVE:\nPain 3/10.\n\n\tPLAN:\nHEP.',
      version: 2,
    });
  });

  it.each([
    [{ text: '', version: 1 }, NOTE_EDIT_MESSAGES.textRequired],
    [{ text: ' \n ', version: 1 }, NOTE_EDIT_MESSAGES.textRequired],
    [{ text: 'x'.repeat(NOTE_LIMITS.textLength + 1), version: 1 }, `text must be at most ${NOTE_LIMITS.textLength} characters`],
    [{ text: 42, version: 1 }, 'text must be text'],
    [{ text: 'A', version: 0 }, 'version must be at least 1'],
    [{ text: 'A', version: 2.5 }, 'version must be a whole number'],
    [{ text: 'A', version: null }, 'version must be a number'],
  ])('refuses %j: %s', (body, message) => {
    const result = editNoteRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message).join(' | ')).toContain(message);
  });

  it('ignores fields it does not know (a client may send the whole note back)', () => {
    expect(editNoteRequestSchema.parse({ text: 'A', version: 1, title: 'SOAP Note' })).toEqual({ text: 'A', version: 1 });
  });
});
