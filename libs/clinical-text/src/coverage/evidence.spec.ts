import { actorOf, classify, reasonOf, sentenceAround, type ClaimKind } from './evidence';
import { normalize, numberValue } from './normalize';

// Obviously fake clinical text throughout; no real patient data.
const at = (text: string, claim: string, kind: ClaimKind, home = false) => {
  const index = text.indexOf(claim);
  if (index < 0) throw new Error(`${claim} not in ${text}`);
  return classify(text, index, index + claim.length, { kind, home });
};

describe('classify: the context of a claim', () => {
  it.each([
    ['Confined to one room', 'Confined to one room', 'state', 'asserted'],
    ['Not confined to one room', 'confined to one room', 'state', 'negated'],
    ['awaiting signed order', 'signed order', 'event', 'hedged'],
    ['Rx on file, unsigned', 'Rx on file', 'event', 'hedged'],
    ['Signed order needed before delivery', 'Signed order', 'event', 'hedged'],
    ['Signed order on file', 'Signed order on file', 'event', 'asserted'],
    ['Order signed by PT and faxed', 'Order signed', 'event', 'other-actor'],
    ['Order signed by the treating physician', 'Order signed', 'event', 'asserted'],
    ['Possibly confined to one room', 'confined to one room', 'state', 'hedged'],
    ['Confined to one room?', 'Confined to one room', 'state', 'hedged'],
    ['Drop arm may be needed if transfers decline', 'Drop arm may be needed if transfers', 'state', 'hedged'],
    ['Will allow safe toileting', 'Will allow safe toileting', 'benefit', 'asserted'],
    ['Will see PCP to confirm', 'confirm', 'state', 'hedged'],
    ['Was bedbound last month but now ambulates', 'bedbound', 'state', 'past'],
    ['Was unable to use the toilet; now walks to the bathroom', 'unable to use the toilet', 'state', 'past'],
    ['Confined to bed for the last month', 'Confined to bed', 'state', 'asserted'],
    ['Confined to bed since the stroke last month', 'Confined to bed', 'state', 'asserted'],
    ['As previously noted, confined to bed', 'confined to bed', 'state', 'asserted'],
    ['Walker was ineffective before her surgery; since surgery walks safely', 'Walker was ineffective', 'trial', 'past'],
    ['Walker tried last week, unsafe', 'Walker tried last week, unsafe', 'trial', 'asserted'],
    ["Pt's wife demonstrates safe use", 'safe use', 'state', 'other-actor'],
    ['Walker insufficient for community distances', 'Walker insufficient', 'trial', 'asserted'],
  ] as const)('"%s": "%s" (%s) is %s', (text, claim, kind, context) => {
    expect(at(text, claim, kind).context).toBe(context);
  });

  it('a home criterion does not count a claim that holds only in another setting', () => {
    expect(at('Walker insufficient for community distances', 'Walker insufficient', 'trial', true)).toEqual({
      context: 'other-setting',
      cue: 'community distances',
    });
    expect(at('Walker insufficient for community and household distances', 'Walker insufficient', 'trial', true).context).toBe('asserted');
  });

  it('a benefit may be in the future, but not speculative', () => {
    expect(at('Will reduce fall risk', 'Will reduce fall risk', 'benefit').context).toBe('asserted');
    expect(at('May reduce fall risk', 'reduce fall risk', 'benefit')).toEqual({ context: 'hedged', cue: 'May' });
  });

  it('a request is only negated', () => {
    expect(at('Heavy duty walker requested, pending approval', 'Heavy duty walker', 'request').context).toBe('asserted');
  });
});

describe('actorOf', () => {
  it.each([
    ['F2F eval by PT 2 weeks ago', 'PT'],
    ['Face to face with home health RN', 'RN'],
    ['F2F with PT and MD 2 weeks ago', undefined],
    ['Seen by her cardiologist', undefined],
    ['F2F 2 weeks ago', undefined],
    // A credential after a name (case-sensitive: a capitalised name, an upper-case credential).
    ['Face-to-face encounter completed 2/26/26 by Mara Quist, OTR/L: bed mobility max A', 'OTR/L'],
    ['F2F 2/3/26 with Lena Ortiz, DPT', 'DPT'],
    ['F2F 2/3/26 with Ana Ruiz, NP', undefined],
    ['F2F 2/3/26 by Dr Kim Lee, PT to follow', undefined],
    ['F2F 2/3/26, amb 20 ft with walker, pt tired', undefined],
  ])('"%s" → %s', (sentence, actor) => expect(actorOf(sentence)).toBe(actor));
});

describe('sentenceAround', () => {
  const around = (text: string, claim: string) => {
    const index = text.indexOf(claim);
    const { start, end } = sentenceAround(text, index, index + claim.length);
    return text.slice(start, end).trim();
  };

  it('a capital initial does not end the sentence; a full stop after a word does', () => {
    expect(around('Rx signed by A. Kowal, DPT. Walker on file.', 'Rx signed')).toBe('Rx signed by A. Kowal, DPT');
    expect(around('Walks 10 ft. Order signed by the MD.', 'Order signed')).toBe('Order signed by the MD');
  });
});

describe('who signed the order, by the credential after a name', () => {
  it.each([
    ['Written order signed by Keiko Tran, DPT, 2/20/26.', 'other-actor'],
    ['Written order signed by Keiko Tran, MD, 2/20/26.', 'asserted'],
    ['Written order signed by Keiko Tran, FNP-BC on 2/20/26.', 'asserted'],
  ] as const)('"%s" → %s', (text, context) => expect(at(text, 'order signed', 'event').context).toBe(context));
});

describe("a caregiver's state is not the patient's", () => {
  it.each([
    ['Daughter strongly wants pt to have a w/c', 'other-actor'],
    ['Wife also demonstrates safe use', 'other-actor'],
    ['Pt strongly wants to have a w/c', 'asserted'],
  ] as const)('"%s" → %s', (text, context) => expect(at(text, text.split(' ').slice(2).join(' '), 'state').context).toBe(context));
});

describe('reasonOf', () => {
  it.each([
    [{ context: 'negated' }, 'the opposite'],
    [{ context: 'hedged', cue: '?' }, 'it as a question, not a finding'],
    [{ context: 'hedged', cue: 'awaiting' }, 'it is awaited'],
    [{ context: 'hedged', cue: 'unsigned' }, 'it is unsigned'],
    [{ context: 'hedged', cue: 'pending' }, 'it is pending'],
    [{ context: 'hedged', cue: 'requested' }, 'it is only requested'],
    [{ context: 'hedged', cue: 'scheduled' }, 'it is only scheduled'],
    [{ context: 'hedged', cue: 'planned' }, 'it is only planned'],
    [{ context: 'hedged', cue: 'will see' }, 'it is only planned'],
    [{ context: 'hedged', cue: 'to be obtained' }, 'it is still to be obtained'],
    [{ context: 'hedged', cue: 'not yet' }, 'it has not happened yet'],
    [{ context: 'hedged', cue: 'may' }, 'only that it is uncertain ("may")'],
    [{ context: 'hedged' }, 'only that it is uncertain ("")'],
    [{ context: 'past' }, 'it was so in the past, not now'],
    [{ context: 'other-actor', cue: 'signed by PT' }, 'it was signed by PT, not by the treating practitioner (physician, NP, PA or CNS)'],
    [{ context: 'other-actor', cue: 'the wife' }, 'it is about the wife, not the patient'],
    [{ context: 'other-actor' }, 'it is about undefined, not the patient'],
    [{ context: 'other-setting', cue: 'community distances' }, 'it holds only for community distances, not in the home'],
    [{ context: 'asserted' }, 'it is so'],
  ] as const)('%j → %s', (classification, words) => expect(reasonOf(classification)).toBe(words));
});

describe('normalize: the answer as the rules read it', () => {
  it.each([
    ['weighs 3 hundred 60 pounds', 'weighs 360 pounds'],
    ['HOB thirty-five degrees', 'HOB 35 degrees'],
    ['three hundred and ten lbs', '310 lbs'],
    ['two hundred ninety-five pounds', '295 pounds'],
    ['fifteen feet, ninety', '15 feet, 90'],
    ['one room, two falls, 2 and 3, one two', 'one room, two falls, 2 and 3, one two'],
    ['Pt amb 10 ft w/ RW d/t SOB', 'Pt ambulates 10 ft with RW due to SOB'],
    ['w/c and w/RW w/o LOB', 'w/c and with RW without loss of balance'],
    ['Walkr and cane insuficient, toliet upstairs', 'walker and cane insufficient, toilet upstairs'],
    ['Confinded to bedrom; wheelchiar', 'confined to bedroom; wheelchair'],
    ['ejection fraction 25%, placed beside the bed, relieve pain', 'ejection fraction 25%, placed beside the bed, relieve pain'],
    // "&" between words is "and"; a title's full stop ends no clause. Not inside a word or before a digit.
    ['Rx signed & dated by Dr. Lee', 'Rx signed and dated by Dr Lee'],
    ['B&B, Mrs. Ruiz, dr.5, Ms Kay', 'B&B, Mrs Ruiz, dr.5, Ms Kay'],
    ['it’s 1st flr', "it's 1st floor"],
    ['b/c h/o falls, f/u s/p fx', 'because history of falls, follow-up status post fx'],
  ])('"%s" → "%s"', (typed, read) => expect(normalize(typed).text).toBe(read));

  it('quotes the typed text behind any stretch it read', () => {
    const n = normalize('Pt amb 10 ft w/ RW');
    expect(n.source(0, n.text.indexOf(' 10'))).toBe('Pt amb');
    expect(n.source(n.text.indexOf('with'), n.text.length)).toBe('w/ RW');
    expect(n.source(3, 3)).toBe('');
    const same = normalize('Confined to one room');
    expect(same.source(0, 8)).toBe('Confined');
  });

  it('reads one number in words, not a list of them', () => {
    expect(numberValue('3 hundred 60')).toBe(360);
    expect(numberValue('one two')).toBeUndefined();
    expect(numberValue('hundred')).toBeUndefined();
    expect(numberValue('88 142')).toBeUndefined();
    expect(numberValue('three hundred 150')).toBeUndefined();
  });

  it('leaves a very long word alone (linear on hostile text)', () => {
    const word = 'a'.repeat(5000);
    expect(normalize(word).text).toBe(word);
  });
});
