// Writes `<file>.br` (brotli) and `<file>.gz` (gzip) beside every text asset of a production build,
// so the static server (clinote-static, or nginx's gzip_static) sends compressed bytes without
// compressing on every request. Brotli at its best quality is ~15-20 % smaller than gzip -9 on our
// JS but far too slow to run per request; at build time it costs a few seconds once.
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const { sources } = require('@rspack/core');

const PLUGIN = 'PrecompressPlugin';

/** Text formats; images and fonts are compressed already. mf-manifest.json is JSON. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/i;
/** Below this a compressed copy saves a few bytes and costs a file and a lookup. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const ENCODINGS = [
  {
    extension: '.br',
    compress: (bytes) =>
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, // 11
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { extension: '.gz', compress: (bytes) => gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }) }, // 9
];

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After every other tap, REPORT included: the copies must be of the final bytes, and plugins
      // still rewrite files late (the MF manifest at OPTIMIZE_TRANSFER, the shell's preload hints
      // into index.html at REPORT). rspack orders a stage of Infinity after all others.
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: Infinity }, async () => {
        const jobs = [];
        for (const asset of compilation.getAssets()) {
          if (!COMPRESSIBLE.test(asset.name)) continue;
          const bytes = asset.source.buffer();
          if (bytes.length < MIN_BYTES) continue;
          for (const { extension, compress } of ENCODINGS) {
            jobs.push(
              compress(bytes).then((compressed) => {
                if (compressed.length >= bytes.length) return;
                compilation.emitAsset(
                  asset.name + extension,
                  new sources.RawSource(compressed),
                  asset.info.immutable ? { immutable: true } : {},
                );
              }),
            );
          }
        }
        // zlib's async calls run on libuv's thread pool, so the files compress in parallel.
        await Promise.all(jobs);
      });
    });
  }
}

module.exports = { PrecompressPlugin, COMPRESSIBLE, MIN_BYTES };
