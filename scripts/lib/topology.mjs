// Every process of the platform, its port and how it starts: the single place the launcher, the e2e
// suite and the benchmarks read the topology from (ARCHITECTURE.md §3).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const SERVICES = [
  { name: 'svc-identity', port: 4001, envKey: 'IDENTITY_URL' },
  { name: 'svc-notes', port: 4002, envKey: 'NOTES_URL' },
  { name: 'svc-ai', port: 4003, envKey: 'AI_URL' },
  { name: 'svc-mailer', port: 4004, envKey: 'MAILER_URL' },
];

export const FRONTENDS = [
  { name: 'shell', port: 3000, envKey: 'SHELL_URL' },
  { name: 'mfe-auth', port: 3001, envKey: 'MFE_AUTH_URL' },
  { name: 'mfe-soap', port: 3002, envKey: 'MFE_SOAP_URL' },
  { name: 'mfe-dme', port: 3003, envKey: 'MFE_DME_URL' },
  { name: 'mfe-admin', port: 3004, envKey: 'MFE_ADMIN_URL' },
];

export const GATEWAY = { name: 'gateway', port: 8080 };
export const MAILDEV = { smtpPort: 1025, webPort: 1080 };

/**
 * Ports shifted by `offset`, so a second platform (the e2e suite's) can run beside `npm start`.
 * PORT_* variables override single ports.
 */
export function ports(offset = 0, env = process.env) {
  const pick = (name, fallback) => Number(env[`PORT_${name.toUpperCase().replace(/-/g, '_')}`] ?? fallback + offset);
  return {
    gateway: pick('gateway', GATEWAY.port),
    services: Object.fromEntries(SERVICES.map((s) => [s.name, pick(s.name, s.port)])),
    frontends: Object.fromEntries(FRONTENDS.map((f) => [f.name, pick(f.name, f.port)])),
    smtp: pick('smtp', MAILDEV.smtpPort),
    inbox: pick('inbox', MAILDEV.webPort),
  };
}
