import { connect } from 'node:net';
import { Pool, type Dispatcher } from 'undici';
import { DRAINING_HEADER } from '@clinote/nest-common';

/** Errors raised before a connection existed: the request never reached the instance, so it was not applied. */
const NOT_CONNECTED_CODES = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** The connection broke: the request may have reached the instance. Only an idempotent GET/HEAD goes elsewhere then. */
const BROKEN_CONNECTION_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

const codeOf = (err: Error): string | undefined => (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;

/** How often a stopping instance is checked for having stopped listening. */
const DRAINING_WATCH_MS = 250;

/** Checks an instance that refused a connection again after 0.5 s, 1 s, 2 s … at most every 10 s. */
export const PROBE_BACKOFF = { initialMs: 500, maxMs: 10_000 };

interface Instance {
  name: string;
  url: URL;
  pool: Pool;
  /** Set while the instance is known not to accept connections (since then, until a probe connects). */
  down: { since: number; probes: number; timer?: NodeJS.Timeout } | null;
  /**
   * Set while the instance says it is stopping (its answers carry X-Instance-Draining): left out while
   * another can answer, and watched until it stops listening (then it is down as usual).
   */
  draining: { since: number; timer?: NodeJS.Timeout } | null;
}

export interface InstanceState {
  name: string;
  url: string;
  up: boolean;
}

/**
 * The instances of one upstream (e.g. svc-notes at two ports), as an undici dispatcher that
 * @fastify/reply-from uses instead of its own (its `undici` option takes any object with
 * `request(options, callback)`; lib/request.js `isUndiciInstance`).
 *
 * Balancing: round-robin over the instances that accept connections. An instance that refuses a
 * connection (or times out connecting) is marked down and left out until a TCP probe connects to
 * it again (0.5 s, 1 s, 2 s … every 10 s at most); when every instance is down they are all tried.
 *
 * An instance whose answers say it is stopping (X-Instance-Draining, libs/nest-common
 * http/graceful-shutdown.ts) is left out at once, before it stops listening: a POST whose body was
 * streamed would otherwise be the one to find it gone, and could not be sent elsewhere.
 *
 * Failover: a request goes to the next instance only when it certainly did not reach the first one
 * (no connection could be made) and its body can be sent again (no body, or a buffered one: every
 * GET and HEAD); an idempotent GET/HEAD also when the connection broke mid-way. A request whose
 * body was streamed (every proxied POST with a body) is never resent: it may have been applied.
 * Timeouts are never retried (the instance may still be working on it).
 */
export class UpstreamInstances implements Pick<Dispatcher, 'request'> {
  private readonly instances: Instance[];
  private next = 0;
  private closed = false;

  constructor(
    name: string,
    urls: string[],
    private readonly options: Pool.Options & { connectTimeout: number },
    /** Told when an instance goes down (`down`) or comes back. */
    private readonly onChange: (message: string, down: boolean) => void = () => undefined,
  ) {
    if (!urls.length) throw new Error(`${name}: no instance URL`);
    this.instances = urls.map((url, i) => ({
      name: `${name}#${i + 1}`,
      url: new URL(url),
      pool: new Pool(new URL(url).origin, options),
      down: null,
      draining: null,
    }));
  }

  state(): InstanceState[] {
    return this.instances.map((i) => ({ name: i.name, url: i.url.origin, up: !i.down && !i.draining }));
  }

  /** This request's instances in the order to try them: the next in turn first, the ones known down last. */
  private order(): Instance[] {
    const start = this.next;
    this.next = (this.next + 1) % this.instances.length;
    const rotated = [...this.instances.slice(start), ...this.instances.slice(0, start)];
    return [
      ...rotated.filter((i) => !i.down && !i.draining),
      ...rotated.filter((i) => !i.down && i.draining),
      ...rotated.filter((i) => i.down),
    ];
  }

  request(options: Dispatcher.RequestOptions, callback: (err: Error | null, data: Dispatcher.ResponseData) => void): void;
  request(options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>;
  request(
    options: Dispatcher.RequestOptions,
    callback?: (err: Error | null, data: Dispatcher.ResponseData) => void,
  ): void | Promise<Dispatcher.ResponseData> {
    if (!callback) {
      return new Promise((resolve, reject) => this.request(options, (err, data) => (err ? reject(err) : resolve(data))));
    }
    const candidates = this.order();
    const body = options.body;
    const replayable = body === null || body === undefined || typeof body === 'string' || body instanceof Uint8Array;
    const idempotent = replayable && (options.method === 'GET' || options.method === 'HEAD');
    const attempt = (index: number): void => {
      const instance = candidates[index];
      const headers = { ...(options.headers as Record<string, string | string[] | undefined>), host: instance.url.host };
      instance.pool.request({ ...options, origin: instance.url.origin, headers }, (err, data) => {
        if (!err) {
          this.markUp(instance);
          if (data.headers[DRAINING_HEADER]) this.markDraining(instance);
          callback(null, data);
          return;
        }
        const code = codeOf(err);
        const notConnected = code !== undefined && NOT_CONNECTED_CODES.has(code);
        if (notConnected) this.markDown(instance, code);
        const another = index + 1 < candidates.length;
        if (another && ((notConnected && replayable) || (idempotent && code !== undefined && BROKEN_CONNECTION_CODES.has(code)))) {
          attempt(index + 1);
          return;
        }
        callback(err, data);
      });
    };
    attempt(0);
  }

  private markUp(instance: Instance): void {
    if (!instance.down) return;
    clearTimeout(instance.down.timer);
    instance.down = null;
    this.onChange(`${instance.name} (${instance.url.origin}) accepts connections again`, false);
  }

  private markDraining(instance: Instance): void {
    if (instance.draining || this.closed) return;
    instance.draining = { since: Date.now() };
    this.onChange(`${instance.name} (${instance.url.origin}) is stopping: sending its requests to the other instances`, true);
    this.watchDraining(instance);
  }

  /** Every 250 ms: still listening → still draining; refused → down (and probed back as usual). */
  private watchDraining(instance: Instance): void {
    const draining = instance.draining;
    if (!draining || this.closed) return;
    draining.timer = setTimeout(() => {
      void this.connects(instance.url).then((listening) => {
        if (instance.draining !== draining) return;
        if (listening) return this.watchDraining(instance);
        instance.draining = null;
        this.markDown(instance, 'ECONNREFUSED');
      });
    }, DRAINING_WATCH_MS);
    draining.timer.unref();
  }

  private markDown(instance: Instance, code: string): void {
    if (instance.down || this.closed) return;
    instance.down = { since: Date.now(), probes: 0 };
    this.onChange(
      `${instance.name} (${instance.url.origin}) is not accepting connections (${code}): sending its requests to the other instances`,
      true,
    );
    this.scheduleProbe(instance);
  }

  private scheduleProbe(instance: Instance): void {
    const down = instance.down;
    if (!down || this.closed) return;
    const delay = Math.min(PROBE_BACKOFF.initialMs * 2 ** down.probes, PROBE_BACKOFF.maxMs);
    down.timer = setTimeout(() => {
      down.probes += 1;
      void this.connects(instance.url).then((ok) => {
        if (instance.down !== down) return; // a request got through meanwhile
        if (ok) this.markUp(instance);
        else this.scheduleProbe(instance);
      });
    }, delay);
    down.timer.unref();
  }

  private connects(url: URL): Promise<boolean> {
    return new Promise((resolve) => {
      const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
      const socket = connect({ host: url.hostname, port, timeout: this.options.connectTimeout });
      const done = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.once('connect', () => done(true));
      socket.once('timeout', () => done(false));
      socket.once('error', () => done(false));
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const instance of this.instances) {
      clearTimeout(instance.down?.timer);
      clearTimeout(instance.draining?.timer);
    }
    await Promise.all(this.instances.map((i) => i.pool.destroy()));
  }
}
