import { describeWeight, isAbove, isAtLeast, isAtMost, isBelow, readDuration, readElevations, readWeights } from './quantities';

describe('readWeights', () => {
  it.each([
    ['weighs 380 lbs', 380, 'lb', 'exactly', '380 lbs'],
    ['wt 410 lb', 410, 'lb', 'exactly', '410 lb'],
    ['body weight 355#', 355, 'lb', 'exactly', '355#'],
    ['Weight: 298 pounds', 298, 'lb', 'exactly', '298 pounds'],
    ['a 380-lb patient', 380, 'lb', 'exactly', '380-lb'],
    ['172 kg', 379.2, 'kg', 'exactly', '172 kg'],
    ['weighs 159.5 kgs', 351.6, 'kg', 'exactly', '159.5 kgs'],
    ['Patient weight exceeds 350 lbs', 350, 'lb', 'over', 'exceeds 350 lbs'],
    ['weighs more than 600 lb', 600, 'lb', 'over', 'more than 600 lb'],
    ['at least 300 lbs', 300, 'lb', 'at least', 'at least 300 lbs'],
    ['weight 300+ lbs', 300, 'lb', 'at least', '300+ lbs'],
    ['300 lbs or more', 300, 'lb', 'at least', '300 lbs'],
    ['weighs under 250 lbs', 250, 'lb', 'under', 'under 250 lbs'],
    ['250 lbs or less', 250, 'lb', 'at most', '250 lbs'],
    ['approximately 320 lbs', 320, 'lb', 'exactly', 'approximately 320 lbs'],
  ])('"%s" → %d %s (%s)', (text, pounds, unit, comparator, read) => {
    const [reading] = readWeights(text);
    expect(reading.pounds).toBeCloseTo(pounds, 1);
    expect(reading).toMatchObject({ unit, comparator, text: read });
  });

  it.each([
    'lost 30 lbs over the winter',
    '30 lb weight loss',
    'lifting restriction of 10 lbs',
    'walker weight capacity 300 lb',
    'walker rated to 350 lb',
    'frame supports up to 500 lb',
    'gained 15 lbs',
    'weighs 5 lbs',
    '2000 lbs',
    'Ambulation limited to 10 feet',
  ])('"%s" is not a body weight', (text) => expect(readWeights(text)).toEqual([]));

  it('keeps a weight stated after a gain mentioned well before it', () => {
    expect(readWeights('Gained weight, now weighs 380 lbs').map((r) => r.pounds)).toEqual([380]);
  });

  it('marks weights with a weight word before them', () => {
    expect(readWeights('380 lbs; weighs 390 lbs').map((r) => r.cued)).toEqual([false, true]);
  });

  it('describes the reading', () => {
    expect(describeWeight(readWeights('weighs 380 lbs')[0])).toBe('380 lb');
    expect(describeWeight(readWeights('172 kg')[0])).toBe('172 kg = 379.2 lb');
    expect(describeWeight(readWeights('exceeds 350 lbs')[0])).toBe('over 350 lb');
  });
});

describe('interval thresholds', () => {
  const exactly = (n: number) => ({ low: n, lowInclusive: true, high: n, highInclusive: true });
  const over = (n: number) => ({ low: n, lowInclusive: false, high: Infinity, highInclusive: false });
  const under = (n: number) => ({ low: -Infinity, lowInclusive: false, high: n, highInclusive: false });

  it('above is strict', () => {
    expect(isAbove(exactly(350), 350)).toBe(false);
    expect(isAbove(exactly(351), 350)).toBe(true);
    expect(isAbove(over(350), 350)).toBe(true);
    expect(isAbove(over(349), 350)).toBe(false);
  });

  it('at least, at most and below', () => {
    expect(isAtLeast(exactly(300), 300)).toBe(true);
    expect(isAtLeast(over(299), 300)).toBe(false);
    expect(isAtMost(exactly(600), 600)).toBe(true);
    expect(isAtMost(over(350), 600)).toBe(false);
    expect(isBelow(exactly(300), 300)).toBe(false);
    expect(isBelow(under(300), 300)).toBe(true);
    expect(isBelow(exactly(299), 300)).toBe(true);
  });
});

describe('readElevations', () => {
  it.each([
    ['Requires head of bed elevated more than 30 degrees', 30, false, Infinity],
    ['HOB at 45°', 45, true, 45],
    ['HOB 30-45 degrees', 30, true, 45],
    ['head elevated 45 to 30 degrees', 30, true, 45],
    ['Upper body up to 25 deg', -Infinity, false, 25],
  ])('"%s"', (text, low, lowInclusive, high) => {
    expect(readElevations(text)[0]).toMatchObject({ low, lowInclusive, high });
  });

  it('needs a head or elevation word in the sentence, and no negation', () => {
    expect(readElevations('Knee flexion limited to 45 degrees')).toEqual([]);
    expect(readElevations('Knee flexion 90 degrees. Head raised 45 degrees')).toHaveLength(1);
    expect(readElevations('HOB not elevated 45 degrees')).toEqual([]);
  });
});

describe('readDuration', () => {
  it.each([
    ['Lifetime', Infinity],
    ['permanent need', Infinity],
    ['99 months', Infinity],
    ['12 months', 360],
    ['6 weeks', 42],
    ['6-8 weeks', 56],
    ['two to four months', 120],
    ['1 year', 365],
    ['10 days', 10],
    ['less than 3 months', 89.5],
    ['a few weeks', 21],
  ])('"%s" → %d days', (text, days) => expect(readDuration(text)?.days).toBe(days));

  it('reads the longest stated duration', () => {
    expect(readDuration('2 weeks in the facility, then 6 months at home')).toEqual({ days: 180, text: '6 months' });
    expect(readDuration('6 months at home after 2 weeks in the facility')).toEqual({ days: 180, text: '6 months' });
  });

  it('reads nothing in other text, and not a negated lifetime', () => {
    expect(readDuration('not sure')).toBeNull();
    expect(readDuration('Not lifetime: 2 months')).toEqual({ days: 60, text: '2 months' });
  });
});
