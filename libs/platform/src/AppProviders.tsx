import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { ClinoteThemeProvider } from '@clinote/ui';
import { createStore, type AppStore } from './store';

/** Store and theme (with toasts): what every page of Clinote renders inside. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ClinoteThemeProvider>{children}</ClinoteThemeProvider>
    </Provider>
  );
}

/**
 * Renders an app into #root with a fresh store and a browser router. The shell's bootstrap
 * calls it, and so does each remote's bootstrap when the remote is opened on its own port.
 */
export function mountApp(app: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('mountApp: the page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={createStore()}>
        <BrowserRouter>{app}</BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
