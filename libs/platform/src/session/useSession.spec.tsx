import { act, screen, waitFor } from '@testing-library/react';
import { EARLY_SESSION_GLOBAL, type CurrentUser } from '@clinote/contracts';
import { renderApp, stubFetch } from '../testing';
import { setToken, TOKEN_KEY } from '../token';
import { useKnownSession, useSession, type Session } from './useSession';

const ann: CurrentUser = {
  id: 'u1',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  isAdmin: false,
  credentials: null,
  npi: null,
};
const bob: CurrentUser = {
  id: 'u2',
  email: 'bob@example.com',
  firstName: null,
  lastName: null,
  isAdmin: false,
  credentials: null,
  npi: null,
};

function SessionProbe() {
  const { status, user } = useSession();
  return <output data-testid="session">{user ? `${status}:${user.email}` : status}</output>;
}

const session = () => screen.getByTestId('session').textContent;

/** The server: each token belongs to one user; any other token is rejected. */
const USERS_BY_TOKEN: Record<string, CurrentUser> = { 'token-ann': ann, 'token-bob': bob };
function stubMe() {
  return stubFetch({
    'GET /api/auth/me': (request) => {
      const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
      const user = USERS_BY_TOKEN[token];
      return user ? { body: user } : { status: 401, body: { message: 'Unauthorized' } };
    },
  });
}

function changeTokenInAnotherTab(value: string | null) {
  act(() => {
    if (value === null) window.localStorage.removeItem(TOKEN_KEY);
    else window.localStorage.setItem(TOKEN_KEY, value);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, newValue: value }));
  });
}

describe('useSession (docs/product.md §4 Session)', () => {
  beforeEach(() => window.localStorage.clear());

  it('is anonymous without a token, and does not ask the server', () => {
    const { requests } = stubMe();
    renderApp(<SessionProbe />);
    expect(session()).toBe('anonymous');
    expect(requests).toHaveLength(0);
  });

  it('is loading, then signed in once /api/auth/me answers with the user for the token', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'token-ann');
    const { requests } = stubMe();
    renderApp(<SessionProbe />);
    expect(session()).toBe('loading');
    await waitFor(() => expect(session()).toBe('signed-in:ann@example.com'));
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0].url).pathname).toBe('/api/auth/me');
    expect(requests[0].headers.get('authorization')).toBe('Bearer token-ann');
    expect(requests[0].credentials).toBe('include');
  });

  it('is anonymous when /api/auth/me fails, and never retries it', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'expired-token');
    const { requests } = stubMe();
    renderApp(<SessionProbe />);
    await waitFor(() => expect(session()).toBe('anonymous'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(1);
  });

  it('signs in when another tab signs in', async () => {
    stubMe();
    renderApp(<SessionProbe />);
    expect(session()).toBe('anonymous');
    changeTokenInAnotherTab('token-ann');
    await waitFor(() => expect(session()).toBe('signed-in:ann@example.com'));
  });

  it('signs out when another tab signs out', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'token-ann');
    stubMe();
    renderApp(<SessionProbe />);
    await waitFor(() => expect(session()).toBe('signed-in:ann@example.com'));
    changeTokenInAnotherTab(null);
    expect(session()).toBe('anonymous');
  });

  it('asks again when the token changes, and never shows the previous user meanwhile', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'token-ann');
    const { requests } = stubMe();
    renderApp(<SessionProbe />);
    await waitFor(() => expect(session()).toBe('signed-in:ann@example.com'));
    act(() => setToken('token-bob'));
    expect(session()).toBe('loading');
    await waitFor(() => expect(session()).toBe('signed-in:bob@example.com'));
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual(['Bearer token-ann', 'Bearer token-bob']);
  });

  describe("with the page's early /api/auth/me (issue 11)", () => {
    afterEach(() => delete window[EARLY_SESSION_GLOBAL]);

    it('uses its answer instead of asking again', async () => {
      window.localStorage.setItem(TOKEN_KEY, 'token-ann');
      window[EARLY_SESSION_GLOBAL] = { token: 'token-ann', answer: Promise.resolve({ status: 200, body: ann }) };
      const { requests } = stubMe();
      renderApp(<SessionProbe />);
      await waitFor(() => expect(session()).toBe('signed-in:ann@example.com'));
      expect(requests).toHaveLength(0);
      expect(window[EARLY_SESSION_GLOBAL]).toBeUndefined();
    });

    it('is anonymous when the early answer refused the token', async () => {
      window.localStorage.setItem(TOKEN_KEY, 'expired-token');
      window[EARLY_SESSION_GLOBAL] = {
        token: 'expired-token',
        answer: Promise.resolve({ status: 401, body: { message: 'Unauthorized' } }),
      };
      const { requests } = stubMe();
      renderApp(<SessionProbe />);
      await waitFor(() => expect(session()).toBe('anonymous'));
      expect(requests).toHaveLength(0);
    });

    it('asks the server itself when the tab now holds another token', async () => {
      window.localStorage.setItem(TOKEN_KEY, 'token-bob');
      window[EARLY_SESSION_GLOBAL] = { token: 'token-ann', answer: Promise.resolve({ status: 200, body: ann }) };
      const { requests } = stubMe();
      renderApp(<SessionProbe />);
      await waitFor(() => expect(session()).toBe('signed-in:bob@example.com'));
      expect(requests).toHaveLength(1);
    });

    it('asks the server itself when the early request failed on the network', async () => {
      window.localStorage.setItem(TOKEN_KEY, 'token-ann');
      window[EARLY_SESSION_GLOBAL] = { token: 'token-ann', answer: Promise.reject(new TypeError('Failed to fetch')) };
      const { requests } = stubMe();
      renderApp(<SessionProbe />);
      await waitFor(() => expect(session()).toBe('signed-in:ann@example.com'));
      expect(requests).toHaveLength(1);
    });
  });
});

describe("useKnownSession: a note generated while the session loads is not a guest's", () => {
  beforeEach(() => window.localStorage.clear());

  function KnownSessionProbe({ onKnown }: { onKnown: (session: Session) => void }) {
    const known = useKnownSession();
    return (
      <button type="button" onClick={() => void known().then(onKnown)}>
        Generate (test)
      </button>
    );
  }

  it('waits for /api/auth/me when asked while it is out, then answers signed in', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'token-ann');
    let answer: (value: { body: CurrentUser }) => void = () => undefined;
    stubFetch({ 'GET /api/auth/me': () => new Promise((resolve) => (answer = resolve)) });
    const known: Session[] = [];
    renderApp(<KnownSessionProbe onKnown={(session) => known.push(session)} />);
    act(() => screen.getByRole('button', { name: 'Generate (test)' }).click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(known).toEqual([]); // still loading: not decided as a guest
    await act(async () => answer({ body: ann }));
    await waitFor(() => expect(known).toEqual([{ status: 'signed-in', user: ann }]));
  });

  it('answers at once without a token (anonymous)', async () => {
    stubFetch({});
    const known: Session[] = [];
    renderApp(<KnownSessionProbe onKnown={(session) => known.push(session)} />);
    act(() => screen.getByRole('button', { name: 'Generate (test)' }).click());
    await waitFor(() => expect(known).toEqual([{ status: 'anonymous', user: null }]));
  });
});
