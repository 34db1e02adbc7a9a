import { formatSignedAt, isValidNpi, signatureLine, signedNoteText } from './note-record';
import { addAddendumRequestSchema, profileUpdateSchema } from './note-record.schemas';

describe('isValidNpi (CMS: Luhn over "80840" and the first nine digits)', () => {
  it.each([
    '1234567893', // CMS's own example: 123456789 gives the check digit 3
    '1558598797',
    '2000000002',
    '1000000004',
  ])('accepts %s', (npi) => {
    expect(isValidNpi(npi)).toBe(true);
  });

  it.each([
    ['1234567890', 'a wrong check digit'],
    ['1234567894', 'a check digit one off'],
    ['1243567893', 'two digits swapped'],
    ['123456789', 'nine digits'],
    ['12345678931', 'eleven digits'],
    ['123456789a', 'a letter'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (npi) => {
    expect(isValidNpi(npi)).toBe(false);
  });

  it('agrees with the plain Luhn check of the 15-digit card issuer number "80840" + NPI', () => {
    const luhn = (digits: string) =>
      [...digits].reverse().reduce((sum, d, i) => sum + (i % 2 ? (Number(d) * 2 > 9 ? Number(d) * 2 - 9 : Number(d) * 2) : Number(d)), 0) %
        10 ===
      0;
    for (let n = 0; n < 2000; n++) {
      const npi = String(1_000_000_000 + n * 7919);
      expect(isValidNpi(npi)).toBe(luhn(`80840${npi}`));
    }
  });
});

describe('profileUpdateSchema (PUT /auth/profile)', () => {
  const parse = (body: unknown) => profileUpdateSchema.safeParse(body);
  const message = (body: unknown) => {
    const parsed = parse(body);
    return parsed.success ? null : parsed.error.issues[0]!.message;
  };

  it('takes credentials and an NPI, trimmed; a blank or missing NPI is none', () => {
    expect(parse({ credentials: '  PT,  DPT ', npi: ' 1234 567 893 ' }).data).toEqual({ credentials: 'PT, DPT', npi: '1234567893' });
    expect(parse({ credentials: 'OTR/L', npi: null }).data).toEqual({ credentials: 'OTR/L', npi: null });
    expect(parse({ credentials: 'RN', npi: '' }).data).toEqual({ credentials: 'RN', npi: null });
    expect(parse({ credentials: 'M.S., CCC-SLP' }).data).toEqual({ credentials: 'M.S., CCC-SLP', npi: null });
  });

  it('takes first and last name when sent, and leaves them out when not', () => {
    expect(parse({ credentials: 'RN', npi: null, firstName: ' Jane ', lastName: '' }).data).toEqual({
      credentials: 'RN',
      npi: null,
      firstName: 'Jane',
      lastName: null,
    });
  });

  it.each([
    [{ npi: null }, 'credentials must be text'],
    [{ credentials: '  ', npi: null }, 'Please enter your credentials (e.g. PT, DPT, OTR/L or RN).'],
    [{ credentials: 'x'.repeat(61), npi: null }, 'Credentials must be at most 60 characters.'],
    [
      { credentials: 'PT; DROP TABLE', npi: null },
      'Credentials may use letters, digits, spaces, commas, periods, slashes and hyphens (e.g. PT, DPT or OTR/L).',
    ],
    [{ credentials: 'PT\nDPT', npi: null }, 'credentials: This value must be a single line without control characters'],
    [{ credentials: 'PT', npi: '12345' }, 'The NPI must be 10 digits.'],
    [
      { credentials: 'PT', npi: '1234567890' },
      'This is not a valid NPI: its last digit does not match the others. Please check the number.',
    ],
    [{ credentials: 'PT', npi: 1234567893 }, 'npi must be text or null'],
  ])('refuses %j: "%s"', (body, expected) => {
    expect(message(body)).toBe(expected);
  });
});

describe('addAddendumRequestSchema', () => {
  it('keeps the text as written, line breaks too, up to 20,000 characters', () => {
    expect(addAddendumRequestSchema.parse({ text: ' Line one\nline two ', signingToken: 't' }).text).toBe(' Line one\nline two ');
    expect(addAddendumRequestSchema.safeParse({ text: 'x'.repeat(20_000), signingToken: 't' }).success).toBe(true);
    expect(addAddendumRequestSchema.safeParse({ text: 'x'.repeat(20_001), signingToken: 't' }).success).toBe(false);
  });
});

describe('the signature as text', () => {
  const signer = { name: 'Jane Example', credentials: 'PT, DPT', npi: '1234567893' };

  it('dates it in UTC, saying so', () => {
    expect(formatSignedAt('2026-03-04T23:05:09.000Z')).toBe('March 4, 2026 at 23:05 UTC');
    expect(formatSignedAt('2026-12-31T00:00:00.000Z')).toBe('December 31, 2026 at 00:00 UTC');
  });

  it('names the signer, the credentials and the NPI when there is one', () => {
    expect(signatureLine(signer, '2026-03-04T14:05:00.000Z')).toBe(
      'Electronically signed by Jane Example, PT, DPT (NPI 1234567893) on March 4, 2026 at 14:05 UTC',
    );
    expect(signatureLine({ ...signer, npi: null }, '2026-03-04T14:05:00.000Z')).toBe(
      'Electronically signed by Jane Example, PT, DPT on March 4, 2026 at 14:05 UTC',
    );
  });

  it('ends a signed note with its signature and addenda; an unsigned note is its text alone', () => {
    const signedBy = { userId: 'u', ...signer };
    expect(signedNoteText('Text.', { signedAt: null, signedBy: null, addenda: [] })).toBe('Text.');
    expect(
      signedNoteText('Text.', {
        signedAt: '2026-03-04T14:05:00.000Z',
        signedBy,
        addenda: [{ id: 'a', text: 'Later.', signedAt: '2026-03-05T08:00:00.000Z', signedBy }],
      }),
    ).toBe(
      [
        'Text.',
        'Electronically signed by Jane Example, PT, DPT (NPI 1234567893) on March 4, 2026 at 14:05 UTC',
        'ADDENDUM (March 5, 2026 at 08:00 UTC):\nLater.\nElectronically signed by Jane Example, PT, DPT (NPI 1234567893) on March 5, 2026 at 08:00 UTC',
      ].join('\n\n'),
    );
  });
});
