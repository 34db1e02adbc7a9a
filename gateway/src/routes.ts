import type { RemoteName } from '@clinote/contracts';
import type { GatewayConfig } from './config';

/** The table of contents of the gateway: which path prefix goes to which upstream (docs/architecture.md §3). */
export interface Route {
  prefix: string;
  /** Human name used in error messages and /api/health. */
  upstream: string;
  /** The upstream's base URL, or those of its instances (the gateway balances over them). */
  urls: (config: GatewayConfig) => string[];
  /** What the prefix becomes upstream. */
  rewritePrefix: string;
  timeout: (config: GatewayConfig) => number;
  /** 'signed-in': the gateway checks the caller's token on the route itself (proxy/require-sign-in.ts). */
  access: 'public' | 'signed-in';
}

const apiTimeout = (c: GatewayConfig) => c.UPSTREAM_TIMEOUT_MS;

/** Back-end services (each instance's base URL), each instance also asked for its /health by GET /api/health. */
export const SERVICES = {
  'svc-identity': (c: GatewayConfig): string[] => c.IDENTITY_URL,
  'svc-notes': (c: GatewayConfig): string[] => c.NOTES_URL,
  'svc-ai': (c: GatewayConfig): string[] => c.AI_URL,
  'svc-mailer': (c: GatewayConfig): string[] => c.MAILER_URL,
} as const;

const identity = (prefix: string, access: Route['access']): Route => ({
  prefix: `/api${prefix}`,
  upstream: 'svc-identity',
  urls: SERVICES['svc-identity'],
  rewritePrefix: prefix,
  timeout: apiTimeout,
  access,
});
const ai = (path: string): Route => ({
  prefix: `/api${path}`,
  upstream: 'svc-ai',
  urls: SERVICES['svc-ai'],
  rewritePrefix: path,
  timeout: (c) => c.AI_UPSTREAM_TIMEOUT_MS,
  access: 'signed-in',
});

/** The router prefers the most specific prefix, so the signed-in account routes sit beside the public /api/auth. */
export const API_ROUTES: Route[] = [
  identity('/auth/me', 'signed-in'),
  identity('/auth/logout', 'signed-in'),
  identity('/auth/logout-everywhere', 'signed-in'),
  // Signing (issue 25): the profile a signature shows, and the password typed again for a signing token.
  identity('/auth/profile', 'signed-in'),
  identity('/auth/confirm-password', 'signed-in'),
  identity('/auth', 'public'),
  identity('/admin', 'signed-in'),
  {
    prefix: '/api/notes',
    upstream: 'svc-notes',
    urls: SERVICES['svc-notes'],
    rewritePrefix: '/notes',
    timeout: apiTimeout,
    access: 'signed-in',
  },
  ai('/enhance-note'),
  ai('/enhance-dme'),
];

/** Each remote's static server, served at /mfe/<name>/ so the browser needs one origin only. */
export const REMOTE_ROUTES: Array<Route & { remote: RemoteName }> = [
  {
    remote: 'mfe_auth',
    prefix: '/mfe/auth',
    upstream: 'mfe-auth',
    urls: (c) => c.MFE_AUTH_URL,
    rewritePrefix: '',
    timeout: apiTimeout,
    access: 'public',
  },
  {
    remote: 'mfe_soap',
    prefix: '/mfe/soap',
    upstream: 'mfe-soap',
    urls: (c) => c.MFE_SOAP_URL,
    rewritePrefix: '',
    timeout: apiTimeout,
    access: 'public',
  },
  {
    remote: 'mfe_dme',
    prefix: '/mfe/dme',
    upstream: 'mfe-dme',
    urls: (c) => c.MFE_DME_URL,
    rewritePrefix: '',
    timeout: apiTimeout,
    access: 'public',
  },
  {
    remote: 'mfe_admin',
    prefix: '/mfe/admin',
    upstream: 'mfe-admin',
    urls: (c) => c.MFE_ADMIN_URL,
    rewritePrefix: '',
    timeout: apiTimeout,
    access: 'public',
  },
];

/** Everything else is the shell, whose static server answers unknown paths with index.html (SPA). */
export const SHELL_ROUTE: Route = {
  prefix: '/',
  upstream: 'shell',
  urls: (c) => c.SHELL_URL,
  rewritePrefix: '/',
  timeout: apiTimeout,
  access: 'public',
};

/** The API's answers: personal unless a route says otherwise (no-store by default, issue 19). */
export const isApiPath = (url: string): boolean => url.startsWith('/api/');
