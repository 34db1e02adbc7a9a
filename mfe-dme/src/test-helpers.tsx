// Helpers for the mfe-dme page specs (never imported by app code).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { FORMS, type Equipment } from '@clinote/clinical-text';
import type { CurrentUser } from '@clinote/contracts';
import { clearToken, meApi, setToken, type AppStore } from '@clinote/platform';
import { renderApp, stubFetch, type StubbedRoutes } from '@clinote/platform/testing';
import DmeRoutes from './DmeRoutes';

export const CLINICIAN: CurrentUser = {
  id: 'user-1',
  email: 'clinician@example.test',
  firstName: 'Fake',
  lastName: 'Clinician',
  isAdmin: false,
  credentials: null,
  npi: null,
};

/** The question (the text area's label) of a letter field. */
export function question(equipment: Equipment, key: string): string {
  const field = FORMS[equipment].sections[0].fields.find((candidate) => candidate.key === key);
  if (!field) throw new Error(`${equipment} has no field ${key}`);
  return field.question;
}

export function type(equipment: Equipment, key: string, value: string) {
  fireEvent.change(screen.getByLabelText(question(equipment, key)), { target: { value } });
}

/** Lets lazy chunks, 0 ms timers and pending promises settle inside act. */
export async function settle(ms = 0) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** The clipboard the browser would offer; `writeText` resolves (or rejects when `refuse`). */
export function stubClipboard({ refuse = false } = {}) {
  const writeText = jest.fn(async () => {
    if (refuse) throw new Error('Write permission denied');
  });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  // jsdom has no execCommand: the selection fallback of copyToClipboard reports false.
  return writeText;
}

/**
 * Renders a letter page like the shell does (real store, router, theme) with the gateway stubbed,
 * signed in as CLINICIAN or as a guest, and waits until the form and the session have loaded.
 */
export async function renderLetterPage(
  equipment: Equipment,
  { signedIn = true, routes = {}, search = '' }: { signedIn?: boolean; routes?: StubbedRoutes; search?: string } = {},
): Promise<{ store: AppStore; requests: Request[] }> {
  if (signedIn) setToken('fake-token');
  else clearToken();
  const { requests } = stubFetch({ 'GET /api/auth/me': signedIn ? { body: CLINICIAN } : { status: 401, body: {} }, ...routes });
  // The shell renders remotes inside its one <main> landmark.
  const view = renderApp(
    <main>
      <DmeRoutes />
    </main>,
    { route: `/dme/${equipment}${search}` },
  );
  await screen.findByLabelText(FORMS[equipment].sections[0].fields[0].question);
  if (signedIn) await waitFor(() => expect(meApi.endpoints.me.select()(view.store.getState()).data).toEqual(CLINICIAN));
  await settle();
  return { store: view.store, requests };
}

/** The body of the first request made to `METHOD /path`, parsed. */
export async function bodyOf(requests: Request[], method: string, path: string): Promise<unknown> {
  const request = requests.find((candidate) => candidate.method === method && new URL(candidate.url).pathname === path);
  if (!request) throw new Error(`no ${method} ${path} among ${requests.map((r) => `${r.method} ${new URL(r.url).pathname}`).join(', ')}`);
  return request.clone().json();
}

export function madeRequest(requests: Request[], method: string, path: string): boolean {
  return requests.some((candidate) => candidate.method === method && new URL(candidate.url).pathname === path);
}

/** A promise and its resolver, to hold a stubbed answer until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
