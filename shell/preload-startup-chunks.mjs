// Preload hints for what the shell needs (issue 11: cut the request chain). Without them the browser
// learns of the bootstrap chunk and the shared React/platform/ui chunks only after main.js has run,
// and of the signed-in layout and the form code only after the bootstrap has run.
import { rspack } from '@rspack/core';

/** Shared modules every page needs at start (@clinote/platform's submit helpers use final-form). */
const STARTUP_SHARED = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'final-form', '@clinote/platform', '@clinote/ui'];

/**
 * Code only some pages need, by the name of its chunk group (webpackChunkName), with the shared
 * modules it uses. Written to preload-groups.json; the gateway hints a group on the pages that use
 * it (a signed-in page: 'signed-in'; a route with `catalogueForm`: 'catalogue-form').
 */
const GROUPS = { 'signed-in': [], 'catalogue-form': ['react-final-form'] };

export const PRELOAD_GROUPS_FILE = 'preload-groups.json';

export class PreloadStartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PreloadStartupChunksPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const html = compilation.getAsset('index.html');
          const manifest = compilation.getAsset('mf-manifest.json');
          if (!html || !manifest) return;
          const publicPath = compilation.outputOptions.publicPath;
          const shared = JSON.parse(manifest.source.source().toString()).shared;
          const sharedFiles = (names) => shared.filter((entry) => names.includes(entry.name)).flatMap((entry) => entry.assets.js.sync);
          const groupFiles = (name) => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`PreloadStartupChunksPlugin: no chunk group named ${name} (webpackChunkName)`);
            return [...group.chunks].flatMap((chunk) => [...chunk.files]);
          };
          const scripts = (files) => [...new Set(files)].filter((file) => file.endsWith('.js'));

          const startup = scripts([...groupFiles('bootstrap'), ...sharedFiles(STARTUP_SHARED)]);
          const links = startup.map((file) => `<link rel="preload" as="script" href="${publicPath}${file}">`).join('');
          const source = html.source.source().toString().replace('</head>', `${links}</head>`);
          compilation.updateAsset('index.html', new rspack.sources.RawSource(source));

          // Files already preloaded at start are left out: a second hint for them only costs bytes.
          const groups = Object.fromEntries(
            Object.entries(GROUPS).map(([name, sharedNames]) => [
              name,
              scripts([...groupFiles(name), ...sharedFiles(sharedNames)])
                .filter((file) => !startup.includes(file))
                .map((file) => `${publicPath}${file}`),
            ]),
          );
          compilation.emitAsset(PRELOAD_GROUPS_FILE, new rspack.sources.RawSource(JSON.stringify(groups)));
        },
      );
    });
  }
}
