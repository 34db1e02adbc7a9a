import { act, screen } from '@testing-library/react';
import { FIRST_RENDER_WAIT_MS, mountApp } from './AppProviders';
import { useSession } from '../session/useSession';
import { stubFetch } from '../testing';

function Greeting() {
  const session = useSession();
  return <p>{session.status === 'signed-in' ? `Hello ${session.user?.firstName}` : session.status}</p>;
}

describe('mountApp', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"><p>Loading Clinote…</p></div>';
    window.localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('renders once the session is known: the first render is already signed in, not a spinner', async () => {
    window.localStorage.setItem('auth_token', 'invented-token');
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    stubFetch({
      'GET /api/auth/me': async () => {
        await answered;
        return { body: { id: 'u1', email: 'ann@clinote.test', firstName: 'Ann', lastName: 'Lee', isAdmin: false } };
      },
    });
    const statuses: string[] = [];
    function Recorder() {
      statuses.push(useSession().status);
      return <Greeting />;
    }
    const mounted = mountApp(<Recorder />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('Loading Clinote…')).toBeTruthy(); // the page's boot screen stays meanwhile
    answer();
    await act(async () => mounted);
    expect(await screen.findByText('Hello Ann')).toBeTruthy();
    expect(statuses).not.toContain('loading');
  });

  it('waits for `ready` (the page code), but renders after FIRST_RENDER_WAIT_MS whatever is still missing', async () => {
    jest.useFakeTimers();
    const mounted = mountApp(<Greeting />, { ready: new Promise(() => undefined) });
    await act(async () => jest.advanceTimersByTime(FIRST_RENDER_WAIT_MS - 100));
    expect(screen.queryByText('anonymous')).toBeNull();
    await act(async () => jest.advanceTimersByTime(200));
    await act(async () => mounted);
    expect(screen.getByText('anonymous')).toBeTruthy();
  });
});
