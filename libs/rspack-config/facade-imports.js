// Fails the build when a slice imports a package that must be reached through a workspace library.
//
// Why: antd, react-router and Redux hold React context or module state, so the browser must
// have exactly one copy of each. They are shared inside the @clinote/ui and @clinote/platform
// singletons, tree-shaken to the parts Clinote uses, instead of being shared whole (a shared
// module cannot be tree-shaken: antd alone would cost ~440 KB gzip). A direct import would bundle
// a second copy into that slice — a second router or store context, or antd components that
// silently lose the product theme. See docs/decisions/0037-libs-are-the-shared-singletons.md.
const path = require('node:path');

/** package request → the library that carries it, and that library's folder. */
const FACADES = [
  { request: /^(antd|@ant-design\/[^/]+)(\/|$)/, library: '@clinote/ui', folder: path.join('libs', 'ui') },
  { request: /^react-router(\/|$)/, library: '@clinote/platform', folder: path.join('libs', 'platform') },
  { request: /^(@reduxjs\/toolkit|react-redux)(\/|$)/, library: '@clinote/platform', folder: path.join('libs', 'platform') },
];
const NODE_MODULES = `${path.sep}node_modules${path.sep}`;

class FacadeImportsPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('FacadeImportsPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('FacadeImportsPlugin', (data) => {
        const issuer = data.contextInfo?.issuer ?? '';
        // Packages may import each other freely (antd imports @ant-design/cssinjs...).
        if (!issuer || issuer.includes(NODE_MODULES)) return;
        const facade = FACADES.find((candidate) => candidate.request.test(data.request));
        if (!facade || issuer.includes(`${path.sep}${facade.folder}${path.sep}`)) return;
        throw new Error(
          `${path.relative(compiler.context, issuer)} imports "${data.request}" directly. Import it from ` +
            `"${facade.library}" instead (export it there if it is missing), so the browser keeps one copy.`,
        );
      });
    });
  }
}

module.exports = { FacadeImportsPlugin, FACADES };
