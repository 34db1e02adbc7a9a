import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { subscribeToToken } from './token';

/**
 * The root reducer. Remotes that need client state of their own add it at run time with
 * `rootReducer.inject(slice)`; server state goes through `api.injectEndpoints` instead.
 */
export const rootReducer = combineSlices(api);

/** The one store of the browser, created by the shell (or by a remote running on its own). */
export function createStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  // A new or removed token (sign-in, sign-out, or either in another tab) means another identity:
  // drop every cached answer so nothing of the previous user shows and /auth/me is asked again.
  subscribeToToken(() => store.dispatch(api.util.resetApiState()));
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
