/**
 * Every label the offline rewrites know, tied to the catalogue (issue 22). The rewrites only get
 * the builders' prose ("<Label>: <value>"), so a field is found again by its label:
 * - offline-rewrite.ts (SOAP) reads labels from rewrite-rules.ts LABELS, derived from the catalogue
 *   (every labelled field of every discipline) plus ALIASES (spellings clinicians type, each under
 *   a catalogue key); the rules themselves name two labels (RULE_LABELS) and the opening field's
 *   words (PATIENT_IS); the section headings come from sections.ts, which the catalogue uses too;
 * - offline-letter-rewrite.ts keeps a label line as it is printed (a line ending in ":"), and the
 *   title line (no lower-case letter): every letter field label and title must stay so.
 * A label renamed in the catalogue without the rewrite following fails here.
 */
import { FORMS, letterFields, soapSection, type FieldDefinition } from './catalogue';
import { buildLetter } from './letters';
import { offlineLetterRewrite } from './offline-letter-rewrite';
import { offlineRewrite, PLAN_REASSESSMENT_SENTENCE } from './offline-rewrite';
import { ALIASES, LABELS, normalise, PATIENT_IS, RULE_LABELS, RULES } from './rewrite-rules';
import { SECTION_HEADINGS, SECTION_NAMES } from './sections';
import { buildSoap } from './soap';
import { LETTER_TITLES } from './titles';
import { DISCIPLINES, EQUIPMENT, SECTIONS, type Section } from './types';

/** The catalogue's SOAP fields of a section, across PT, OT and SN, as [discipline, field]. */
const soapFields = (section: Section) =>
  DISCIPLINES.flatMap((discipline) => soapSection(discipline, section).fields.map((field) => [discipline, field] as const));

/** The fields the builders print, with the line they print for them. */
const printed = (field: FieldDefinition) => field.output;

/** Where a label the rewrite knows comes from: a catalogue field's label, or an alias of a catalogue key. */
function originOf(section: Section, label: string, key: string): 'catalogue' | 'alias' | 'unknown' {
  if (soapFields(section).some(([, field]) => field.style === 'labelled' && field.key === key && normalise(field.label) === label))
    return 'catalogue';
  if ((ALIASES[section][key] ?? []).includes(label)) return 'alias';
  return 'unknown';
}

describe('every label the SOAP offline rewrite knows is tied to the catalogue', () => {
  it.each(SECTIONS)('%s: each known label is a catalogue field label of that key, or an alias of a catalogue key', (section) => {
    const keys = new Set(soapFields(section).map(([, field]) => field.key));
    const untied = [...LABELS[section]].filter(
      ([label, known]) => !keys.has(known.key) || originOf(section, label, known.key) === 'unknown',
    );
    expect(untied.map(([label, known]) => `${label} → ${known.key}`)).toEqual([]);
  });

  it('counts: the catalogue-derived labels and the aliases make up every known label', () => {
    const origins = SECTIONS.flatMap((section) => [...LABELS[section]].map(([label, known]) => originOf(section, label, known.key)));
    const catalogue = origins.filter((origin) => origin === 'catalogue').length;
    const aliases = origins.filter((origin) => origin === 'alias').length;
    const distinctCatalogueLabels = SECTIONS.map(
      (section) =>
        new Set(
          soapFields(section)
            .filter(([, field]) => field.style === 'labelled')
            .map(([, field]) => normalise(field.label)),
        ).size,
    ).reduce((a, b) => a + b, 0);
    expect(catalogue).toBe(distinctCatalogueLabels);
    expect(aliases).toBe(SECTIONS.map((section) => Object.values(ALIASES[section]).flat().length).reduce((a, b) => a + b, 0));
    expect(catalogue + aliases).toBe(origins.length);
  });

  it.each(SECTIONS)('%s: every label buildSoap prints is known, as a field of that label, with its own field rule', (section) => {
    for (const discipline of DISCIPLINES) {
      for (const field of soapSection(discipline, section).fields.filter((f) => printed(f) && f.style === 'labelled')) {
        const known = LABELS[section].get(normalise(field.label));
        // one label may serve two keys of the same rule ("Home safety concerns": PT homeSafetyConcerns, OT safetyConcerns)
        const sameLabel = soapFields(section)
          .filter(([, f]) => normalise(f.label) === normalise(field.label))
          .map(([, f]) => f.key);
        expect({
          field: `${discipline}.${field.key}`,
          keyOfLabel: sameLabel.includes(known?.key ?? ''),
          rule: known?.rule === RULES[section][field.key],
        }).toEqual({
          field: `${discipline}.${field.key}`,
          keyOfLabel: true,
          rule: true,
        });
      }
    }
  });

  it.each(SECTIONS)(
    '%s: a printed label line is found again as its field (its value is read by its rule, not as a loose sentence)',
    (section) => {
      for (const discipline of DISCIPLINES) {
        for (const field of soapSection(discipline, section).fields.filter((f) => printed(f) && f.style === 'labelled')) {
          const built = buildSoap(discipline, { [section]: { [field.key]: 'zorbel\nquindle' } })[section];
          expect(built.split('\n')[1]).toBe(`${field.label}: Zorbel`);
          const rewritten = offlineRewrite(section, built).replace(` ${PLAN_REASSESSMENT_SENTENCE}`, '');
          expect({ field: `${discipline}.${field.key}`, rewritten }).toEqual({
            field: `${discipline}.${field.key}`,
            rewritten: expect.stringMatching(/zorbel; quindle\.$/iu),
          });
        }
      }
    },
  );

  it('the opening "patient-is" field: its catalogue label is the words buildSoap prints and the rewrite finds it by', () => {
    const opening = DISCIPLINES.flatMap((discipline) =>
      soapSection(discipline, 'subjective')
        .fields.filter((f) => f.style === 'patient-is')
        .map((f) => [discipline, f] as const),
    );
    expect(opening.map(([discipline]) => discipline)).toEqual([...DISCIPLINES]);
    for (const [discipline, field] of opening) {
      expect(field.label).toBe(PATIENT_IS);
      const built = buildSoap(discipline, { subjective: { [field.key]: '78 yo female referred for PT' } }).subjective;
      expect(built.split('\n')[1]).toBe(`${PATIENT_IS} a 78 yo female referred for PT.`);
      // found as the opening field: the introduce rule reads the age ("a 78 yo"), no "Patient is: …" label
      expect(offlineRewrite('subjective', built)).toBe('Subjective: Patient is a 78-year-old female referred for PT.');
    }
  });

  it('the labels a rule names (RULE_LABELS) are labels the rewrite knows for that very field', () => {
    const named = Object.values(RULE_LABELS);
    expect(named.length).toBeGreaterThan(0);
    for (const { section, key, label } of named) {
      expect({ label, key: LABELS[section].get(label)?.key, origin: originOf(section, label, key) }).toEqual({
        label,
        key,
        origin: expect.not.stringMatching('unknown'),
      });
    }
    // and they change what the rule says, so the tie is behaviour, not a name
    expect(offlineRewrite('objective', 'Sit to stand: Min A')).toMatch(/^Objective: Patient requires minimal assistance/u);
    expect(offlineRewrite('assessment', 'Prognosis: good')).toBe('Assessment: Prognosis is good.');
  });

  it('PT\'s 30-second sit to stand score: its catalogue label reads as the 30-second test (the rule looks for "30" in the label)', () => {
    const field = soapSection('pt', 'objective').fields.find((f) => f.key === 'sitToStandScore') as FieldDefinition;
    const built = buildSoap('pt', { objective: { sitToStandScore: '12' } }).objective;
    expect(built).toContain(`${field.label}: 12.`);
    expect(offlineRewrite('objective', built)).toBe('Objective: 30-second sit to stand test: 12 repetitions.');
  });

  it.each(SECTIONS)('%s: the heading buildSoap prints is dropped and the section name the catalogue shows is written', (section) => {
    for (const discipline of DISCIPLINES)
      expect(soapSection(discipline, section)).toMatchObject({ heading: SECTION_HEADINGS[section], title: SECTION_NAMES[section] });
    const built = buildSoap('pt', {})[section];
    expect(built.startsWith(`${SECTION_HEADINGS[section]}\n`)).toBe(true);
    const rewritten = offlineRewrite(section, built);
    expect(rewritten.startsWith(`${SECTION_NAMES[section]}: `)).toBe(true);
    expect(rewritten).not.toContain(SECTION_HEADINGS[section]);
  });
});

describe('every label the letter offline rewrite meets is printed as is', () => {
  // Reason: the letter labels are the catalogue's own wording (DME supplier language, docs/product.md §3);
  // the letter rewrite rewrites values only, and knows a label line by its closing ":".
  it.each(EQUIPMENT)('%s: the title line and each field label line come back exactly as buildLetter printed them', (equipment) => {
    const fields = letterFields(equipment).filter(printed);
    expect(fields.length).toBe(FORMS[equipment].sections[0].fields.length);
    for (const field of fields) {
      const built = buildLetter(equipment, { [field.key]: 'pt unsteady w/o device' });
      expect(built).toBe(`${LETTER_TITLES[equipment]}\n\n${field.label}:\nPt unsteady w/o device.`);
      expect(offlineLetterRewrite(built)).toBe(`${LETTER_TITLES[equipment]}\n\n${field.label}:\nPatient unsteady without device.`);
    }
  });

  it('counts: every letter field label is tied (the letters print all their fields)', () => {
    const labels = EQUIPMENT.flatMap((equipment) => letterFields(equipment).map((field) => field.label));
    expect(labels.length).toBe(39);
    expect(labels.every((label) => !label.includes('\n') && !label.endsWith(':'))).toBe(true);
  });
});
