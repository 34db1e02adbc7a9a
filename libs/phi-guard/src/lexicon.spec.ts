/**
 * Round 6 (decision 0144): the name lexicon and the readings that use it, both sides. The sentences
 * are the tuner's own variations, not corpus sentences; every name is invented or a common name.
 */
import { detectPhi } from './detect';
import { foldName, isLexiconGivenName, isLexiconSurname } from './lexicon';

const names = (text: string) =>
  detectPhi(text)
    .filter((finding) => finding.type === 'name')
    .map((finding) => `${finding.text}:${finding.confidence}`);

describe('the name lexicon', () => {
  it('folds case, accents and apostrophes', () => {
    expect(foldName('Kristóf')).toBe('kristof');
    expect(foldName("O'Brien")).toBe('obrien');
    expect(foldName('MARISOL')).toBe('marisol');
  });

  it.each(['Marisol', 'MARISOL', 'sven', 'Kristóf', 'Agnieszka', 'Oluwaseun', 'Siobhan', 'Wilhelmina', 'Reiko', 'Lachlan'])(
    'holds the given name %s in any case',
    (word) => expect(isLexiconGivenName(word)).toBe(true),
  );

  it.each(['Kowalczyk', 'Nowak', 'Nováková', 'Petrović', 'Przybylska', 'Fenwick', 'Tarrant', 'Nakamura', 'Adebayo', 'Nakamura-Holt'])(
    'holds the surname %s (listed, feminine form or shape)',
    (word) => expect(isLexiconSurname(word)).toBe(true),
  );

  it.each(['will', 'grace', 'hope', 'brown', 'young', 'hill', 'walker', 'mark', 'bill', 'rose', 'patience', 'temperance'])(
    'leaves out %s, an everyday English word',
    (word) => {
      expect(isLexiconGivenName(word)).toBe(false);
      expect(isLexiconSurname(word)).toBe(false);
    },
  );

  it.each(['Eliquis', 'Santyl', 'Aquacel', 'Mepilex', 'Theraband', 'Rollator', 'Lasix', 'Coumadin'])(
    'does not hold the brand %s',
    (word) => {
      expect(isLexiconGivenName(word)).toBe(false);
      expect(isLexiconSurname(word)).toBe(false);
    },
  );
});

describe('names by dictionary, without a cue', () => {
  it.each([
    ['ugh Przybylska cancelled again, 2nd time', 'Przybylska:low'],
    ['assignment moves from aide Kowalski to Nowak next week', 'Nowak:low'],
    ['visit w/ Agnieszka Nowak today, tolerated well', 'Agnieszka Nowak:high'],
    ['Oluwaseun Adebayo tolerated tx well', 'Oluwaseun Adebayo:high'],
    ['gave ingrid the HEP sheet again', 'ingrid:low'],
    ['saw siobhan today, gait steadier', 'siobhan:low'],
    ['Pt HALVORSEN declined SNF placement', 'HALVORSEN:low'],
  ])('finds the name in "%s"', (text, expected) => {
    expect(names(text)).toContain(expected);
  });

  it.each([
    'Walker height adjusted, Hoyer lift in room, Foley draining clear.',
    'Romberg positive, Babinski negative, Tinetti 19/28.',
    'Rose from chair x5, Will reassess next visit, Hope to progress to cane.',
    'Brown drainage on dressing; Young adult son helps; Hill walking tolerated.',
    'Mark on sacrum blanchable. Bill to Medicare Part A.',
    'Dr. Scholl’s gel inserts in both shoes; Mrs. Dash for the low-salt diet.',
    'Rancho Los Amigos level VI; Heberden’s and Bouchard’s nodes noted.',
    'Santyl to wound bed, Aquacel Ag cover, continue Eliquis.',
    'St. John’s wort stopped; Drive Medical walker delivered.',
    'pt ambulated 150 ft w/ rollator, sba, no lob, vitals stable',
    'PT EVAL: GAIT TRAINING, BALANCE, HEP REVIEWED',
  ])('finds no name in the clean sentence "%s"', (text) => {
    expect(names(text)).toEqual([]);
  });
});
