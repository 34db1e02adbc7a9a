// Starts the whole platform (infrastructure, services, static servers, gateway) and waits until healthy.
// Used by `npm start`, the e2e suite and the benchmarks, so all three run the same thing.
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { FRONTENDS, GATEWAY, MAX_INSTANCES, ROOT, SERVICES, instanceNames, ports as portsFor } from './topology.mjs';
import {
  PrerequisiteError,
  SCHEMA_OWNERS,
  ensureDir,
  portOpen,
  provisionServiceRoles,
  resolvePostgres,
  resolveRedis,
  resolveSmtp,
} from './infra.mjs';
import { ProcessGroup } from './processes.mjs';

const STATIC_CLI = path.join(ROOT, 'libs', 'static-server', 'cli.js');

/** Builds every project whose inputs changed (Nx cache: unchanged projects are skipped). */
export function buildAll({ quiet = false } = {}) {
  const result = spawnSync(
    process.execPath,
    [realpathSync(path.join(ROOT, 'node_modules', '.bin', 'nx')), 'run-many', '-t', 'build', '--parallel=1', '--output-style=static'],
    {
      cwd: ROOT,
      stdio: quiet ? 'pipe' : 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    const output = quiet ? `\n${(result.stdout ?? '').slice(-4000)}${(result.stderr ?? '').slice(-2000)}` : '';
    throw new PrerequisiteError(`The build failed (see the output above${quiet ? ' and below' : ''}); fix it and run again.${output}`);
  }
}

/** How long the started processes get to become healthy: CLINOTE_HEALTH_TIMEOUT_S, else 120 s. */
export function healthBudgetMs(env = process.env) {
  const seconds = Number(env.CLINOTE_HEALTH_TIMEOUT_S ?? 120);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new PrerequisiteError(`CLINOTE_HEALTH_TIMEOUT_S must be a number of seconds above 0, not ${env.CLINOTE_HEALTH_TIMEOUT_S}.`);
  return seconds * 1000;
}

async function waitFor(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

async function httpOk(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * @param {object} options
 * @param {number} [options.offset] shift every port (the e2e platform runs beside `npm start`)
 * @param {string} [options.name] names .data/<name>/ for logs
 * @param {string} [options.database] the database on a local or embedded PostgreSQL (default: the name)
 * @param {boolean} [options.build]
 * @param {(message: string) => void} [options.log]
 * @param {(name: string, code: unknown, tail: string, restart: { attempt: number, delayMs: number } | null) => void} [options.onCrash]
 *   told when a process dies on its own once the platform is healthy; `restart` says when the supervisor starts it again
 * @param {boolean} [options.supervise] once healthy, restart a process that crashes (non-zero exit or a signal
 *   other than SIGTERM/SIGINT) with exponential backoff; a process stopped on purpose (exit 0, SIGTERM, SIGINT,
 *   stopProcess(), stop()) is never restarted
 * @param {number} [options.instances] how many instances of each service (issue 12; default 1): with 2,
 *   svc-notes#1 and svc-notes#2 on its port and port + 100 (topology.mjs), and the gateway balances over them
 */
export async function startPlatform({
  offset = 0,
  name = 'clinote',
  database = name,
  build = true,
  log = () => undefined,
  onCrash,
  supervise = true,
  env = process.env,
  healthTimeoutMs = healthBudgetMs(env),
  instances = 1,
} = {}) {
  const started = Date.now();
  if (!Number.isInteger(instances) || instances < 1 || instances > MAX_INSTANCES) {
    throw new PrerequisiteError(
      `The number of instances of each service must be a whole number from 1 to ${MAX_INSTANCES} (CLINOTE_INSTANCES, E2E_INSTANCES), not ${instances}.`,
    );
  }
  const p = portsFor(offset, env, instances);
  // Every instance of every service: its process name (svc-notes, or svc-notes#1, svc-notes#2…) and port.
  const serviceInstances = SERVICES.flatMap((service) =>
    instanceNames(service.name, instances).map((proc, i) => ({ service, proc, port: p.instances[service.name][i] })),
  );
  const urlsOf = (service) => p.instances[service.name].map((port) => `http://127.0.0.1:${port}`).join(',');
  const dataDir = ensureDir(path.join(ROOT, '.data', name));
  const group = new ProcessGroup(path.join(dataDir, 'logs'), { log: (line) => log(`[${new Date().toLocaleTimeString()}] ${line}`) });
  const cleanups = [];
  const stop = async () => {
    await group.stopAll();
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };

  try {
    const busy = [];
    for (const port of [p.gateway, p.gatewayMetrics, ...serviceInstances.map((i) => i.port), ...Object.values(p.frontends)])
      if (await portOpen(port)) busy.push(port);
    if (busy.length)
      throw new PrerequisiteError(
        `Port${busy.length > 1 ? 's' : ''} ${busy.join(', ')} already in use (is Clinote already running?): stop that process or set PORT_<NAME> to move a port.`,
      );

    const postgres = await resolvePostgres({ env, database, dataDir, embeddedPort: 54329 + offset });
    cleanups.push(postgres.stop);
    log(`PostgreSQL: ${postgres.source}`);
    // Issue 19: identity and notes each connect as a role that owns only its schema.
    const databases = await provisionServiceRoles({ adminUrl: postgres.url, env, dataDir });
    for (const message of databases.messages) log(`PostgreSQL: ${message}`);
    const redis = await resolveRedis({ env, embeddedPort: 6379 + offset });
    cleanups.push(redis.stop);
    log(`Redis: ${redis.source}`);
    const smtp = await resolveSmtp({ env, smtpPort: p.smtp, inboxPort: p.inbox });
    log(`SMTP: ${smtp.source}`);
    if (instances > 1)
      log(
        `Services: ${instances} instances each (${serviceInstances
          .filter((i) => i.service === SERVICES[0])
          .map((i) => i.port)
          .join(', ')} for ${SERVICES[0].name}…), balanced by the gateway`,
      );

    if (build) buildAll({ quiet: false });
    // The health budget is the processes' own: a cold build (about 2 min on two cores) must not eat it.
    const processesStarted = Date.now();

    // Before the platform is healthy a crash aborts the start (and stops the rest); after, the supervisor
    // restarts it (when `supervise`) and the caller is told.
    let startupCrash = null;
    let healthy = false;
    const crash = (proc, code, restart) => {
      if (!healthy)
        startupCrash = new PrerequisiteError(`${proc} stopped while starting (exit ${code}). Its last log lines:\n${group.tail(proc)}`);
      else onCrash?.(proc, code, group.tail(proc), restart);
    };
    if (smtp.start) group.start('maildev', smtp.start.command, smtp.start.args, { onExit: crash });

    const publicUrl = env.PUBLIC_URL ?? `http://localhost:${p.gateway}`;
    // What every process of this platform shares: the caller's environment (e.g. ADMIN_EMAILS, AI_*),
    // then its stores, its key prefix, where identity's JWKS is. A service calls another at its first
    // instance (the services take one URL); the gateway gets every instance (below).
    // No database URL is shared: the administrator's would let any process past the per-service roles.
    const callerEnv = { ...env };
    for (const key of ['DATABASE_URL', ...SCHEMA_OWNERS.map((owner) => owner.envKey)]) delete callerEnv[key];
    const shared = {
      ...callerEnv,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: env.QUEUE_PREFIX ?? name,
      IDENTITY_URL: `http://127.0.0.1:${p.services['svc-identity']}`,
      NOTES_URL: `http://127.0.0.1:${p.services['svc-notes']}`,
      NODE_ENV: env.NODE_ENV ?? 'production',
    };
    for (const { service, proc, port } of serviceInstances) {
      group.start(proc, process.execPath, [path.join(ROOT, service.name, 'dist', 'main.js')], {
        cwd: path.join(ROOT, service.name),
        env: {
          ...shared,
          PORT: String(port),
          HOST: '127.0.0.1',
          ...(databases.urls[service.name] ? { DATABASE_URL: databases.urls[service.name] } : {}),
          SMTP_URL: smtp.url,
          PUBLIC_URL: publicUrl,
        },
        onExit: crash,
      });
    }
    for (const frontend of FRONTENDS) {
      const args = [
        STATIC_CLI,
        path.join(ROOT, frontend.name, 'dist'),
        '--port',
        String(p.frontends[frontend.name]),
        '--host',
        '127.0.0.1',
      ];
      if (frontend.name === 'shell') args.push('--spa');
      group.start(frontend.name, process.execPath, args, { onExit: crash });
    }
    const upstreams = Object.fromEntries([
      ...SERVICES.map((s) => [s.envKey, urlsOf(s)]),
      ...FRONTENDS.map((f) => [f.envKey, `http://127.0.0.1:${p.frontends[f.name]}`]),
    ]);
    group.start(GATEWAY.name, process.execPath, [path.join(ROOT, 'gateway', 'dist', 'main.js')], {
      cwd: path.join(ROOT, 'gateway'),
      env: {
        ...shared,
        PORT: String(p.gateway),
        METRICS_PORT: String(p.gatewayMetrics),
        HOST: env.GATEWAY_HOST ?? '0.0.0.0',
        ...upstreams,
      },
      onExit: crash,
    });

    const gatewayUrl = `http://localhost:${p.gateway}`;
    const checks = [
      ...FRONTENDS.map((f) => [f.name, `http://127.0.0.1:${p.frontends[f.name]}/health`]),
      // The gateway calls a service ok when one instance is: with several, wait for every one of them.
      ...(instances > 1 ? serviceInstances.map(({ proc, port }) => [proc, `http://127.0.0.1:${port}/health`]) : []),
      [GATEWAY.name, `${gatewayUrl}/api/health`],
    ];
    for (const [proc, url] of checks) {
      const up = await waitFor(
        async () => {
          if (startupCrash) throw startupCrash;
          return httpOk(url);
        },
        healthTimeoutMs - (Date.now() - processesStarted),
      );
      if (!up) {
        let detail = group.tail(proc) || `(it wrote no log lines; every log is in ${group.logDir})`;
        if (proc === GATEWAY.name) {
          const report = await fetch(`${gatewayUrl}/api/health`)
            .then((r) => r.json())
            .catch(() => null);
          const sick = report
            ? Object.entries(report.services)
                .filter(([, h]) => h.status !== 'ok')
                .map(([n]) => n)
            : [];
          detail =
            sick
              .map(
                (n) =>
                  `--- ${n} (${JSON.stringify(report.services[n].checks ?? report.services[n].message)})\n${instanceNames(n, instances)
                    .map((proc) => group.tail(proc))
                    .join('\n')}`,
              )
              .join('\n') || detail;
        }
        throw new PrerequisiteError(
          `${proc} did not become healthy at ${url} within ${Math.round(healthTimeoutMs / 1000)} s of starting. Its last log lines:\n${detail}\n` +
            `What to do: run the same command again (the build is cached now, so the start is quicker); on a slow or busy machine give the processes longer with CLINOTE_HEALTH_TIMEOUT_S=${Math.round((healthTimeoutMs * 2) / 1000)}; if a port is taken or a service names a bad setting above, fix that first.`,
        );
      }
    }

    healthy = true;
    if (supervise) group.supervise();
    return {
      // database: the administrator's URL (tests and benches inspect every schema); serviceDatabases: each service's own.
      urls: {
        app: gatewayUrl,
        health: `${gatewayUrl}/api/health`,
        inbox: smtp.inboxUrl,
        smtp: smtp.url,
        database: postgres.url,
        serviceDatabases: databases.urls,
        redis: redis.url,
      },
      ports: p,
      secondsToHealthy: (Date.now() - started) / 1000,
      logDir: group.logDir,
      group,
      stopProcess: (proc) => group.stop(proc), // on purpose: not restarted
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
