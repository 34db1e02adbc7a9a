import { holdsText, keptAt, restoredAnswers } from './unsaved-answers';

describe('the offer to restore unsaved answers (issue 25)', () => {
  it('says the time when kept today, the date and time otherwise', () => {
    const now = new Date(2026, 10, 25, 15, 0);
    expect(keptAt(new Date(2026, 10, 25, 10, 42).toISOString(), now)).toBe('10:42');
    expect(keptAt(new Date(2026, 10, 25, 9, 5).toISOString(), now)).toBe('9:05');
    expect(keptAt(new Date(2026, 10, 24, 22, 7).toISOString(), now)).toBe('11/24/2026 22:07');
  });

  it('counts only answers with text', () => {
    expect(holdsText({ subjective: { pain: ' ', vitals: '' } })).toBe(false);
    expect(holdsText({ subjective: { pain: 'Fake 4/10' } })).toBe(true);
    expect(holdsText(null)).toBe(false);
    expect(holdsText({ subjective: 'not a section' })).toBe(false);
  });

  it('restores into the empty fields only: what was typed since the form opened stays', () => {
    const current = { subjective: { pain: 'Typed just now', vitals: '' }, objective: { strength: '' } };
    const kept = { subjective: { pain: 'Kept before', vitals: 'BP fake 120/80' }, objective: { strength: '4/5 fake' }, plan: { hep: 'x' } };
    expect(restoredAnswers(current, kept)).toEqual({
      subjective: { pain: 'Typed just now', vitals: 'BP fake 120/80' },
      objective: { strength: '4/5 fake' },
      plan: { hep: 'x' },
    });
    expect(restoredAnswers(null, { subjective: { pain: 3 } })).toEqual({ subjective: {} });
  });
});
