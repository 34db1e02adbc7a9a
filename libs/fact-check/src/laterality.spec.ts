import { checkFacts } from './check';
import { extractFacts } from './extract';

const sides = (text: string) =>
  extractFacts(text)
    .filter((fact) => fact.kind === 'laterality')
    .map((fact) => (fact.about ? `${fact.key} ${fact.about}` : fact.key));

describe('laterality', () => {
  it('reads letters, abbreviations and words as one side', () => {
    expect(sides('L knee, lt knee, left knee, knee (L)')).toEqual(['left knee', 'left knee', 'left knee', 'left knee']);
    expect(sides('RLE, R LE, right lower extremity, right leg')).toEqual(Array(4).fill('right lower extremity'));
    expect(sides('BLE, B/L LEs, both legs, bilateral lower extremities')).toEqual(Array(4).fill('bilateral lower extremity'));
    expect(sides('LUE flaccid, R TKA, rt shoulder')).toEqual(['left upper extremity', 'right tka', 'right shoulder']);
  });

  it('reads a lone letter as a side only where nothing else fits', () => {
    expect(sides('SLR on the R. Weakness R>L. MMT 3+/5 L.')).toEqual(['right', 'right', 'left', 'left']);
    expect(sides('O2 2 L via NC, 2L, L4-5 fusion, Pt left the clinic, right away')).toEqual([]);
  });

  it('flags a swapped side as both lost and unsupported', () => {
    const { lost, unsupported } = checkFacts('R knee pain 4/10 after TKA.', 'Left knee pain 4/10 after TKA.');
    expect(lost.map((fact) => fact.text)).toEqual(['R']);
    expect(unsupported.map((fact) => fact.text)).toEqual(['Left']);
  });

  it('flags a side moved to another part or narrowed from both', () => {
    expect(checkFacts('L knee pain, R hip OA', 'Left hip pain, right knee OA').ok).toBe(false);
    expect(checkFacts('Edema BLE', 'Edema of the left lower extremity').ok).toBe(false);
  });

  it('passes the sides written out', () => {
    expect(checkFacts('L hemiparesis s/p CVA, LUE flaccid.', 'Left hemiparesis following CVA, left upper extremity flaccid.').ok).toBe(
      true,
    );
    expect(checkFacts('BLE weakness, R>L.', 'Bilateral lower extremity weakness, right greater than left.').ok).toBe(true);
  });
});
