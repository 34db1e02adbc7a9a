/**
 * Issue 21, rounds 12 and 13 (corpus/tuning-round12.ts, formerly held-out 9, and corpus/tuning-round13.ts, a
 * fourteenth author's hard cases): the tuner's own variations of each fix — a surname after a title typed in
 * lower case, a seven-digit number with a dot, a day after "rec'd", "cxl" or "signed", a senior center, a saint's
 * memorial in lower case, a box number and its town, a given name in apposition to a role ("sue the neighbor"),
 * before a role in brackets ("Hope (OT)"), initials after "per", a record's subject in capitals after "RE:", and
 * Christmas Eve as "xmas eve" — and the clean near-misses next to them. Every identifier is invented.
 */
import { detectPhi } from './detect';
import type { PhiType } from './types';

const found = (text: string) => detectPhi(text).map((f) => [f.type, f.text, f.confidence]);

describe('rounds 12 and 13 fixes, on variations of their own', () => {
  it.each<[string, PhiType, string, 'high' | 'low']>([
    ['mrs Quenby-Hale asleep in recliner at arrival', 'name', 'Quenby-Hale', 'high'],
    ['mr Larkhollow at bedside, pt sleeping', 'name', 'Larkhollow', 'high'],
    ['grandson Ezio Varrantine 555.0138', 'phone', '555.0138', 'low'],
    ["new orders rec'd 12/3 for SN 2w4", 'date', '12/3', 'low'],
    ['cxl 1/14, pt in hospital', 'date', '1/14', 'low'],
    ['POC signed 2/9 by Dr. Example', 'date', '2/9', 'low'],
    ['she goes to Millbrae Senior Center mondays', 'address', 'Millbrae Senior Center', 'low'],
    ['back from saint odilia memorial last night', 'address', 'saint odilia memorial', 'low'],
    ['Box 3307 Quarrendon, mail only', 'address', 'Box 3307 Quarrendon', 'low'],
    ['bernie the neighbor brings groceries', 'name', 'bernie', 'high'],
    ['Faith the weekend aide says she ate well', 'name', 'Faith', 'high'],
    ['Mark (son) will pick up the walker', 'name', 'Mark', 'high'],
    ['per L.M. at the agency, visit moved', 'name', 'L.M.', 'high'],
    ['RE: VANTERPOOL - please fax the signed POC', 'name', 'VANTERPOOL', 'high'],
    ['fell on xmas eve carrying laundry', 'date', 'xmas eve', 'high'],
  ])('%s → %s "%s" (%s)', (text, type, value, confidence) => {
    expect(found(text)).toContainEqual([type, value, confidence]);
  });

  it.each([
    'INR 2.4, coumadin 2.5 mg, wt 145.5 lb',
    'signed 4/5 strength grip R',
    'will the aide come on tues?',
    'Will the nurse call back re: labs',
    'RE: DME ORDER - faxed twice',
    'PT: EVAL DONE, plan of care sent',
    'ask the nurse about the dressing',
    'hope the aide can come earlier',
    'xmas is her favorite time of year',
    'took the box of gloves to the car',
  ])('%s → nothing', (text) => {
    expect(found(text)).toEqual([]);
  });
});
