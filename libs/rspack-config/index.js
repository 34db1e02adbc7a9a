// One Rspack + Module Federation config for the shell and every remote (docs/architecture.md §4).
// Each slice's rspack.config.mjs is a single call: createConfig({ name, port, exposes, isHost, dirname }).
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { FacadeImportsPlugin } = require('./facade-imports');
const { PrecompressPlugin } = require('./precompress');
const { STAND_INS } = require('./third-party-patches');

/**
 * Packages every slice gets from one shared copy: they hold React context or module state, so
 * two copies would mean two Reacts, or forms whose fields cannot find their form.
 * antd, react-router and Redux are shared too, but inside @clinote/ui and @clinote/platform,
 * tree-shaken (see facade-imports.js and docs/decisions/0037-libs-are-the-shared-singletons.md).
 */
const SHARED_PACKAGES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'final-form', 'react-final-form'];

/**
 * Workspace libraries that hold state or React context: the store/API/session/router (platform)
 * and antd + theme (ui). The copy the shell loaded is used everywhere. Stateless libs
 * (@clinote/contracts, @clinote/clinical-text) are NOT shared: a shared module cannot be
 * tree-shaken, while bundled into each slice only the parts that slice uses are downloaded.
 */
const SHARED_WORKSPACE_LIBS = ['@clinote/platform', '@clinote/ui'];

/** The package name of a request: '@reduxjs/toolkit/query' → '@reduxjs/toolkit', 'react/jsx-runtime' → 'react'. */
function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function installedVersion(packageName, dirname) {
  const manifest = require.resolve(`${packageName}/package.json`, { paths: [dirname] });
  return require(manifest).version;
}

/**
 * The shared map for one slice: only packages the slice depends on, each with an explicit
 * version (what is installed) and requiredVersion (the range in the slice's package.json).
 */
function sharedFor(dirname) {
  const { dependencies = {} } = require(path.join(dirname, 'package.json'));
  const shared = {};
  for (const request of SHARED_PACKAGES) {
    const pkg = packageNameOf(request);
    if (!dependencies[pkg]) continue;
    shared[request] = { singleton: true, version: installedVersion(pkg, dirname), requiredVersion: dependencies[pkg] };
  }
  // A slice built with version x of a shared workspace lib runs only with a copy that satisfies ^x:
  // the shell provides the copy, and one of another release that does not satisfy it is refused with
  // Module Federation's error (the shell shows its "could not load" fallback) instead of a page
  // missing an export. So a lib's version says what it offers: a new export a slice may use → patch
  // (0.1.0 → 0.1.1: a slice needing it refuses an older shell), a removed or changed one → minor
  // (0.1.x → 0.2.0: refused both ways). docs/decisions/0160-version-skew.md.
  for (const pkg of SHARED_WORKSPACE_LIBS) {
    if (!dependencies[pkg]) continue;
    const version = installedVersion(pkg, dirname);
    shared[pkg] = { singleton: true, version, requiredVersion: `^${version}`, strictVersion: true };
  }
  return shared;
}

/**
 * Build-time stand-ins ("narrowings"): when an antd, @rc-component or Module Federation file
 * imports a module, the build gives it a smaller or CSP-friendly replacement. Most antd modules
 * import a whole package (or component) for one small part of it, and the packages declare no
 * `sideEffects`, so all of it landed on every page's first load (issue 11); two @rc-component
 * helpers write <style> elements without the CSP nonce, which the browser refuses; the MF bundler
 * runtime carries a static-remote loader no Clinote build uses. The list, with what each one
 * replaces, why, the version it was written against and the test that fails when an upgrade breaks
 * it, is STAND_INS in third-party-patches.js (rendered as THIRD-PARTY-PATCHES.md). Should upstream
 * ever use more of a narrowed module, the build fails on the missing export (or the stand-in
 * throws), and third-party-patches.spec.js fails first.
 */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NARROWINGS = STAND_INS.map((standIn) => ({
  id: standIn.id,
  request: new RegExp(`^${escapeRegExp(standIn.request)}$`),
  issuer: path.join(...standIn.package.split('/'), ...standIn.issuer.split('/')),
  to: standIn.to.standIn ? require.resolve(`./${standIn.to.standIn}`) : standIn.to.request,
}));

function narrowingPlugin() {
  return new rspack.NormalModuleReplacementPlugin(/./, (resource) => {
    const issuer = resource.contextInfo?.issuer ?? '';
    const narrowing = NARROWINGS.find((candidate) => candidate.request.test(resource.request) && issuer.endsWith(candidate.issuer));
    if (narrowing) resource.request = narrowing.to;
  });
}

/** Remotes' pages load this first when opened on their own (see standaloneRuntimeConfig). */
const STANDALONE_RUNTIME_FILE = 'mf-runtime-core.js';

/** Production builds ship `.br`/`.gz` copies of their text files (served by clinote-static / nginx). */
const precompressIn = (mode) => (mode === 'production' ? [new PrecompressPlugin()] : []);

/**
 * @param {object} options
 * @param {string} options.name       Module Federation container name: 'shell', 'mfe_auth', ...
 * @param {number} options.port       the static server's default port (shown in a remote's page title)
 * @param {Record<string,string>} [options.exposes]  remotes: e.g. { './Routes': './src/AuthRoutes.tsx' }
 * @param {boolean} [options.isHost]  the shell: served at '/', finds remotes at run time
 * @param {string} options.dirname    the slice's folder
 * @returns {import('@rspack/core').Configuration | import('@rspack/core').Configuration[]}
 *   the shell's config; for a remote, its config plus the small standalone-runtime build
 */
function createConfig({ name, port, exposes, isHost = false, dirname }) {
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const isProduction = mode === 'production';
  const app = {
    name,
    mode,
    context: dirname,
    // The entry only does `import('./bootstrap')`: that async boundary lets Module Federation
    // negotiate shared singletons before any React code runs (no `eager` needed anywhere).
    entry: { main: './src/index.ts' },
    target: ['web', 'es2022'],
    // No source maps in production (issue 7): published, they hand out the front end's source.
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      // The shell is always served at '/'; a remote is served under /mfe/<name>/ by the gateway
      // and at '/' when run alone, so it works its URL out at run time.
      publicPath: isHost ? '/' : 'auto',
      filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // "source" makes @clinote/* libs resolve to their TypeScript sources (compiled below).
      conditionNames: ['source', '...'],
    },
    module: {
      rules: [
        // A `*.build-time.ts` module ships as the values it exports, computed now (build-time-values-loader.js).
        { test: /\.build-time\.ts$/, enforce: 'pre', loader: require.resolve('./build-time-values-loader') },
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProduction } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        // Remotes get a page too, so each one can be opened on its own port while developing it.
        title: isHost ? 'Clinote' : `Clinote – ${name} (standalone, port ${port})`,
        templateContent: htmlTemplate({ loadStandaloneRuntime: !isHost }),
        // Not remoteEntry.js: the page runs the app; the container is for other apps to load.
        chunks: ['main'],
      }),
      new FacadeImportsPlugin(),
      narrowingPlugin(),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        // The shell knows no remote at build time: it reads /remotes.json and calls registerRemotes.
        remotes: {},
        shared: sharedFor(dirname),
        // The shell loads first and provides every singleton, so the first loaded copy is the one to
        // use. 'version-first' (the default) would fetch every registered remote's entry on
        // startup to compare versions: three remote entries nobody on /pt-eval needs (issue 11).
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One Module Federation runtime per page instead of one per container (~18 KB gzip each):
        // the shell provides its runtime-core, remotes use it. target 'web' drops Node-only code.
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : { externalRuntime: true, optimization: { target: 'web' } },
      }),
      ...precompressIn(mode),
    ],
    optimization: {
      // CLINOTE_UNMINIFIED=1: a production build whose CPU profiles name functions and components
      // (bench:generate --profile); never deployed.
      minimize: isProduction && process.env.CLINOTE_UNMINIFIED !== '1',
      splitChunks: {
        cacheGroups: {
          // Code two chunks share goes to one chunk of its own from 2 KB (the default: 20 KB). Below
          // 20 KB a shared module's provide chunk and its consume-fallback chunk each kept a full
          // copy — @clinote/platform (5 KB) and a react-dom module (4 KB) came twice on every page.
          // Under 2 KB a copy costs less than the extra request would.
          default: { minChunks: 2, minSize: 2048, priority: -20, reuseExistingChunk: true },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  return isHost ? app : [app, standaloneRuntimeConfig({ app, mode })];
}

/**
 * A remote expects the shell to provide the Module Federation runtime. Opened on its own port
 * there is no shell, so its page first loads this tiny separate build that provides it.
 * It builds after the app (dependencies), so the app's `output.clean` cannot delete it.
 */
function standaloneRuntimeConfig({ app, mode }) {
  return {
    name: `${app.name}-standalone-runtime`,
    dependencies: [app.name],
    mode,
    context: app.context,
    entry: require.resolve('./provide-runtime-core.js'),
    target: ['web', 'es2022'],
    output: { path: app.output.path, filename: STANDALONE_RUNTIME_FILE, clean: false },
    plugins: precompressIn(mode),
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The product mark, inline: no /favicon.ico request (it answered 404 and logged an error on every
 * page), nothing more to download on a phone. The CSP allows data: images.
 */
const FAVICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1a66d9"/><text x="16" y="23" font-family="Arial,sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">C</text></svg>')}`;

const htmlTemplate = ({ loadStandaloneRuntime }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title><%= htmlRspackPlugin.options.title %></title>
    <link rel="icon" href="${FAVICON}" />
    <style>body { margin: 0; }</style>${loadStandaloneRuntime ? `\n    <script defer src="${STANDALONE_RUNTIME_FILE}"></script>` : ''}
  </head>
  <body>
    <noscript>Clinote needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

module.exports = { createConfig, sharedFor, narrowingPlugin, NARROWINGS, SHARED_PACKAGES, SHARED_WORKSPACE_LIBS, STANDALONE_RUNTIME_FILE };
