import { detectPhi } from './detect';

const found = (text: string) => detectPhi(text).map((f) => [f.type, f.text, f.confidence]);

describe('addresses and ZIP codes', () => {
  it('finds a street address with its unit, city, state and ZIP', () => {
    expect(found('Pt lives at 742 Evergreen Terrace, Apt 2, Springfield, IL 62704.')).toEqual([
      ['address', '742 Evergreen Terrace, Apt 2, Springfield, IL 62704', 'high'],
    ]);
  });

  it.each([
    ['Moved to 401 N Main St, Unit 5 last year', '401 N Main St, Unit 5'],
    ['Home at 88 Harbor View Dr since 1998', '88 Harbor View Dr'],
    ['Mail to PO Box 4410, Riverton, WY 82501.', 'PO Box 4410, Riverton, WY 82501'],
  ])('finds %p', (text, address) => {
    expect(found(text)).toEqual([['address', address, 'high']]);
  });

  it('reads a place smaller than a state as a low-confidence hint', () => {
    expect(found('Moved from Dayton, Ohio to live with son.')).toEqual([['address', 'Dayton, Ohio', 'low']]);
    expect(found('Lives in Millbrook, NY with daughter.')).toEqual([['address', 'Millbrook, NY', 'low']]);
    expect(found('Walks daily on Elm Street.')).toEqual([['address', 'Elm Street', 'low']]);
  });

  it('does not take credentials for states or counts for house numbers', () => {
    expect(found('Reviewed by the MD, PA and RN; 2 Step Path too hard; 12 steps to enter.')).toEqual([]);
  });

  it('finds a ZIP code with a label or after a state code, never a bare 5-digit number', () => {
    expect(found("Pt's zip code 62704; ZIP: 82501; mail went to IL 60302-1234")).toEqual([
      ['zip', '62704', 'high'],
      ['zip', '82501', 'high'],
      ['zip', '60302-1234', 'high'],
    ]);
    expect(found('CPT 97161 and 97110 billed; CA 19-9 normal')).toEqual([]);
  });
});

describe('places without a house number (issue 21, round 3): low-confidence hints', () => {
  it.each([
    ['lives on 3rd ave with son', '3rd ave'],
    ['stays on Birch St most nights', 'Birch St'],
    ['lives off quarry rd', 'quarry rd'],
    ['met at the corner of Oak and 9th', 'corner of Oak and 9th'],
    ['moved to Lakeshore Assisted Living in May', 'Lakeshore Assisted Living'],
    ['Rm 4 at Brookside SNF', 'Brookside SNF'],
    ["d/c to St. Agatha's Rehab", "St. Agatha's Rehab"],
    ['lives in Pine Hollow alone', 'Pine Hollow'],
    ['pt is originally from Tillamook', 'Tillamook'],
    ['lives alone in Wayzata', 'Wayzata'],
    ['resident of Eden Prairie', 'Eden Prairie'],
    ['lives on Elm with wife', 'Elm'],
  ])('finds %p', (text, place) => {
    expect(found(text)).toEqual([['address', place, 'low']]);
  });

  it('reads a city and ZIP after a street address as part of it', () => {
    expect(found('12 Birch Ln, Pine Hollow 55311')).toEqual([['address', '12 Birch Ln, Pine Hollow 55311', 'high']]);
  });

  it('leaves kinds of care, rhythms and states alone', () => {
    expect(
      found('dc to Inpatient Rehab; moved to Memory Care; was in Normal Sinus Rhythm; lives in Florida; on 5th floor; to SNF'),
    ).toEqual([]);
    expect(found('lives with family in Mexico; lives in Section 8 housing; lives on Medicare; lives on 2nd floor')).toEqual([]);
  });
});

describe('places without a number, round 4 (issue 21)', () => {
  it.each([
    ['lives in Ashbury Falls with husband', 'Ashbury Falls'],
    ['went to stay w/ dtr in Harwick', 'Harwick'],
    ['family is in Port Adley', 'Port Adley'],
    ['at Willow Creek ALF since Jan', 'Willow Creek ALF'],
    ['spoke with staff at Golden Oaks re: bed', 'Golden Oaks'],
    ['lives on Tamarack Dr', 'Tamarack Dr'],
    ['lives in harwood', 'harwood'],
    ['lives in east haddon, 30 min away', 'east haddon'],
    ['LIVES IN ELMSVILLE', 'ELMSVILLE'],
  ])('reads %p as a low-confidence place', (text, place) => {
    expect(found(text)).toContainEqual(['address', place, 'low']);
  });

  it.each([
    'in North Carolina w/ son; moved to New Hampshire; to West Virginia for the holidays',
    'to East Wing; in North Hall dining; in Support of goals; to Transport pt; in Downtown area',
    'LIVES IN HOUSE WITH WIFE; LIVES IN SNF; LIVES IN RURAL AREA; MOVED TO ALF; LIVES IN TEXAS',
    'lives in a 1-story ranch; lives in senior apartments; moved to new house; lives in east wing of ALF',
    "Outpatient PT at St. Mary's; takes St. John's wort",
  ])('no place in %p', (text) => {
    expect(found(text).filter(([type]) => type === 'address')).toEqual([]);
  });
});
