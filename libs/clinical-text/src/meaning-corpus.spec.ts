/**
 * Issue 20: the offline rewrite never changes what was documented. Runs the meaning corpus
 * (libs/clinical-text/meaning-corpus): each probe is a value typed into a catalogue field, built into
 * the plain note or letter and rewritten offline, with what the rewrite must keep and must not say.
 *
 * Counts per class, for the working tree or any commit (e.g. the rewrite before issue 20, 669b922):
 *   node libs/clinical-text/meaning-corpus/report.cjs [--rev <commit>] [--failures]
 */
import { HELD_OUT } from '../meaning-corpus/held-out';
import { judge, MEANING_CLASSES, rewriteOf, type Probe, type RewriteLib } from '../meaning-corpus/probe';
import { TUNING } from '../meaning-corpus/tuning';
import { FORMS, letterFields } from './catalogue';
import * as clinicalText from './index';

const lib: RewriteLib = clinicalText;

const title = (probe: Probe) => `${probe.id} [${probe.class}] ${probe.at}: ${JSON.stringify(probe.value)} (${probe.why})`;

describe.each([
  ['tuning', TUNING],
  ['held-out (written before the rules, never tuned against)', HELD_OUT],
] as const)('the rewrite keeps the meaning: %s', (_part, probes) => {
  it.each(probes.map((probe) => [title(probe), probe] as const))('%s', (_title, probe) => {
    const output = rewriteOf(lib, probe);
    expect({ output, problems: judge(probe, output) }).toEqual({ output, problems: [] });
  });
});

describe('the corpus itself', () => {
  const all = [...TUNING, ...HELD_OUT];

  it('has unique ids and about 100 tuning and 30 held-out probes, in every class', () => {
    expect(new Set(all.map((probe) => probe.id)).size).toBe(all.length);
    expect(TUNING.length).toBeGreaterThanOrEqual(100);
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(30);
    for (const name of MEANING_CLASSES) {
      expect({ name, tuning: TUNING.some((p) => p.class === name), heldOut: HELD_OUT.some((p) => p.class === name) }).toEqual({
        name,
        tuning: true,
        heldOut: true,
      });
    }
  });

  it('types every probe into a field that the generated text includes, and checks something', () => {
    for (const probe of all) {
      const parts = probe.at.split('.');
      const field =
        parts.length === 3
          ? FORMS[parts[0] as 'pt' | 'ot' | 'sn'].sections.find((s) => s.id === parts[1])?.fields.find((f) => f.key === parts[2])
          : letterFields(parts[0] as 'walker').find((f) => f.key === parts[1]);
      expect({ id: probe.id, output: field?.output, checks: (probe.require?.length ?? 0) + (probe.forbid?.length ?? 0) > 0 }).toEqual({
        id: probe.id,
        output: true,
        checks: true,
      });
    }
  });

  it('judges a rewrite that drops or says something', () => {
    const probe: Probe = {
      id: 'X',
      class: 'negation',
      at: 'pt.objective.bedMobility',
      value: 'supervision not required',
      require: ['not required'],
      forbid: [/requires supervision/],
      why: 'no supervision',
    };
    expect(judge(probe, 'Objective: Patient requires supervision for bed mobility.')).toEqual([
      'lacks not required',
      'says /requires supervision/',
    ]);
  });
});
