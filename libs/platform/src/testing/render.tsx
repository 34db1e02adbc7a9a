import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../view/AppProviders';
import { createStore, type AppStore } from '../store';

/** Renders like the app does (real store, theme, router) at `route`. */
export function renderApp(
  ui: ReactElement,
  { route = '/', store = createStore() }: { route?: string; store?: AppStore } = {},
): RenderResult & { store: AppStore } {
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, store };
}
