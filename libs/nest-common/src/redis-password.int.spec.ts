import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Queue, Worker } from 'bullmq';
import { createRedis, whenReady } from './redis';
import { queueConnection } from './queues';

/**
 * Issue 19: compose and Kubernetes run Redis with a password and hand every process a
 * redis://:<password>@host URL. The services' own client (createRedis) and their queues (BullMQ,
 * through queueConnection) must both log in with it. A private redis-server with requirepass.
 */
describe('Redis with a password (issue 19)', () => {
  const password = `p@ss/${randomBytes(6).toString('hex')}`; // characters a URL must escape
  let server: ChildProcess;
  let port: number;
  const url = () => `redis://:${encodeURIComponent(password)}@127.0.0.1:${port}`;

  beforeAll(async () => {
    port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--requirepass', password],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 50; i++) {
      const open = await new Promise((resolve) =>
        net
          .connect(port, '127.0.0.1')
          .once('connect', function (this: net.Socket) {
            this.destroy();
            resolve(true);
          })
          .once('error', () => resolve(false)),
      );
      if (open) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('redis-server did not start');
  });
  afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  });

  it("the service client logs in with the URL's password (which the server insists on)", async () => {
    const anonymous = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
      socket.once('data', (reply) => {
        socket.destroy();
        resolve(reply.toString());
      });
      socket.once('error', reject);
    });
    expect(anonymous).toMatch(/^-NOAUTH/);
    const redis = createRedis(url(), 'test');
    try {
      await whenReady(redis, 5000);
      expect(redis.status).toBe('ready');
      expect(await redis.ping()).toBe('PONG');
    } finally {
      redis.disconnect();
    }
  });

  it('a queue and its worker meet through the same URL', async () => {
    const settings = queueConnection({ REDIS_URL: url(), QUEUE_PREFIX: `test_${randomBytes(4).toString('hex')}` });
    const queue = new Queue('mail', settings);
    let received: (data: unknown) => void = () => undefined;
    const done = new Promise<unknown>((resolve) => (received = resolve));
    const worker = new Worker('mail', async (job) => void received(job.data), settings);
    try {
      await queue.add('verify', { to: 'alice@clinic.test' });
      await expect(done).resolves.toEqual({ to: 'alice@clinic.test' });
    } finally {
      await worker.close();
      await queue.close();
    }
  });
});
