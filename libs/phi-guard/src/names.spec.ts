import { detectPhi } from './detect';

const names = (text: string) => detectPhi(text).filter((f) => f.type === 'name').map((f) => [f.text, f.confidence]);

describe('names with evidence around them', () => {
  it('after a title: high for Mr./Mrs./Ms. (patient or family), low for Dr. (a clinician)', () => {
    expect(names('Mr. Harold Brindle reports pain; Mrs. Quill agrees; Ms. Delacroix-Hume too.')).toEqual([
      ['Harold Brindle', 'high'],
      ['Quill', 'high'],
      ['Delacroix-Hume', 'high'],
    ]);
    expect(names('referred by Dr. Alan Smithee; call Dr. Oyelaran\'s office')).toEqual([
      ['Alan Smithee', 'low'],
      ['Oyelaran', 'low'],
    ]);
  });

  it('after a title even when the surname is an eponym or a device', () => {
    expect(names('Dr. Walker and Mrs. Berg and Ms. Foley')).toEqual([
      ['Walker', 'low'],
      ['Berg', 'high'],
      ['Foley', 'high'],
    ]);
  });

  it('after a label: high for the patient and family, low for clinicians', () => {
    expect(names('Patient name: ROE, JANE')).toEqual([['ROE, JANE', 'high']]);
    expect(names('Caregiver: Rosa Quill (555-0142)')).toEqual([['Rosa Quill', 'high']]);
    expect(names('Therapist: Jane Doe, PT')).toEqual([['Jane Doe', 'low']]);
    expect(names('Pt: Jane Doe. PT: Alan Smithee')).toEqual([
      ['Jane Doe', 'high'],
      ['Alan Smithee', 'low'],
    ]);
  });

  it('after "Pt"/"patient"', () => {
    expect(names('Pt Jane Roe is 78. Patient Ines Carvalho prefers Portuguese.')).toEqual([
      ['Jane Roe', 'low'],
      ['Ines Carvalho', 'low'],
    ]);
  });

  it('after a relationship or a role', () => {
    expect(names("Daughter Rosa helps; her neighbor, Gus Pellman, checks in; son-in-law Marcus Bell; Hospice RN Theo Marsh")).toEqual([
      ['Rosa', 'low'],
      ['Gus Pellman', 'low'],
      ['Marcus Bell', 'low'],
      ['Theo Marsh', 'low'],
    ]);
  });

  it('after a relationship, an eponym opens a name only when a name follows', () => {
    expect(names("Pt's son Walker Haynes assembled the walker.")).toEqual([['Walker Haynes', 'low']]);
    expect(names('Caregiver Hoyer lift training; wife Walker use reviewed')).toEqual([]);
  });

  it('a known given name and a capitalised word, or "Surname, Given"', () => {
    expect(names('Robert Finch is 84. Gloria Esteban-Ruiz reports no BM. Jean-Paul Rousseau is POA. Roe, Jane signed.')).toEqual([
      ['Robert Finch', 'low'],
      ['Gloria Esteban-Ruiz', 'low'],
      ['Jean-Paul Rousseau', 'low'],
      ['Roe, Jane', 'low'],
    ]);
  });

  it('keeps a middle name or initial and stops at clinical words', () => {
    expect(names('Wife Ruth Ann Kimble is caregiver. Jane Q. Roe Reports pain.')).toEqual([
      ['Ruth Ann Kimble', 'low'],
      ['Jane Q. Roe', 'low'],
    ]);
  });

  it('reads accented names', () => {
    expect(names('Pt José Núñez and daughter Zoë')).toEqual([
      ['José Núñez', 'low'],
      ['Zoë', 'low'],
    ]);
  });
});

describe('clinical words that look like names', () => {
  it.each([
    'Hx of Parkinson disease; Glasgow Coma Scale 15; Borg RPE 13.',
    'Tinetti 19/28, Berg 45/56, negative Romberg, positive Babinski.',
    'Trendelenburg gait; Foley catheter; Hoyer lift; Alzheimer dementia.',
    'Walker adjusted to wrist height. Rolling Walker ordered; Hoyer Lift in home.',
    'Pt Denies chest pain. Pt Reports fatigue. Patient Education: falls.',
    'Wife Assists with ADLs. Son Requests DME info. Daughter Present.',
    'Thomas test positive; Allen Cognitive Level 4.2; Max Assist for transfers.',
    'Pt uses Invacare Tracer manual wheelchair and Pride Jazzy power chair.',
    "Bell's palsy resolved; Guillain-Barré syndrome; Crohn's disease.",
    'Lives with spouse in 2-story home; daughter assists on weekends.',
    'Patient Goals: return to church. Caregiver Training completed.',
    'RW, CGA, BP, HR, SpO2, TUG, CHF, COPD, HEP, ADL, MRADL, SBA, FWW, WC.',
    'Patient: CHF, COPD exacerbation.',
  ])('%p', (text) => {
    expect(names(text)).toEqual([]);
  });
});
