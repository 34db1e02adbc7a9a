import { detectPhi } from './detect';
import { isMbi, isValidSsn } from './patterns';

/** [type, text, confidence] of every finding: short to read in a table. */
const found = (text: string) => detectPhi(text).map((f) => [f.type, f.text, f.confidence]);

describe('e-mail addresses', () => {
  it.each([
    ['Caregiver e-mail: rosa.quill@example.com.', 'rosa.quill@example.com'],
    ['Send to d.okafor+pt@mail.example.net today', 'd.okafor+pt@mail.example.net'],
    ['(jroe1941@example.test)', 'jroe1941@example.test'],
  ])('finds the address in %p', (text, address) => {
    expect(found(text)).toEqual([['email', address, 'high']]);
  });

  it('ignores an @ without a domain ("@ 2 L O2", "@home")', () => {
    expect(found('O2 @ 2 L via NC; lives @home')).toEqual([]);
  });
});

describe('web addresses', () => {
  it.each([
    ['Portal: https://portal.example.org/patients/00000417.', 'https://portal.example.org/patients/00000417'],
    ['see www.example.com/wounds/roe, then', 'www.example.com/wounds/roe'],
    ['family blog roefamily.example.com shows photos', 'roefamily.example.com'],
  ])('finds the URL in %p', (text, url) => {
    expect(found(text)).toEqual([['url', url, 'high']]);
  });

  it('leaves public guidance alone but not a public site with a patient number in it', () => {
    expect(found('Criteria at https://www.cms.gov/medicare-coverage-database for beds.')).toEqual([]);
    expect(found('Record at https://myhealth.va.gov/records/00012345')).toEqual([
      ['url', 'https://myhealth.va.gov/records/00012345', 'high'],
    ]);
  });

  it('does not read abbreviations with dots as hosts', () => {
    expect(found('e.g. pt.com-munity ambulation, i.e. outdoors')).toEqual([]);
  });
});

describe('IP addresses', () => {
  it('finds IPv4 with valid octets and IPv6 in full or compressed form', () => {
    expect(found('Hub 192.0.2.44 and 2001:db8::5 and 2001:0db8:0000:0000:0000:ff00:0042:8329')).toEqual([
      ['ip', '192.0.2.44', 'high'],
      ['ip', '2001:db8::5', 'high'],
      ['ip', '2001:0db8:0000:0000:0000:ff00:0042:8329', 'high'],
    ]);
  });

  it('skips octets over 255, version-like runs and times', () => {
    expect(found('value 300.1.2.3, build 1.2.3.4.5, at 10:30:15')).toEqual([]);
  });
});

describe('Social Security numbers', () => {
  it('finds the dashed form without a label, and the bare form only with one', () => {
    expect(found('Copy of SS card (900-21-0044) in chart.')).toEqual([['ssn', '900-21-0044', 'high']]);
    expect(found('SSN 900123456')).toEqual([['ssn', '900123456', 'high']]);
    expect(found('Ref 900123456')).toEqual([]);
  });

  it('rejects numbers the SSA never issues', () => {
    expect(isValidSsn('000', '12', '3456')).toBe(false);
    expect(isValidSsn('666', '12', '3456')).toBe(false);
    expect(isValidSsn('900', '00', '3456')).toBe(false);
    expect(isValidSsn('900', '12', '0000')).toBe(false);
    expect(isValidSsn('900', '12', '3456')).toBe(true);
    expect(found('Lot 000-12-3456')).toEqual([]);
  });
});

describe('Medicare Beneficiary Identifiers', () => {
  it.each(['1EG4-TE5-MK73', '1EG4TE5MK73', '1eg4-te5-mk73', '5TN6 CK2 XW44'])('accepts %p', (mbi) => {
    expect(isMbi(mbi)).toBe(true);
    expect(found(`MBI on card: ${mbi}.`)).toEqual([['medicare-id', mbi, 'high']]);
  });

  it.each([
    ['0EG4-TE5-MK73', 'starts with 0'],
    ['1SG4-TE5-MK73', 'uses S, which MBIs leave out'],
    ['1EG4-TE5-MK7', 'is 10 characters'],
    ['1EGA-TE5-MK73', 'has a letter where a digit belongs'],
  ])('rejects %p: it %s', (value) => {
    expect(isMbi(value)).toBe(false);
  });
});

describe('phone and fax numbers', () => {
  it('finds the usual US formats', () => {
    expect(found('Call (217) 555-0188, 312-555-0190, 217.555.0134 or +1 217 555 0182.')).toEqual([
      ['phone', '(217) 555-0188', 'high'],
      ['phone', '312-555-0190', 'high'],
      ['phone', '217.555.0134', 'high'],
      ['phone', '+1 217 555 0182', 'high'],
    ]);
  });

  it('is sure of a 7-digit number only with a phone word around it', () => {
    expect(found('Daughter line 555-0142.')).toEqual([['phone', '555-0142', 'low']]);
    expect(found('Cell 555-0142.')).toEqual([['phone', '555-0142', 'high']]);
    expect(found('Try 555-0129 (cell).')).toEqual([['phone', '555-0129', 'high']]);
  });

  it('tells a fax by the nearest word', () => {
    expect(found('Fax 555-0107, phone 555-0142')).toEqual([
      ['fax', '555-0107', 'high'],
      ['phone', '555-0142', 'high'],
    ]);
    expect(found('Orders to 217-555-0111 (fax)')).toEqual([['fax', '217-555-0111', 'high']]);
  });

  it('leaves ranges, codes and NANP-impossible numbers alone', () => {
    expect(found('Ambulated 200-1000 ft; HCPCS K0001-K0007; lot 123-4567-89; 055-0142; (155) 555-0142')).toEqual([]);
  });
});

describe('issue 21: identifiers typed casually', () => {
  const typed = (text: string) => detectPhi(text).map((f) => [f.type, f.text, f.confidence]);

  it('reads a phone number after a phone word however it is spaced', () => {
    expect(typed('dtr cell 555 0142')).toEqual([['phone', '555 0142', 'high']]);
    expect(typed('phone 2175550142')).toEqual([['phone', '2175550142', 'high']]);
  });

  it('reads an insurance ID after "ins id"', () => {
    expect(typed('ins id W000123456')).toEqual([['health-plan-id', 'W000123456', 'high']]);
  });

  it('reads a street address in lower case after a word that says it is one', () => {
    expect(typed('pt lives at 45 oak ave apt 3')).toEqual([['address', '45 oak ave apt 3', 'high']]);
    expect(typed('address 12 elm street, springfield')).toEqual([['address', '12 elm street', 'high']]);
    expect(typed('lives 10 min drive away; walked 150 ft down the hall way')).toEqual([]);
  });
});
