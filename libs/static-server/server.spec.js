const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startStaticServer } = require('./server');

/** A dist/ folder shaped like a real build. */
function makeBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinote-static-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mfe_auth;');
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"mfe_auth"}');
  fs.writeFileSync(path.join(dir, 'main.3f9c2a7b1e.js'), 'console.log(1)');
  return dir;
}

describe('static server', () => {
  let dir;
  let servers = [];
  const start = async (options) => {
    const app = await startStaticServer({ root: dir, port: 0, ...options });
    servers.push(app);
    return `http://127.0.0.1:${app.server.address().port}`;
  };

  beforeEach(() => {
    dir = makeBuild();
  });
  afterEach(async () => {
    await Promise.all(servers.map((app) => app.close()));
    servers = [];
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lets browsers cache hashed assets forever and from any origin', async () => {
    const base = await start();
    const response = await fetch(`${base}/main.3f9c2a7b1e.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(1)');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each(['/index.html', '/remoteEntry.js', '/mf-manifest.json'])('makes browsers revalidate %s, whose name never changes', async (file) => {
    const base = await start();
    const response = await fetch(`${base}${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers app routes with index.html when serving a single-page app', async () => {
    const base = await start({ spa: true });
    const response = await fetch(`${base}/dme/walker?draft=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('keeps a missing file a 404 even for a single-page app', async () => {
    const base = await start({ spa: true });
    const response = await fetch(`${base}/chunk-that-was-deleted.1234abcd.js`);
    expect(response.status).toBe(404);
  });

  it('has no SPA fallback unless asked (a remote)', async () => {
    const base = await start();
    expect((await fetch(`${base}/login`)).status).toBe(404);
  });

  it('reports its health', async () => {
    const base = await start();
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('refuses to start without a build and says what to do', async () => {
    await expect(startStaticServer({ root: path.join(dir, 'no-such-dist'), port: 0 })).rejects.toThrow(/run the build first/);
  });
});
