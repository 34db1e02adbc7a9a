import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation } from 'react-router';
import { appContainer, ClinoteThemeProvider, revealApp } from '@clinote/ui';
import { meApi } from '../session/me-api';
import { getToken } from '../token';
import { createStore, type AppStore } from '../store';

/** Store and theme (with toasts): what every page of Clinote renders inside. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ClinoteThemeProvider>{children}</ClinoteThemeProvider>
    </Provider>
  );
}

/**
 * How long the first render waits for the session check and the page's code. Rendered at once, a
 * page shows a spinner per thing it waits for, and React reveals each up to 300 ms after it arrived;
 * rendered when they are here, it appears whole in one pass (issue 11). The page's boot screen
 * stays meanwhile; whatever is slower than this renders with its own spinner.
 */
export const FIRST_RENDER_WAIT_MS = 3000;

/**
 * While a first paint's form is in use the app renders hidden beside it, and the page's form takes it
 * over (@clinote/ui first-paint/adoption.ts). When the app goes to another page first — signed out,
 * sent to /login — there is nothing to take over: the app is shown.
 */
function FirstPaintGuard() {
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  useEffect(() => {
    if (pathname !== firstPath) revealApp();
  }, [pathname, firstPath]);
  return null;
}

/**
 * Renders an app into #root (or beside a first paint's form, see appContainer) with a fresh store and
 * a browser router, once the session check (when a token is stored) and `ready` (the page's code, say)
 * have settled, or after FIRST_RENDER_WAIT_MS. The shell's bootstrap calls it, and so does each
 * remote's bootstrap when the remote is opened on its own port.
 */
export async function mountApp(app: ReactNode, { ready }: { ready?: Promise<unknown> } = {}): Promise<void> {
  if (!document.getElementById('root')) throw new Error('mountApp: the page has no #root element');
  const store = createStore();
  // The same query (and cache entry) useSession subscribes to; held until the app has subscribed.
  const session = getToken() ? store.dispatch(meApi.endpoints.me.initiate()) : undefined;
  const settled = Promise.allSettled([session, ready]);
  await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
  createRoot(appContainer()).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <FirstPaintGuard />
          {app}
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
  setTimeout(() => session?.unsubscribe(), 0);
}
