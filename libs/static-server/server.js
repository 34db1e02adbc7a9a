// Serves one front-end slice's built dist/ (docs/architecture.md §3: ports 3000-3004), the same way
// in development, in CI and in a container.
const fs = require('node:fs');
const path = require('node:path');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');

/** Files whose name stays the same from build to build: the browser must revalidate them. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'mf-runtime-core.js']);
/** `main.3f9c2a7b1e.js`: rspack's [contenthash] makes these safe to cache forever. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** The build's brotli/gzip copies (libs/rspack-config/precompress.js), e.g. `main.3f9c2a7b1e.js.br`. */
const COMPRESSED_COPY = /\.(br|gz)$/i;
/** Requested by name, these are 404s (see allowedPath below). */
const NEVER_SERVED = /\.(map|br|gz)$/i;

const NO_CACHE = 'no-cache';
const FOREVER = 'public, max-age=31536000, immutable';

/** @param {string} filePath the file sent: the asset, or its compressed copy (same rule) */
function cacheControlFor(filePath) {
  const name = path.basename(filePath).replace(COMPRESSED_COPY, '');
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return HASHED_FILE.test(name) ? FOREVER : NO_CACHE;
}

/** "/login" and "/dme/walker" are app routes; "/missing.js" is a missing file and stays a 404. */
function isAppRoute(url) {
  const pathname = url.split('?')[0];
  return path.posix.extname(pathname) === '';
}

/**
 * @param {object} options
 * @param {string} options.root   the folder to serve (a slice's dist/)
 * @param {number} [options.port] 0 picks a free port
 * @param {string} [options.host]
 * @param {boolean} [options.spa] answer unknown extension-less paths with index.html (the shell)
 * @param {boolean} [options.logger]
 * @returns {Promise<import('fastify').FastifyInstance>} listening; `server.address().port` is the port
 */
async function startStaticServer({ root, port = 0, host = '127.0.0.1', spa = false, logger = false }) {
  const dir = path.resolve(root);
  if (!fs.existsSync(path.join(dir, 'index.html')) && !fs.existsSync(path.join(dir, 'remoteEntry.js'))) {
    throw new Error(`${dir} holds no build: run the build first (e.g. "npm run build" in that project).`);
  }

  const app = Fastify({ logger });

  // A remote may be loaded cross-origin (e.g. the shell on :3000 using mfe-auth on :3001).
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') reply.header('Access-Control-Allow-Origin', '*');
  });

  app.get('/health', async () => ({ status: 'ok' }));

  await app.register(fastifyStatic, {
    root: dir,
    // `main.js` is answered with `main.js.br` (Accept-Encoding: br), else `main.js.gz` (gzip), else
    // itself, with the asset's Content-Type, `Content-Encoding` and `Vary: Accept-Encoding` (also on
    // the plain file, so a cache keeps the variants apart). The SPA fallback's sendFile too.
    preCompressed: true,
    // Source maps are never served, even if a build left one behind (issue 7): they are the source.
    // Compressed copies only as an encoding of their asset, under its URL and type. allowedPath sees
    // the decoded path (`main.js%2Emap` too), and a chosen `.br` copy as the asset's own path.
    allowedPath: (pathname) => !NEVER_SERVED.test(pathname),
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const cacheControl = cacheControlFor(filePath);
      reply.header('Cache-Control', cacheControl);
      // A file cached for good is never revalidated or fetched in parts: its validators and
      // Accept-Ranges would only add ~100 bytes to each of a page's dozen-odd responses (issue 11).
      if (cacheControl === FOREVER) for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (spa && wantsPage && isAppRoute(request.url)) {
      return reply.header('Cache-Control', NO_CACHE).type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `${request.url} is not part of this build` });
  });

  await app.listen({ port, host });
  return app;
}

module.exports = { startStaticServer, cacheControlFor };
