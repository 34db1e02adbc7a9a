/**
 * Round 9 of issue 21 (coverage-corpus/tuning-round9.ts, written blind by a seventh author): the tuner's own
 * variations of each fix — positives in other words and near-misses that must stay not documented (for
 * another item, of another episode, by the wrong person, someone else's wish, a template not filled in, a
 * hypothetical). Obviously fake clinical text throughout.
 */
import type { Equipment } from '../types';
import { checklistProbe } from './testing';

type Probe = readonly [criterion: string, documented: boolean, answers: Readonly<Record<string, string>>];

function probes(equipment: Equipment, list: readonly Probe[]): void {
  const { criterion } = checklistProbe(equipment);
  it.each(list.map(([id, documented, answers]) => [id, documented ? 'documented' : 'not documented', answers, documented] as const))(
    '%s is %s: %j',
    (id, _label, answers, documented) => {
      const status = criterion(answers, id).status;
      if (documented) expect(status).toBe('documented');
      else expect(status).not.toBe('documented');
    },
  );
}

describe('false "documented" fixed first', () => {
  describe('an encounter by the letter writer, or tied to another item only', () => {
    probes('wheelchair', [
      ['face-to-face', false, { physicianExam: 'Face-to-face mobility eval performed by this PT 2 weeks ago.' }],
      ['face-to-face', false, { physicianExam: 'F2F completed with our OT last week.' }],
      ['face-to-face', true, { physicianExam: 'Face-to-face exam performed by the PCP 2 weeks ago.' }],
    ]);
    probes('commode', [
      ['face-to-face', false, { medicalNecessity: 'F2F with Dr. Example 3 weeks ago addressed the hospital bed only.' }],
      ['face-to-face', false, { medicalNecessity: 'Seen by NP 1 month ago for the rollator.' }],
      ['face-to-face', true, { medicalNecessity: 'F2F with Dr. Example 3 weeks ago for the bedside commode and the hospital bed.' }],
      ['face-to-face', true, { medicalNecessity: 'F2F with Dr. Example 3 weeks ago; toileting discussed.' }],
    ]);
  });

  describe("someone else's wish is not the patient's", () => {
    probes('wheelchair', [
      ['wheelchair-e', false, { expectedBenefit: 'Son and DIL want the chair; pt not present for the discussion.' }],
      ['wheelchair-e', false, { expectedBenefit: 'Niece and nephew are eager for her to have it.' }],
      ['wheelchair-e', false, { expectedBenefit: 'Her daughter-in-law wants the w/c at home.' }],
      ['wheelchair-e', true, { expectedBenefit: 'Pt and son want the chair for use at home.' }],
      ['wheelchair-e', true, { expectedBenefit: 'Pt wants the w/c and agrees to use it at home daily.' }],
    ]);
  });

  describe('a template left unfilled', () => {
    probes('wheelchair', [
      ['wheelchair-e', false, { expectedBenefit: 'Pt is [willing/unwilling] to use the w/c.' }],
      ['wheelchair-e', false, { expectedBenefit: 'Pt willing to use w/c in home: Y / N' }],
    ]);
    probes('commode', [
      ['commode-standalone', false, { standaloneDevice: 'Standalone device: [Y/N]' }],
      ['commode-standalone', false, { standaloneDevice: 'Will be used at the ***' }],
      ['commode-standalone', true, { standaloneDevice: 'Will stand alone at the bedside, never over the toilet.' }],
    ]);
  });

  describe('a benefit only under a condition', () => {
    probes('walker', [
      ['walker-resolves', false, { safetyIndependence: 'Walker will resolve deficit if pt were to participate in PT.' }],
      ['walker-resolves', false, { safetyIndependence: 'RW would allow household ambulation as long as she complied with cues.' }],
      ['walker-resolves', true, { safetyIndependence: 'Walker will allow independent household ambulation.' }],
    ]);
  });
});
