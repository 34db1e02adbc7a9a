/**
 * The offline rewrite (clinical-text, svc-ai's provider when no LLM key is set) only rewords: the
 * check must pass every answer it gives, or the clinician is asked to choose for nothing. Inputs
 * go through the plain builders as in the browser: the meaning corpus, every catalogue chip, and
 * whole notes and letters made of them.
 */
import {
  buildLetter,
  buildSoap,
  DISCIPLINES,
  EQUIPMENT,
  FORMS,
  letterFields,
  offlineLetterRewrite,
  offlineRewrite,
  painSeverity,
  SECTIONS,
  type Discipline,
  type Equipment,
  type Section,
} from '@clinote/clinical-text';
import { HELD_OUT } from '../../clinical-text/meaning-corpus/held-out';
import { TUNING } from '../../clinical-text/meaning-corpus/tuning';
import { checkFacts } from './check';

interface Case {
  name: string;
  sent: string;
  rewritten: string;
}

const DISCIPLINE_SET = new Set<string>(DISCIPLINES);

function noteCase(name: string, discipline: Discipline, section: Section, answers: Record<string, string>): Case {
  const sent = buildSoap(discipline, { [section]: answers })[section];
  return { name, sent, rewritten: offlineRewrite(section, sent) };
}

function letterCase(name: string, equipment: Equipment, answers: Record<string, string>): Case {
  const sent = buildLetter(equipment, answers);
  return { name, sent, rewritten: offlineLetterRewrite(sent) };
}

/** A value typed into "<discipline>.<section>.<key>" or "<equipment>.<key>". */
function typedCase(name: string, at: string, value: string): Case {
  const parts = at.split('.');
  if (DISCIPLINE_SET.has(parts[0] as string)) {
    const [discipline, section, key] = parts as [Discipline, Section, string];
    return noteCase(name, discipline, section, { [key]: value });
  }
  const [equipment, key] = parts as [Equipment, string];
  return letterCase(name, equipment, { [key]: value });
}

const corpusCases = [...TUNING, ...HELD_OUT].map((probe) =>
  typedCase(`probe ${probe.id} ${probe.at}: ${probe.value}`, probe.at, probe.value),
);

const chipCases: Case[] = [];
/** Whole sections and letters: the n-th chip of every field at once (first, second, …). */
const wholeCases: Case[] = [];
for (const discipline of DISCIPLINES) {
  for (const section of SECTIONS) {
    const fields = FORMS[discipline].sections.find((s) => s.id === section)!.fields.filter((field) => field.output);
    for (const field of fields)
      for (const chip of field.chips)
        chipCases.push(typedCase(`chip ${discipline}.${section}.${field.key}: ${chip}`, `${discipline}.${section}.${field.key}`, chip));
    const most = Math.max(0, ...fields.map((field) => field.chips.length));
    for (let n = 0; n < most; n++) {
      const answers = Object.fromEntries(
        fields.filter((field) => field.chips[n] !== undefined).map((field) => [field.key, field.chips[n] as string]),
      );
      wholeCases.push(noteCase(`whole ${discipline}.${section} (chip ${n + 1} of each field)`, discipline, section, answers));
    }
  }
}
for (const equipment of EQUIPMENT) {
  const fields = letterFields(equipment).filter((field) => field.output);
  for (const field of fields)
    for (const chip of field.chips) chipCases.push(typedCase(`chip ${equipment}.${field.key}: ${chip}`, `${equipment}.${field.key}`, chip));
  const most = Math.max(0, ...fields.map((field) => field.chips.length));
  for (let n = 0; n < most; n++) {
    const answers = Object.fromEntries(
      fields.filter((field) => field.chips[n] !== undefined).map((field) => [field.key, field.chips[n] as string]),
    );
    wholeCases.push(letterCase(`whole ${equipment} letter (chip ${n + 1} of each field)`, equipment, answers));
  }
}

/** Realistic notes the rewrite rephrases (ratings, scales, shorthand), typed as clinicians do. */
const noteCases: Case[] = [
  noteCase('pt subjective', 'pt', 'subjective', {
    patientInfo: '78 y/o female referred for home health PT after a fall',
    medicalHistory: 'CHF, COPD, HTN',
    pain: '6/10 left hip pain with ambulation',
    currentLivingSituation: 'lives alone in a single-story home',
  }),
  noteCase('pt objective', 'pt', 'objective', {
    vitals: 'BP 128/76, HR 72, SpO2 96% RA',
    bedMobility: 'Min A with bed rail',
    ambulation: '150 ft w/ RW, CGA',
    tugScore: '18',
    tinettiScore: '18',
    gaitImpairments: 'antalgic',
  }),
  noteCase('pt plan', 'pt', 'plan', { frequency: '2x/week for 4 weeks', interventions: 'gait training, balance training, HEP' }),
  noteCase('pt pain 0/10', 'pt', 'subjective', { pain: 'denies pain, 0/10' }),
  noteCase('pt pain 3/10', 'pt', 'subjective', { pain: '3/10 R knee pain' }),
  noteCase('pt pain 8/10', 'pt', 'subjective', { pain: 'pain 8/10 in low back with standing' }),
  noteCase('ot objective', 'ot', 'objective', { strength: 'BUE 4/5 throughout' }),
  noteCase('ot subjective', 'ot', 'subjective', { pain: '4-6/10 R shoulder pain with reaching' }),
  noteCase('sn subjective', 'sn', 'subjective', {
    medicationReconciliation: 'Completed, no discrepancies noted',
    symptoms: 'c/o SOB w/ exertion',
  }),
  noteCase('sn objective', 'sn', 'objective', {
    vitals: 'T 98.6 F, BP 142/88, HR 84, RR 18, SpO2 94% on 2 L NC',
    cognition: 'alert and oriented x3',
  }),
  letterCase('walker letter', 'walker', { mobilityLimitation: 'pt unsteady w/o device, 2 falls in past 3 months d/t LOB' }),
];

const cases = [...corpusCases, ...chipCases, ...wholeCases, ...noteCases];

describe('the offline rewrite passes the fact check', () => {
  it(`on every probe, chip, whole section and note (${cases.length} inputs)`, () => {
    const failures = cases.flatMap(({ name, sent, rewritten }) => {
      const check = checkFacts(sent, rewritten);
      if (check.ok) return [];
      const facts = (list: typeof check.lost) =>
        list.map((fact) => `${fact.kind} ${JSON.stringify(fact.text)} (${fact.key}${fact.about ? ` of ${fact.about}` : ''})`).join(', ') ||
        '-';
      return [
        `${name}\n  sent: ${JSON.stringify(sent)}\n  rewritten: ${JSON.stringify(rewritten)}\n  lost: ${facts(check.lost)}\n  unsupported: ${facts(check.unsupported)}`,
      ];
    });
    if (failures.length > 0) console.log(`${failures.length} of ${cases.length} flagged:\n${failures.join('\n')}`);
    expect(failures).toEqual([]);
  });
});

describe('the severity bands the check accepts are the rewrite’s', () => {
  it.each([1, 2, 3, 3.5, 4, 5, 6, 6.5, 7, 8, 9, 10])('%s/10', (rating) => {
    const severity = painSeverity(rating);
    expect(checkFacts(`Pain ${rating}/10.`, `Patient reports ${severity} pain (${rating}/10).`).ok).toBe(true);
    for (const other of ['mild', 'moderate', 'severe'].filter((word) => word !== severity)) {
      expect(checkFacts(`Pain ${rating}/10.`, `Patient reports ${other} pain (${rating}/10).`).ok).toBe(false);
    }
  });

  it('0/10 is no pain', () => {
    expect(painSeverity(0)).toBe('no');
    expect(checkFacts('Pain 0/10.', 'Patient reports no pain (0/10).').ok).toBe(true);
  });
});
