import { FORMS, soapSection } from './catalogue';
import { offlineRewrite, PLAN_REASSESSMENT_SENTENCE } from './offline-rewrite';
import { ALIASES, LABELS, normalise, RULES } from './rewrite-rules';
import { buildSoap } from './soap';
import { DISCIPLINES, SECTIONS, type Section } from './types';

/** Every field of a section across PT, OT and SN, by key. */
const catalogueKeys = (section: Section) =>
  new Set(DISCIPLINES.flatMap((discipline) => soapSection(discipline, section).fields.map((f) => f.key)));

describe('the offline rewrite is tied to the catalogue by field key (issue 20)', () => {
  it.each(SECTIONS)('%s: every catalogue key has a rule, and every rule and alias is a catalogue key', (section) => {
    const keys = catalogueKeys(section);
    expect([...keys].filter((key) => !(key in RULES[section]))).toEqual([]);
    expect(Object.keys(RULES[section]).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(ALIASES[section]).filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(SECTIONS)("%s: every catalogue label is recognised, with its own field's rule", (section) => {
    for (const discipline of DISCIPLINES) {
      for (const field of soapSection(discipline, section).fields.filter((f) => f.style === 'labelled')) {
        const known = LABELS[section].get(normalise(field.label));
        expect({ label: field.label, key: field.key, same: known?.rule === RULES[section][field.key] }).toEqual({
          label: field.label,
          key: field.key,
          same: true,
        });
      }
    }
  });

  it('an alias never takes a catalogue label from its field', () => {
    for (const section of SECTIONS) {
      const catalogueLabels = new Set(DISCIPLINES.flatMap((d) => soapSection(d, section).fields.map((f) => normalise(f.label))));
      expect(
        Object.values(ALIASES[section])
          .flat()
          .filter((alias) => catalogueLabels.has(alias)),
      ).toEqual([]);
    }
  });

  it('finds every output field of every form again in its built text, also when the value runs over several lines', () => {
    for (const discipline of DISCIPLINES) {
      for (const section of FORMS[discipline].sections) {
        for (const field of section.fields.filter((f) => f.output)) {
          const built = buildSoap(discipline, { [section.id]: { [field.key]: 'zorbel\nquindle' } })[section.id];
          const rewritten = offlineRewrite(section.id, built).replace(` ${PLAN_REASSESSMENT_SENTENCE}`, '');
          // one sentence: the second line stays with its field instead of reading as an orphan "Quindle."
          expect({ field: `${discipline}.${field.key}`, rewritten }).toEqual({
            field: `${discipline}.${field.key}`,
            rewritten: expect.stringMatching(/zorbel; quindle\.$/i),
          });
        }
      }
    }
  });
});
