import { checkFacts } from './check';
import { extractFacts } from './extract';

const numbers = (text: string) =>
  extractFacts(text)
    .filter((fact) => ['measure', 'score', 'time'].includes(fact.kind))
    .map(({ key, unit }) => (unit ? `${key} ${unit}` : key));

describe('numbers with their units and scales', () => {
  it('normalises unit spellings but never the number', () => {
    expect(numbers('TUG 18 sec, 18 s, 18 seconds')).toEqual(['18 s', '18 s', '18 s']);
    expect(numbers("350 lb, 350 lbs, 350 pounds, 30 ft, 30 feet, 30'")).toEqual(['350 lb', '350 lb', '350 lb', '30 ft', '30 ft', '30 ft']);
    expect(numbers('98.6 F, 98.6°F, 98.6 degrees Fahrenheit, 120 deg, 92% SpO2')).toEqual([
      '98.6 °F',
      '98.6 °F',
      '98.6 °F',
      '120 °',
      '92 %',
    ]);
  });

  it('keeps a rating with its scale and a reading whole', () => {
    expect(numbers('pain 6/10, strength 4+/5, BP 142/88 mmHg, six out of ten')).toEqual(['6/10', '4+/5', '142/88 mmhg', '6/10']);
  });

  it('reads counts, rates and durations', () => {
    expect(numbers('3x/wk x6wk, 3 times per week for 6 weeks, 10 reps, x10, twice weekly')).toEqual([
      '3 x/wk',
      '6 wk',
      '3 x/wk',
      '6 wk',
      '10 x',
      '10 x',
      '2 x/wk',
    ]);
    expect(numbers('2x10 and 2.5 x 1.8 cm')).toEqual(['2 x', '10 x', '2.5 cm', '1.8 cm']);
  });

  it('reads dates and clock times as numbers', () => {
    expect(numbers('3/12/26, March 12, 2026, 12 March, 10:30 am')).toEqual(['3/12/2026', '3/12/2026', '3/12', '10:30 am']);
  });

  it('names what a number is said of', () => {
    expect(extractFacts('fatigue 6/10').map((fact) => fact.about)).toEqual(['fatigue']);
    expect(extractFacts('BP 142/88, HR 72').map((fact) => fact.about)).toEqual(['blood pressure', 'heart rate']);
  });

  it('flags a number changed, invented, dropped or cut from its scale', () => {
    expect(checkFacts('TUG 18 sec', 'Timed Up and Go of 13 seconds').lost.map((fact) => fact.text)).toEqual(['18 sec']);
    expect(
      checkFacts('Ambulated 150 ft with RW', 'Ambulated 150 feet with a rolling walker, 3 times').unsupported.map((fact) => fact.text),
    ).toEqual(['3 times']);
    expect(checkFacts('fatigue 6/10, BP 142/88', 'fatigue 6/10').lost.map((fact) => fact.key)).toEqual(['142/88']);
    expect(checkFacts('pain 6/10', 'pain 6').ok).toBe(false);
    expect(checkFacts('wt 182 lbs', 'weight 182 kg').ok).toBe(false);
  });

  it('moves a rating to another topic only with a flag', () => {
    const { lost, unsupported } = checkFacts('fatigue 6/10', 'pain 6/10');
    expect([lost[0]?.about, unsupported[0]?.about]).toEqual(['fatigue', 'pain']);
  });

  it('accepts number words for digits both ways, and a unit written on one side only', () => {
    expect(checkFacts('Frequency 3x/wk x6wk', 'Frequency: three times per week for six weeks').ok).toBe(true);
    expect(checkFacts('2 standing rest breaks', 'two standing rest breaks').ok).toBe(true);
    expect(checkFacts('two rest breaks', '2 rest breaks').ok).toBe(true);
    expect(checkFacts('HR 72', 'heart rate 72 bpm').ok).toBe(true);
  });

  it('lets a rewrite spell out a count without it counting as a new number', () => {
    expect(checkFacts('Ambulated with RW', 'Patient ambulated with one rolling walker').ok).toBe(true);
  });
});

describe('the past frame of a number', () => {
  it('marks a value said of an earlier time', () => {
    const past = (text: string) => extractFacts(text).map((fact) => `${fact.key}${fact.past ? ' past' : ''}`);
    expect(past('Pain was 8/10 before TKA, now 2/10')).toEqual(['8/10 past', '2/10']);
    expect(past('no pain today; 9/10 last wk before injection')).toEqual(['9/10 past', 'no pain']);
    expect(past('pain 6/10 today, 9/10 last week')).toEqual(['6/10', '9/10 past']);
  });

  it('flags a past value read as current', () => {
    const { lost } = checkFacts('No pain today; 9/10 last wk before injection.', 'Patient reports severe pain (9/10).');
    expect(lost.map((fact) => [fact.key, fact.past])).toContainEqual(['9/10', true]);
  });

  it('lets a rewrite keep the past in other words, or put a current value in the past tense', () => {
    expect(checkFacts('Pain was 8/10 before TKA, now 2/10', 'Pain was rated 8/10 prior to the TKA and is now 2/10').ok).toBe(true);
    expect(checkFacts('BP 142/88 sitting', 'Blood pressure was 142/88 while sitting').ok).toBe(true);
  });
});
