import { clearToken, getToken, setToken, subscribeToToken, TOKEN_KEY } from './token';

/** What the browser does in this tab when another tab changes localStorage. */
function changeInAnotherTab(key: string, value: string | null) {
  if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

describe('session token', () => {
  beforeEach(() => window.localStorage.clear());

  it('is kept in localStorage under auth_token (docs/product.md §9)', () => {
    expect(TOKEN_KEY).toBe('auth_token');
    setToken('abc');
    expect(window.localStorage.getItem('auth_token')).toBe('abc');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('tells subscribers about changes made in this tab', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToToken(listener);
    setToken('abc');
    clearToken();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setToken('def');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells subscribers about the token changing in another tab, and nothing else', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToToken(listener);
    changeInAnotherTab('someOtherKey', 'x');
    expect(listener).not.toHaveBeenCalled();
    changeInAnotherTab(TOKEN_KEY, 'from-other-tab');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getToken()).toBe('from-other-tab');
    unsubscribe();
    changeInAnotherTab(TOKEN_KEY, null);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
