// Run with `node --test` (rspack-config.spec.js does, for Jest): @rspack/core is ESM-only.
const { describe, it, beforeEach, afterEach } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { createConfig, sharedFor } = require('./index');
const { FacadeImportsPlugin } = require('./facade-imports');

const ROOT = path.resolve(__dirname, '../..');
const slice = (folder) => path.join(ROOT, folder);

describe('sharedFor', () => {
  it('shares React, forms and the stateful workspace libs, each with an explicit version', () => {
    const shared = sharedFor(slice('mfe-auth'));
    assert.deepEqual(
      Object.keys(shared).sort(),
      ['@clinote/platform', '@clinote/ui', 'final-form', 'react', 'react-dom', 'react-dom/client', 'react-final-form', 'react/jsx-runtime'].sort(),
    );
    for (const config of Object.values(shared)) {
      assert.equal(config.singleton, true);
      assert.match(config.version, /^\d+\.\d+\.\d+/);
    }
    assert.equal(shared.react.requiredVersion, require(path.join(slice('mfe-auth'), 'package.json')).dependencies.react);
    assert.equal(shared['@clinote/ui'].requiredVersion, false);
  });

  it('never shares antd, react-router or Redux whole (they travel inside @clinote/ui and @clinote/platform)', () => {
    const names = Object.keys(sharedFor(slice('shell')));
    assert.deepEqual(names.filter((name) => /^(antd|@ant-design|react-router|@reduxjs|react-redux)/.test(name)), []);
  });
});

describe('createConfig', () => {
  const mf = (config) => config.plugins.find((plugin) => plugin.name === 'RspackModuleFederationPlugin');

  it('builds the shell at "/" and lets it provide the Module Federation runtime', () => {
    const config = createConfig({ name: 'shell', port: 3000, isHost: true, dirname: slice('shell') });
    assert.equal(config.output.publicPath, '/');
    assert.equal(config.resolve.conditionNames[0], 'source');
    assert.match(config.output.filename, /\[contenthash/);
    assert.equal(mf(config)._options.experiments.provideExternalRuntime, true);
  });

  it('builds a remote with an automatic public path, using the shell runtime, plus a standalone runtime build', () => {
    const [app, standalone] = createConfig({ name: 'mfe_dme', port: 3003, exposes: { './Routes': './src/DmeRoutes.tsx' }, dirname: slice('mfe-dme') });
    assert.equal(app.output.publicPath, 'auto');
    assert.deepEqual(mf(app)._options.exposes, { './Routes': './src/DmeRoutes.tsx' });
    assert.equal(mf(app)._options.manifest, true);
    assert.equal(mf(app)._options.experiments.externalRuntime, true);
    // Built after the app, into the same folder, so the app's `clean` cannot delete it.
    assert.deepEqual(standalone.dependencies, ['mfe_dme']);
    assert.equal(standalone.output.path, app.output.path);
  });
});

describe('FacadeImportsPlugin', () => {
  let dir;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinote-facade-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Compiles one module of a pretend slice; resolves to the build's error messages. */
  function compile(source) {
    fs.writeFileSync(path.join(dir, 'entry.js'), source);
    const compiler = rspack({
      mode: 'development',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'dist') },
      resolve: { modules: [path.join(ROOT, 'node_modules')] },
      externals: { react: 'React', 'react-dom': 'ReactDOM' },
      plugins: [new FacadeImportsPlugin()],
    });
    return new Promise((resolve, reject) =>
      compiler.run((error, stats) => (error ? reject(error) : resolve(stats.toJson({ all: false, errors: true }).errors.map((e) => e.message).join('\n')))),
    );
  }

  it('stops a slice importing react-router directly, naming the library to use', async () => {
    assert.match(await compile("import { Link } from 'react-router'; console.log(Link);"), /imports "react-router" directly\. Import it from "@clinote\/platform"/);
  });

  it('stops a slice importing antd directly', async () => {
    assert.match(await compile("import { Button } from 'antd'; console.log(Button);"), /imports "antd" directly\. Import it from "@clinote\/ui"/);
  });

  it('lets a slice import other packages', async () => {
    assert.equal(await compile("import { createForm } from 'final-form'; console.log(createForm);"), '');
  });
});
