/**
 * Round 10 of issue 21 (coverage-corpus/tuning-round10.ts, written blind by an eighth author): the tuner's own
 * variations of each fix — near-misses that must stay not documented and positives that must stay documented.
 * Obviously fake clinical text throughout.
 */
import { expectProbes } from './testing';

describe('a facility is not the home', () => {
  expectProbes('commode', [
    ['commode-confinement', false, { toiletingLimitation: 'Confined to her room at the nursing home until discharge.' }],
    ['commode-confinement', false, { toiletingLimitation: 'Confined to room on the rehab unit; home set-up not yet seen.' }],
    ['commode-confinement', true, { toiletingLimitation: 'Confined to her bedroom at home since the fall; toilet is down the hall.' }],
  ]);
});

describe('a template not filled in anywhere in the answer', () => {
  expectProbes('wheelchair', [
    ['wheelchair-b', false, { lesserAids: 'Walker unsafe due to poor standing balance; cane [***]' }],
    ['wheelchair-b', false, { lesserAids: 'Cane and walker both tried. Outcome: ___' }],
  ]);
});

describe('a signature still to be got', () => {
  expectProbes('walker', [
    ['written-order', false, { medicalNecessity: 'Will get the order signed at the next visit.' }],
    ['written-order', false, { medicalNecessity: 'Need to have the Rx co-signed by the NP.' }],
    ['written-order', true, { medicalNecessity: 'Signed order from Dr. Example on file.' }],
  ]);
});
