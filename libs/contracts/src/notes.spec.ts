import { draftEditorPath, noteKindFromTitle, notePreview, noteText, NOTE_PREVIEW_LENGTH } from './notes';
import { hasControlCharacters } from './text';
import { fitsSmtpLimits } from './auth';

const note = (fields: Partial<Parameters<typeof noteText>[0]>) => ({
  content: '',
  isDraft: false,
  subjective: '',
  objective: '',
  assessment: '',
  plan: '',
  ...fields,
});

describe('note titles (docs/product.md §4, §7)', () => {
  it.each([
    ['SOAP Note - 3/4/2026', 'pt', '/pt-eval'],
    ['Draft SOAP Note - 3/4/2026', 'pt', '/pt-eval'],
    ['OT Evaluation - 3/4/2026', 'ot', '/ot-eval'],
    ['SN Evaluation - 3/4/2026', 'sn', '/sn-eval'],
    ['Letter of Medical Necessity - Manual Wheelchair - 3/4/2026', 'wheelchair', null],
    ['Letter of Medical Necessity - Walker/Rollator - 3/4/2026', 'walker', null],
    ['Letter of Medical Necessity - Scooter - 3/4/2026', null, null],
    ['Shopping list', null, null],
  ])('%s → kind %s, draft editor %s', (title, kind, editor) => {
    expect(noteKindFromTitle(title)).toBe(kind);
    if (!title.startsWith('Letter')) expect(draftEditorPath(title)).toBe(editor);
  });
});

describe('note text and preview', () => {
  it('is the content of a completed note, else its sections joined', () => {
    expect(noteText(note({ content: ' Full note ' }))).toBe('Full note');
    expect(noteText(note({ subjective: 'S', plan: 'P' }))).toBe('S\n\nP');
    expect(noteText(note({}))).toBe('');
  });

  it('is the typed answers of a draft, and nothing for an empty or broken draft', () => {
    expect(
      noteText(
        note({ isDraft: true, content: JSON.stringify({ subjective: { pain: '4/10', goals: ' ' }, plan: { frequency: '2x/week' } }) }),
      ),
    ).toBe('4/10 2x/week');
    expect(noteText(note({ isDraft: true, content: '{}' }))).toBe('');
    expect(noteText(note({ isDraft: true, content: 'not json' }))).toBe('');
  });

  it('previews the first 150 characters', () => {
    expect(notePreview(note({ content: 'é'.repeat(200) }))).toBe('é'.repeat(NOTE_PREVIEW_LENGTH));
  });
});

describe('text rules (issue 7)', () => {
  it('refuses control characters but keeps line breaks and tabs in free text', () => {
    expect(hasControlCharacters('Pain 4/10.\n\tImproving.\r\n')).toBe(false);
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('a\u001bb')).toBe(true);
    expect(hasControlCharacters('a\u0085b')).toBe(true);
    expect(hasControlCharacters('one\nline', { singleLine: true })).toBe(true);
    expect(hasControlCharacters('Dr. Sample, PT', { singleLine: true })).toBe(false);
  });

  it("accepts only addresses within SMTP's lengths (RFC 5321)", () => {
    expect(fitsSmtpLimits(`${'a'.repeat(64)}@clinote.test`)).toBe(true);
    expect(fitsSmtpLimits(`${'a'.repeat(65)}@clinote.test`)).toBe(false);
    expect(fitsSmtpLimits(`a@${'b'.repeat(64)}.test`)).toBe(false);
    expect(fitsSmtpLimits('a@clinote..test')).toBe(false);
    expect(fitsSmtpLimits('nodomain')).toBe(false);
  });
});
