// Issue 12: the launcher starts each service N times (CLINOTE_INSTANCES, E2E_INSTANCES); the ports of the
// instances must stay inside each platform's offset block, so `npm start`, the e2e platform and the benches
// still run side by side.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

describe('service instances in the topology', () => {
  let topology;
  beforeAll(async () => {
    topology = await import(path.join(ROOT, 'scripts/lib/topology.mjs'));
  });

  it('puts instance k of a service on its port + (k - 1) x 100, and keeps one instance as before', () => {
    const p = topology.ports(10000, {}, 2);
    expect(p.instances['svc-notes']).toEqual([14002, 14102]);
    expect(p.instances['svc-identity']).toEqual([14001, 14101]);
    expect(p.services['svc-notes']).toBe(14002); // the first instance, as the benches read it
    expect(topology.ports(0, {}).instances['svc-ai']).toEqual([4003]);
    expect(topology.ports(0, { PORT_SVC_AI: '5003' }, 3).instances['svc-ai']).toEqual([5003, 5103, 5203]);
  });

  it('names the instances svc-notes#1, svc-notes#2 (one instance keeps its plain name)', () => {
    expect(topology.instanceNames('svc-notes', 2)).toEqual(['svc-notes#1', 'svc-notes#2']);
    expect(topology.instanceNames('svc-notes', 1)).toEqual(['svc-notes']);
  });

  it('never gives two processes of the start, e2e and bench platforms the same port, up to the most instances', () => {
    const all = [0, 10000, 20000, 25000].flatMap((offset) => {
      const p = topology.ports(offset, {}, topology.MAX_INSTANCES);
      return [
        p.gateway,
        ...Object.values(p.instances).flat(),
        ...Object.values(p.frontends),
        p.smtp,
        p.inbox,
        54329 + offset,
        6379 + offset,
      ];
    });
    expect(new Set(all).size).toBe(all.length);
  });

  it('startPlatform refuses a number of instances out of range before starting anything', async () => {
    const { startPlatform } = await import(path.join(ROOT, 'scripts/lib/platform.mjs'));
    for (const instances of [0, 1.5, topology.MAX_INSTANCES + 1, Number.NaN]) {
      await expect(startPlatform({ instances, build: false })).rejects.toThrow(/whole number from 1 to 9/);
    }
  });
});
