import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser, RemoteName } from '@clinote/contracts';
import { getToken, TOKEN_KEY, useLocation } from '@clinote/platform';
import { renderApp, stubFetch } from '@clinote/platform/testing';
import { page } from './remotes/load-remote-routes';
import type { LoadRemoteRoutes, RemoteRoutesModule } from './remotes/remote-routes-module';
import { remoteFallbackPlugin } from './remotes/remote-fallback-plugin';
import { ShellApp } from './ShellApp';

const ann: CurrentUser = {
  id: 'u1',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  isAdmin: false,
  credentials: null,
  npi: null,
};

/** Stands in for a remote's Routes: says which remote rendered which path. */
function fakeRemote(remote: RemoteName): RemoteRoutesModule {
  return {
    default: function FakeRemoteRoutes() {
      const { pathname } = useLocation();
      return <div data-remote={remote}>{`${remote} renders ${pathname}`}</div>;
    },
  };
}

/** Module Federation stand-in: every remote loads, unless a test says otherwise. */
function remotes(overrides: Partial<Record<RemoteName, LoadRemoteRoutes>> = {}) {
  return jest.fn<ReturnType<LoadRemoteRoutes>, Parameters<LoadRemoteRoutes>>(async (remote) =>
    overrides[remote] ? overrides[remote](remote) : fakeRemote(remote),
  );
}

function signIn(user: CurrentUser = ann) {
  window.localStorage.setItem(TOKEN_KEY, 'token');
  return stubFetch({ 'GET /api/auth/me': { body: user }, 'POST /api/auth/logout': { status: 204 }, 'GET /api/notes': { body: [] } });
}

const renderShell = (route: string, load = remotes()) => renderApp(<ShellApp loadRemoteRoutes={load} />, { route });

describe('shell routing (docs/product.md §2)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each(['/login', '/register', '/verify-email', '/forgot-password', '/reset-password', '/resend-verification'])(
    'lets anyone open %s, rendered by mfe_auth',
    async (path) => {
      const { requests } = stubFetch({});
      const load = remotes();
      renderShell(path, load);
      expect(await screen.findByText(`mfe_auth renders ${path}`)).toBeTruthy();
      expect(load).toHaveBeenCalledWith('mfe_auth');
      expect(requests).toHaveLength(0);
    },
  );

  it.each([
    ['/pt-eval', 'mfe_soap'],
    ['/ot-eval', 'mfe_soap'],
    ['/sn-eval', 'mfe_soap'],
    ['/dme/wheelchair', 'mfe_dme'],
    ['/dme/hospital-bed', 'mfe_dme'],
    ['/dme/commode', 'mfe_dme'],
    ['/dme/walker', 'mfe_dme'],
    ['/admin', 'mfe_admin'],
  ])('shows %s to a signed-in user, rendered by %s under the header', async (path, remote) => {
    signIn();
    renderShell(path);
    expect(await screen.findByText(`${remote} renders ${path}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clinote home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('shows a spinner while the session resolves, then sends an anonymous visitor to /login', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'expired');
    stubFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Unauthorized' } } });
    const load = remotes();
    renderShell('/pt-eval', load);
    expect(screen.getByRole('status', { name: 'Checking your session…' })).toBeTruthy();
    expect(await screen.findByText('mfe_auth renders /login')).toBeTruthy();
    expect(load).not.toHaveBeenCalledWith('mfe_soap');
  });

  it('greets a signed-in user on the dashboard, with the evaluation and equipment cards', async () => {
    signIn();
    renderShell('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann Lee' })).toBeTruthy();
    expect(screen.getAllByTestId('evaluation-card').map((card) => card.querySelector('header')?.textContent)).toEqual([
      'PT Evaluation',
      'OT Evaluation',
      'SN Evaluation',
    ]);
    expect(screen.getAllByTestId('equipment-card').map((card) => card.querySelector('header')?.textContent)).toEqual([
      'Manual Wheelchair',
      'Hospital Bed',
      'Bedside Commode',
      'Walker/Rollator',
    ]);
    expect(screen.getAllByRole('button', { name: /^Create Note/ })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Create Template/ })).toHaveLength(4);
    expect(await screen.findByText('No notes yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Admin Dashboard' })).toBeNull();
  });

  it('leads from a dashboard card to its form', async () => {
    signIn();
    renderShell('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Template: Hospital Bed' }));
    expect(await screen.findByText('mfe_dme renders /dme/hospital-bed')).toBeTruthy();
  });

  it('offers the Admin Dashboard button to admins only', async () => {
    signIn({ ...ann, firstName: null, lastName: null, isAdmin: true });
    renderShell('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, ann@example.com' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Admin Dashboard' }));
    expect(await screen.findByText('mfe_admin renders /admin')).toBeTruthy();
  });

  it.each([
    ['a visitor', () => stubFetch({})],
    ['a signed-in user', () => signIn()],
  ])('shows the 404 page to %s for any other path', async (_who, setUp) => {
    setUp();
    renderShell('/dme/scooter');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText(/does not exist\. Check the address or go back to the dashboard/)).toBeTruthy();
  });

  it('signs out: calls the server, drops the token, says "Logged out" and goes to /login', async () => {
    const { requests } = signIn();
    renderShell('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('mfe_auth renders /login')).toBeTruthy();
    expect(await screen.findByText('Logged out')).toBeTruthy();
    expect(getToken()).toBeNull();
    expect(requests.some((request) => request.method === 'POST' && request.url.endsWith('/api/auth/logout'))).toBe(true);
  });
});

describe('a remote that cannot be loaded (docs/architecture.md §1.4 "degrade, never lose")', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  /** What loadRemote resolves to when the errorLoadRemote hook catches a failed load. */
  const viaErrorLoadRemote = async () =>
    (await remoteFallbackPlugin({ onLoadFailed: () => undefined }).errorLoadRemote!({
      id: 'mfe_soap/Routes',
      error: new Error('manifest 404'),
      lifecycle: 'onLoad',
    } as never)) as RemoteRoutesModule;

  it.each([
    ['its load fails', () => Promise.reject(new Error('remoteEntry.js: connection refused'))],
    ['Module Federation hands back the fallback module', viaErrorLoadRemote],
    [
      'it crashes while rendering',
      async (): Promise<RemoteRoutesModule> => ({
        default: () => {
          throw new Error('remote bug');
        },
      }),
    ],
  ])('shows a fallback naming that area when %s, and Retry loads it again', async (_case, failingLoad) => {
    signIn();
    let soapIsUp = false;
    const load = remotes({ mfe_soap: () => (soapIsUp ? Promise.resolve(fakeRemote('mfe_soap')) : failingLoad()) });
    renderShell('/pt-eval', load);

    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback.textContent).toContain('This part of Clinote could not be loaded: SOAP evaluation forms.');
    expect(screen.getByRole('link', { name: 'Clinote home' })).toBeTruthy();

    soapIsUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('mfe_soap renders /pt-eval')).toBeTruthy();
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
    expect(load.mock.calls.filter(([remote]) => remote === 'mfe_soap')).toHaveLength(2);
  });

  it('loads the page again on Retry when the page came with preload hints for that remote (the browser would reuse their failed answers)', async () => {
    signIn();
    window.__CLINOTE_REMOTES__ = {
      mfe_auth: '/mfe/auth/mf-manifest.json',
      mfe_soap: '/mfe/soap/mf-manifest.json',
      mfe_dme: '/mfe/dme/mf-manifest.json',
      mfe_admin: '/mfe/admin/mf-manifest.json',
    };
    const hint = Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href: '/mfe/soap/remoteEntry.js' });
    document.head.append(hint);
    const reload = jest.spyOn(page, 'reload').mockImplementation(() => undefined);
    try {
      const load = remotes({ mfe_soap: () => Promise.reject(new Error('remoteEntry.js: 503')) });
      renderShell('/pt-eval', load);
      fireEvent.click(within(await screen.findByTestId('remote-fallback')).getByRole('button', { name: 'Retry' }));
      expect(reload).toHaveBeenCalledTimes(1);
      expect(load.mock.calls.filter(([remote]) => remote === 'mfe_soap')).toHaveLength(1);
    } finally {
      hint.remove();
      delete window.__CLINOTE_REMOTES__;
    }
  });

  it('keeps every other area working', async () => {
    signIn();
    const load = remotes({ mfe_soap: () => Promise.reject(new Error('down')) });
    renderShell('/pt-eval', load);
    await screen.findByTestId('remote-fallback');

    fireEvent.click(screen.getByRole('link', { name: 'Clinote home' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann Lee' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /^Create Template/ })[0]);
    expect(await screen.findByText('mfe_dme renders /dme/wheelchair')).toBeTruthy();
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
  });

  it('shows a spinner while a remote loads', async () => {
    stubFetch({});
    let arrive!: () => void;
    const load = remotes({ mfe_auth: () => new Promise((resolve) => (arrive = () => resolve(fakeRemote('mfe_auth')))) });
    renderShell('/login', load);
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeTruthy();
    await act(async () => arrive());
    await waitFor(() => expect(screen.getByText('mfe_auth renders /login')).toBeTruthy());
  });
});
