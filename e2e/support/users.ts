import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { linkFromMail } from './mail';
import { platform } from './platform';

export const PASSWORD = 'Gait-belt-2026';
const run = randomBytes(3).toString('hex');

export interface TestUser {
  email: string;
  token: string;
  firstName: string;
}

async function post(path: string, body: unknown, token?: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${platform().urls.app}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/**
 * A real, verified account made through the real flow (register → the mail's link → verify →
 * sign in), for suites about something else than accounts. Invented names and addresses only.
 */
export async function verifiedUser(name: string, email = `${name.toLowerCase()}.${run}.${Date.now()}@clinote.test`): Promise<TestUser> {
  const registered = await post('/api/auth/register', { email, password: PASSWORD, firstName: name, lastName: 'Sample' });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const token = new URL(await linkFromMail(email, '/verify-email')).searchParams.get('token');
  if ((await post('/api/auth/verify-email', { token, password: PASSWORD })).status !== 200) throw new Error('verification failed');
  const login = await post('/api/auth/login', { email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return { email, token: login.body.token, firstName: name };
}

/**
 * The run's administrator (the address ADMIN_EMAILS names): made through the same real flow by the
 * first suite that asks, signed in again by the others.
 */
export async function adminUser(): Promise<TestUser> {
  const email = platform().adminEmail;
  const login = await post('/api/auth/login', { email, password: PASSWORD });
  if (login.status === 200) return { email, token: login.body.token, firstName: 'Admin' };
  return verifiedUser('Admin', email);
}

/** A browser context already signed in as `user` (the token in localStorage, as after the login screen). */
export async function signedInContext(
  browser: Browser,
  user: TestUser,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), user.token);
  return { context, page: await context.newPage() };
}

/** What the page's clipboard holds. */
export function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The API as the user, for checks behind the screen. */
export async function apiAs(user: TestUser, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${platform().urls.app}${path}`, {
    method,
    headers: { authorization: `Bearer ${user.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}
