import { checkFacts } from './check';
import { extractFacts } from './extract';

const levels = (text: string) =>
  extractFacts(text)
    .filter((fact) => fact.kind === 'assistance')
    .map((fact) => [fact.key, fact.about, fact.past ?? false].filter((part) => part !== undefined && part !== false).join(' / '));

describe('assistance levels', () => {
  it('reads abbreviations and words as one level', () => {
    const spellings = {
      independent: 'Independent | indep',
      'modified independent': 'mod I | modified independent',
      supervision: 'SBA | supervision | stand by assist',
      'set-up': 'set-up | setup',
      'contact guard': 'CGA | contact guard assistance',
      'minimal assist': 'min A | min assist | minimal assistance | minimum assist',
      'moderate assist': 'mod A | moderate assistance',
      'maximal assist': 'max A | maximal assistance | maximum assist',
      dependent: 'dependent | total A | total assistance',
    };
    for (const [level, forms] of Object.entries(spellings)) {
      for (const form of forms.split(' | ')) expect([form, levels(form)]).toEqual([form, [level]]);
    }
  });

  it('attaches the level to its activity when written next to it', () => {
    expect(levels('Independent w/ ADLs, needs min A for IADLs.')).toEqual(['independent / adl', 'minimal assist / iadl']);
    expect(levels('Bed mobility SBA, supine to sit CGA. Transfers: total A.')).toEqual([
      'supervision / bed mobility',
      'contact guard / supine to sit',
      'dependent / transfers',
    ]);
  });

  it('marks a prior level as past', () => {
    expect(levels('PLOF: independent w/ all ADLs. Currently min A.')).toEqual(['independent / adl / true', 'minimal assist']);
  });

  it('flags a level changed, dropped, moved to another activity or read as current', () => {
    expect(checkFacts('Transfers mod A', 'Transfers with maximal assistance').ok).toBe(false);
    expect(
      checkFacts('Independent w/ ADLs, needs min A for IADLs.', 'Patient is independent with activities of daily living.').lost.map(
        (fact) => fact.key,
      ),
    ).toEqual(['minimal assist']);
    expect(checkFacts('min A for IADLs', 'min A for ADLs').ok).toBe(false);
    expect(checkFacts('PLOF: independent w/ all ADLs.', 'Patient is independent with all activities of daily living.').ok).toBe(false);
  });

  it('passes the level written out', () => {
    expect(
      checkFacts('Independent w/ ADLs, needs min A for IADLs.', 'Patient is independent with ADLs and needs minimal assistance for IADLs.')
        .ok,
    ).toBe(true);
    expect(checkFacts('Toileting: total A.', 'Patient is dependent for toileting.').ok).toBe(true);
  });
});
