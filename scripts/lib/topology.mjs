// Every process of the platform, its port and how it starts: the single place the launcher, the e2e
// suite and the benchmarks read the topology from (docs/architecture.md §3).
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

/** The gateway's Prometheus metrics are on a port of their own: its main port is public (issue 26). */
export const GATEWAY = { name: 'gateway', port: 8080, metricsPort: 9464 };
export const MAILDEV = { smtpPort: 1025, webPort: 1080 };

/**
 * A service started as several instances (issue 12) has instance k (1, 2, …) on its port + (k − 1) × 100:
 * svc-notes on 4002, 4102, 4202…, inside each platform's offset (the e2e suite's 14002, 14102).
 */
export const INSTANCE_PORT_STEP = 100;
/** At most 9 instances: their ports stay below the next block of the offset scheme. */
export const MAX_INSTANCES = 9;

/** Instance names: the plain service name when it runs once, else svc-notes#1, svc-notes#2… */
export function instanceNames(name, instances = 1) {
  return instances === 1 ? [name] : Array.from({ length: instances }, (_, i) => `${name}#${i + 1}`);
}

/**
 * Ports shifted by `offset`, so a second platform (the e2e suite's) can run beside `npm start`.
 * PORT_* variables override single ports. `services` holds each service's (first instance's) port,
 * `instances` every instance's port, in order.
 */
export function ports(offset = 0, env = process.env, instances = 1) {
  const pick = (name, fallback) => Number(env[`PORT_${name.toUpperCase().replace(/-/g, '_')}`] ?? fallback + offset);
  const services = Object.fromEntries(SERVICES.map((s) => [s.name, pick(s.name, s.port)]));
  return {
    gateway: pick('gateway', GATEWAY.port),
    gatewayMetrics: pick('gateway-metrics', GATEWAY.metricsPort),
    services,
    instances: Object.fromEntries(
      Object.entries(services).map(([name, port]) => [name, Array.from({ length: instances }, (_, i) => port + i * INSTANCE_PORT_STEP)]),
    ),
    frontends: Object.fromEntries(FRONTENDS.map((f) => [f.name, pick(f.name, f.port)])),
    smtp: pick('smtp', MAILDEV.smtpPort),
    inbox: pick('inbox', MAILDEV.webPort),
  };
}
