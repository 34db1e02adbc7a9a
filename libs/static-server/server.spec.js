const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
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

/** Text big enough to be worth compressing, as the build's PrecompressPlugin would see it. */
const BUNDLE = `/* main */ ${'export const visit = { patient: "Jane", equipment: "wheelchair" };\n'.repeat(60)}`;
const PAGE = `<!doctype html><title>Clinote</title>${'<p>home visit</p>'.repeat(80)}<div id="root"></div>`;

/** Adds what PrecompressPlugin writes: `<file>.br` and `<file>.gz` beside the file. */
function precompress(dir, name, text) {
  fs.writeFileSync(path.join(dir, name), text);
  fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(text));
  fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(text, { level: 9 }));
}

/**
 * A raw HTTP request: fetch() would announce its own Accept-Encoding and decompress the answer,
 * hiding exactly what is under test. Resolves to the status, headers and body bytes as sent.
 */
function request(url, { method = 'GET', acceptEncoding } = {}) {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .request(url, { method, headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, undefined: (bytes) => bytes };

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

  it('sends a hashed asset without validators or Accept-Ranges: it is never revalidated', async () => {
    const base = await start();
    for (const acceptEncoding of ['br', 'identity']) {
      const response = await request(`${base}/main.3f9c2a7b1e.js`, { acceptEncoding });
      expect(response.status).toBe(200);
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['last-modified']).toBeUndefined();
      expect(response.headers['accept-ranges']).toBeUndefined();
    }
  });

  it.each(['/index.html', '/remoteEntry.js', '/mf-manifest.json'])(
    'makes browsers revalidate %s, whose name never changes',
    async (file) => {
      const base = await start();
      const response = await fetch(`${base}${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('etag')).toBeTruthy();
    },
  );

  it('never serves a source map, even one a build left behind', async () => {
    fs.writeFileSync(path.join(dir, 'main.3f9c2a7b1e.js.map'), '{"sources":["secret.ts"]}');
    const base = await start({ spa: true });
    for (const url of ['/main.3f9c2a7b1e.js.map', '/main.3f9c2a7b1e.js.map?x=1', '/main.3f9c2a7b1e.js%2Emap']) {
      const response = await fetch(`${base}${url}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secret.ts');
    }
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

  describe("with the build's precompressed copies", () => {
    beforeEach(() => {
      precompress(dir, 'main.3f9c2a7b1e.js', BUNDLE);
      precompress(dir, 'index.html', PAGE);
    });

    it.each([
      ['br, gzip', 'br'],
      ['gzip, deflate, br, zstd', 'br'], // Chromium's header: our preference (br) wins at equal quality
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ])('answers Accept-Encoding %p with %p, its length and type those of what is sent', async (acceptEncoding, encoding) => {
      const base = await start();
      const response = await request(`${base}/main.3f9c2a7b1e.js`, { acceptEncoding });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^application\/javascript/);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(decode[encoding](response.body).toString()).toBe(BUNDLE);
      if (encoding) expect(response.body.length).toBeLessThan(Buffer.byteLength(BUNDLE));
    });

    it.each(['br', 'identity'])(
      'says the answer varies with Accept-Encoding (%s), so a cache keeps the variants apart',
      async (acceptEncoding) => {
        const base = await start();
        const response = await request(`${base}/main.3f9c2a7b1e.js`, { acceptEncoding });
        expect(response.headers.vary).toMatch(/accept-encoding/i);
      },
    );

    it('keeps the cache rules for the compressed copies: hashed forever, entry files revalidated', async () => {
      const base = await start();
      const hashed = await request(`${base}/main.3f9c2a7b1e.js`, { acceptEncoding: 'br' });
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const page = await request(`${base}/index.html`, { acceptEncoding: 'gzip' });
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(page.headers['cache-control']).toBe('no-cache');
    });

    it('answers HEAD with the headers of the compressed variant and no body', async () => {
      const base = await start();
      const head = await request(`${base}/main.3f9c2a7b1e.js`, { method: 'HEAD', acceptEncoding: 'br' });
      expect(head.status).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(Number(head.headers['content-length'])).toBe(fs.statSync(path.join(dir, 'main.3f9c2a7b1e.js.br')).size);
      expect(head.body.length).toBe(0);
    });

    it('answers app routes of a single-page app with the compressed index.html', async () => {
      const base = await start({ spa: true });
      const response = await request(`${base}/dme/walker?draft=1`, { acceptEncoding: 'gzip, deflate, br' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(response.body).toString()).toBe(PAGE);
    });

    it.each(['/main.3f9c2a7b1e.js.br', '/main.3f9c2a7b1e.js.gz', '/index.html.gz?x=1', '/main.3f9c2a7b1e.js%2ebr'])(
      'never serves the copy %s under its own name (it would reach the browser with the wrong type)',
      async (url) => {
        const base = await start({ spa: true });
        expect((await request(`${base}${url}`, { acceptEncoding: 'br, gzip' })).status).toBe(404);
      },
    );

    it('sends the plain file when the build wrote no compressed copy (small files)', async () => {
      const base = await start();
      const response = await request(`${base}/remoteEntry.js`, { acceptEncoding: 'br, gzip' });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString()).toBe('var mfe_auth;');
    });
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
