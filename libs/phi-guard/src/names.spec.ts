import { detectPhi } from './detect';

const names = (text: string) =>
  detectPhi(text)
    .filter((f) => f.type === 'name')
    .map((f) => [f.text, f.confidence]);

describe('names with evidence around them', () => {
  it('after a title: high for Mr./Mrs./Ms. (patient or family), low for Dr. (a clinician)', () => {
    expect(names('Mr. Harold Brindle reports pain; Mrs. Quill agrees; Ms. Delacroix-Hume too.')).toEqual([
      ['Harold Brindle', 'high'],
      ['Quill', 'high'],
      ['Delacroix-Hume', 'high'],
    ]);
    expect(names("referred by Dr. Alan Smithee; call Dr. Oyelaran's office")).toEqual([
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

  it('after a relationship (high: issue 21) or a role (low: a clinician is not a Safe Harbor identifier)', () => {
    expect(names('Daughter Rosa helps; her neighbor, Gus Pellman, checks in; son-in-law Marcus Bell; Hospice RN Theo Marsh')).toEqual([
      ['Rosa', 'high'],
      ['Gus Pellman', 'high'],
      ['Marcus Bell', 'high'],
      ['Theo Marsh', 'low'],
    ]);
  });

  it('after a relationship, an eponym opens a name only when a name follows', () => {
    expect(names("Pt's son Walker Haynes assembled the walker.")).toEqual([['Walker Haynes', 'high']]);
    expect(names('Caregiver Hoyer lift training; wife Walker use reviewed')).toEqual([]);
  });

  it('a known given name and a capitalised word, or "Surname, Given"', () => {
    expect(names('Robert Finch is 84. Gloria Esteban-Ruiz reports no BM. Jean-Paul Rousseau is POA. Roe, Jane signed.')).toEqual([
      ['Robert Finch', 'low'],
      // Issue 21: a known given name and a surname as the subject of a clinical verb ("reports") is high.
      ['Gloria Esteban-Ruiz', 'high'],
      ['Jean-Paul Rousseau', 'low'],
      ['Roe, Jane', 'low'],
    ]);
  });

  it('keeps a middle name or initial and stops at clinical words', () => {
    expect(names('Wife Ruth Ann Kimble is caregiver. Jane Q. Roe Reports pain.')).toEqual([
      ['Ruth Ann Kimble', 'high'],
      ['Jane Q. Roe', 'low'],
    ]);
  });

  it('reads accented names', () => {
    expect(names('Pt José Núñez and daughter Zoë')).toEqual([
      ['José Núñez', 'low'],
      ['Zoë', 'high'],
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

describe('issue 21: names as clinicians type them', () => {
  it('"name is", "goes by", "be called": high', () => {
    expect(names('her name is Dorothy; pt goes by Bud; prefers to be called Al; name is albert')).toEqual([
      ['Dorothy', 'high'],
      ['Bud', 'high'],
      ['Al', 'high'],
      ['albert', 'high'],
    ]);
  });

  it('labelled fields in any case, with ":" or " - ", in capitals or lower case: high', () => {
    expect(names('Pt name: ROSA DELGADO')).toEqual([['ROSA DELGADO', 'high']]);
    expect(names('PATIENT NAME - HAROLD PIKE')).toEqual([['HAROLD PIKE', 'high']]);
    expect(names("Pt's name: margaret o'neil")).toEqual([["margaret o'neil", 'high']]);
    expect(names('caregiver: June Bigsby')).toEqual([['June Bigsby', 'high']]);
    expect(names('Emergency contact - Luis Ortiz')).toEqual([['Luis Ortiz', 'high']]);
    expect(names('Name/DOB: Jane Roe')).toEqual([['Jane Roe', 'high']]);
  });

  it('a relation and a name in any case, also a given name that is a word: high', () => {
    expect(names('son Will visits; wife grace manages meds; dtr Maria present; DAUGHTER LINDA HELPS; neighbor gus')).toEqual([
      ['Will', 'high'],
      ['grace', 'high'],
      ['Maria', 'high'],
      ['LINDA', 'high'],
      ['gus', 'high'],
    ]);
    expect(names("Daughter: Linda; Son - Jim; daughters Linda and Carol; Luis Ortiz (son); Tamika, pt's daughter,")).toEqual([
      ['Linda', 'high'],
      ['Jim', 'high'],
      ['Linda', 'high'],
      ['Carol', 'high'],
      ['Luis Ortiz', 'high'],
      ['Tamika', 'high'],
    ]);
  });

  it('a patient title in lower case or capitals: high', () => {
    expect(names('mrs smith ambulated 50 ft; MR JONES DENIES PAIN')).toEqual([
      ['smith', 'high'],
      ['JONES', 'high'],
    ]);
  });

  it('a word opening a sentence that a clinical verb follows: low, high for a given name and a surname', () => {
    expect(names('Okafor reports 4/10 pain. Keisha Brown states she has not fallen. Nguyen c/o dizziness.')).toEqual([
      ['Okafor', 'low'],
      ['Keisha Brown', 'high'],
      ['Nguyen', 'low'],
    ]);
  });

  it('a known given name alone, or after a contact verb: low', () => {
    expect(names('Call Martha for the gate code. Spoke with Tamika re: DME.')).toEqual([
      ['Martha', 'low'],
      ['Tamika', 'low'],
    ]);
  });

  it.each([
    'son will call to reschedule; wife may need respite; daughter max A for bathing',
    'SON TO CALL AGENCY; WIFE PRESENT; DAUGHTER WILL PICK UP DME; HUSBAND CONCERNED',
    'PATIENT: ALERT, ORIENTED, COOPERATIVE. PATIENT: A&O X3, NAD. Patient: alert and oriented',
    'Otherwise denies CP. Subjectively reports feeling stronger. Reportedly fell 2x.',
    'Caregiver reports pt slept well. Referral states dx R TKA. Humana denied the bed. Nursing reports BG 200s.',
    "Pt attends St. Mary's church; takes St. John's wort; lives in Virginia; Lee Silverman Voice Treatment",
    'Rose from chair w/ min A. Will reassess next visit. Grace period for the appeal. Max A for transfers.',
    'verified pt name and DOB; Pt unable to state name of current president; called Humana re: auth',
  ])('%p', (text) => {
    expect(names(text)).toEqual([]);
  });
});

describe('issue 21, second round: names where a name is expected, in any case', () => {
  it.each([
    ['spoke w/ gloria re: meds', 'gloria', 'low'],
    ['texted deb the HEP photos', 'deb', 'low'],
    ['LM for Rhonda re: schedule', 'Rhonda', 'low'],
    ['lives @ 88 e 4th st w/ luz', 'luz', 'low'],
    ['niece tamika present', 'tamika', 'high'],
    ['husband bill does the cooking', 'bill', 'high'],
    // Round 4: a family relation and the word typed as its name is high, known name or not.
    ['niece tanaya reports pt slept', 'tanaya', 'high'],
    ['pt lives w/ her grandson jaylen.', 'jaylen', 'high'],
    ["rec'd call from terrence (grandson)", 'terrence', 'high'],
    ["GRACE (PT'S AUNT) VISITS", 'GRACE', 'high'],
    ['TOM (HUSBAND) HELPS WITH TRANSFERS', 'TOM', 'high'],
    ['spoke with ms. pruitt about HEP', 'pruitt', 'high'],
    ['pt RUIZ, ANTONIO seen for eval', 'RUIZ, ANTONIO', 'low'],
    ['MAE IS 98 AND HOH', 'MAE', 'low'],
    ["gloria's husband helps", 'gloria', 'high'],
    ["Okafor's daughter called", 'Okafor', 'low'],
    ["pt goes by 'Sonny'", 'Sonny', 'high'],
  ])('%p', (text, name, confidence) => {
    expect(names(text)).toContainEqual([name, confidence]);
  });

  it.each([
    'son will call back tomorrow; dtr may visit this wk; wife hope is to return home',
    'husband bill pay issues, SW referral; daughter max assists w/ bathing',
    'spoke w/ pharmacy re: refill; lives w/ spouse; w/ min A and cues; walked w/ daughter to mailbox',
    'caregiver (son) present; family (son, dtr) present; niece present; son just called; wife make meals',
    "pt's son is 62; today's visit; Parkinson's disease; MOTHER'S DAY",
    'Bruno stair lift installed; Lumex cane; Drive 3-in-1 commode',
  ])('%p', (text) => {
    expect(names(text)).toEqual([]);
  });
});

describe('names in other positions (issue 21, round 3)', () => {
  it('a surname before its title, a family by its surname, a word a relation names after a comma: high', () => {
    expect(names('Quillfeather, Mrs. seen today; the Oyelaran family met with team; per Brindlecombe, daughter')).toEqual([
      ['Quillfeather', 'high'],
      ['Oyelaran', 'high'],
      ['Brindlecombe', 'high'],
    ]);
  });

  it('initials and a surname, two names after from / c/o / cc: / signed:: low', () => {
    expect(names('K. Adeyemi-Stone called back; mail c/o Hollis Pembrake; note from Solvi Tranberg; signed: Ottilie Brask')).toEqual([
      ['K. Adeyemi-Stone', 'low'],
      ['Hollis Pembrake', 'low'],
      ['Solvi Tranberg', 'low'],
      ['Ottilie Brask', 'low'],
    ]);
  });

  it('an unknown word after a relation where the person is, or in capitals in a mixed-case note: high (round 4)', () => {
    expect(names('niece tavonya present; grandson JAXTYN drove her in')).toEqual([
      ['tavonya', 'high'],
      ['JAXTYN', 'high'],
    ]);
  });

  it('after a clergy title: low', () => {
    expect(names('Rev. Adebowale visited')).toEqual([['Adebowale', 'low']]);
  });

  it('not a kind of family', () => {
    expect(names('the whole family agrees; from a Hispanic family; with Catholic family')).toEqual([]);
  });

  it('not organisms, grades, products or Latin', () => {
    expect(
      names('C. Diff negative; Hep B. Patient tolerated; Otis elevator out; Sara Stedy used; ALMA MATER; Foley 16 Fr; Fr. visited'),
    ).toEqual([]);
  });
});

describe('names, round 4 (issue 21)', () => {
  it.each([
    ['sis rosalie came by w/ groceries', 'rosalie', 'high'],
    ['hubby ernesto does the cooking', 'ernesto', 'high'],
    ["Pt's neice Tamsin here today", 'Tamsin', 'high'],
    ['grandaughter kenzie stays overnight', 'kenzie', 'high'],
    ['K.C. (wife) present for teaching', 'K.C.', 'high'],
    ['ludmila (daughter) wants a call', 'ludmila', 'high'],
    ['pt keeps asking about Vernon, her late brother', 'Vernon', 'high'],
    ['Haverford and her son present', 'Haverford', 'high'],
    ['the Wojcik home has 4 steps', 'Wojcik', 'high'],
    ['Mrs. Q refused vitals', 'Q', 'high'],
    ['mrs b up in chair on arrival', 'b', 'high'],
    ['per Ingeborg, pt fell twice', 'Ingeborg', 'low'],
    ['TC from Serafina at the agency', 'Serafina', 'low'],
    ['w/ Obadiah supervision pt did stairs', 'Obadiah', 'low'],
    ['Latoya from the DME company dropped off the walker', 'Latoya', 'low'],
    ['Fenwick asked about a shower chair', 'Fenwick', 'low'],
    ['yusuf at bedside', 'yusuf', 'low'],
    ['visit completed by mk delaney PTA', 'mk delaney', 'low'],
    ['PA Whitcombe ok with PWB', 'Whitcombe', 'low'],
    ['dtr "Cookie" does her hair weekly', 'Cookie', 'high'],
    ['thx to Imogen for the update', 'Imogen', 'low'],
    ['Hi Rosamund, pt doing well', 'Rosamund', 'low'],
    ['cc: Pelletier', 'Pelletier', 'low'],
  ])('%p', (text, name, confidence) => {
    expect(names(text)).toContainEqual([name, confidence]);
  });

  it.each([
    'caregiver burden discussed w/ MSW',
    'caregiver strain high, respite offered',
    'granddaughter, cat and dog at home',
    'son fixes meals; husband buys groceries; wife sometimes helps; wife quilts. daughter sews.',
    "lives w/ cat (daughter's) and dog; finances (son manages)",
    'Tonight, his son stays. Sadly, her husband passed. Overnight, her husband slept in chair.',
    'the Mercy home health agency called; Mrs. ok with plan',
    'Thanks to Lasix, edema down; thanks to Theraband HEP; call to Ortho re: xray; msg to Scheduling; Dear Sir,',
    'TED hose on; charley horse at night; lazy Susan in cabinet; Johnny gown on; teddy bear at bedside',
    'w/ Verbal cueing; w/ Max cueing; w/ Theraband assist; with Hoyer assist; w/ Sara Stedy assist',
    'per Protocol, vitals q visit; per Epic, last visit in March; per MAR meds given; per Ortho WBAT',
    'Pt and her daughter agree; Wife and her sister present; Gait and his balance improved',
    'the Group Home staff called; the Hoyer lift used',
    'Call from the pharmacy re: refill; Rose from the chair; Will from the office call back?',
    'seen by ortho; completed by me; signed by pt and son; tx by pta today',
  ])('no name in %p', (text) => {
    expect(names(text)).toEqual([]);
  });
});
