// Preload hints for what the shell needs at start (issue 11: cut the request chain). Without them
// the browser learns of the bootstrap chunk and the shared React/platform/ui chunks only after main.js
// has run; with them it fetches everything in parallel with main.js.
import { rspack } from '@rspack/core';

/** Shared modules every page needs at start (forms, for example, come later with the route). */
const STARTUP_SHARED = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@clinote/platform', '@clinote/ui'];

export class PreloadStartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PreloadStartupChunksPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const html = compilation.getAsset('index.html');
        const manifest = compilation.getAsset('mf-manifest.json');
        if (!html || !manifest) return;
        const publicPath = compilation.outputOptions.publicPath;
        const bootstrap = [...(compilation.namedChunkGroups.get('bootstrap')?.chunks ?? [])].flatMap((chunk) => [...chunk.files]);
        const shared = JSON.parse(manifest.source.source().toString())
          .shared.filter((entry) => STARTUP_SHARED.includes(entry.name))
          .flatMap((entry) => entry.assets.js.sync);
        const files = [...new Set([...bootstrap, ...shared])].filter((file) => file.endsWith('.js'));
        const links = files.map((file) => `<link rel="preload" as="script" href="${publicPath}${file}">`).join('');
        const source = html.source.source().toString().replace('</head>', `${links}</head>`);
        compilation.updateAsset('index.html', new rspack.sources.RawSource(source));
      });
    });
  }
}
