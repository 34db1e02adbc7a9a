import { forgetAllUnsavedAnswers, forgetUnsavedAnswers, keepUnsavedAnswers, readUnsavedAnswers } from './unsaved-answers';

const ANSWERS = { subjective: { pain: 'Fake knee pain 4/10' } };

describe('unsaved answers in the browser (issue 25)', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps, reads and forgets a form’s answers per account and form', () => {
    const at = new Date('2026-11-25T10:42:00.000Z');
    expect(keepUnsavedAnswers('user-1', 'soap:pt', ANSWERS, at)).toBe(true);
    expect(readUnsavedAnswers('user-1', 'soap:pt')).toEqual({ answers: ANSWERS, savedAt: at.toISOString() });
    expect(readUnsavedAnswers('user-2', 'soap:pt')).toBeNull(); // another account sees nothing
    expect(readUnsavedAnswers('user-1', 'soap:ot')).toBeNull(); // nor another form
    forgetUnsavedAnswers('user-1', 'soap:pt');
    expect(readUnsavedAnswers('user-1', 'soap:pt')).toBeNull();
  });

  it('reads nothing from broken or foreign storage', () => {
    window.localStorage.setItem('clinote_unsaved:user-1:soap:pt', '{not json');
    expect(readUnsavedAnswers('user-1', 'soap:pt')).toBeNull();
    window.localStorage.setItem('clinote_unsaved:user-1:soap:pt', JSON.stringify({ answers: ANSWERS, savedAt: 'yesterday-ish' }));
    expect(readUnsavedAnswers('user-1', 'soap:pt')).toBeNull();
    window.localStorage.setItem('clinote_unsaved:user-1:soap:pt', JSON.stringify(['x']));
    expect(readUnsavedAnswers('user-1', 'soap:pt')).toBeNull();
  });

  it('on sign-out forgets every form of every account, and nothing else', () => {
    keepUnsavedAnswers('user-1', 'soap:pt', ANSWERS);
    keepUnsavedAnswers('user-2', 'letter:walker', ANSWERS);
    window.localStorage.setItem('auth_history_other', 'kept');
    forgetAllUnsavedAnswers();
    expect(readUnsavedAnswers('user-1', 'soap:pt')).toBeNull();
    expect(readUnsavedAnswers('user-2', 'letter:walker')).toBeNull();
    expect(window.localStorage.getItem('auth_history_other')).toBe('kept');
  });

  it('a full or refused storage keeps nothing and says so, without throwing', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(keepUnsavedAnswers('user-1', 'soap:pt', ANSWERS)).toBe(false);
    } finally {
      setItem.mockRestore();
    }
  });
});
