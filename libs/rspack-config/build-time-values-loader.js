// Replaces a `*.build-time.ts` module by the values it exports, computed when the bundle is built:
// the page gets the data, not the code that makes it. mfe-dme's empty coverage checklists are one
// (the rules behind them, ~35 KB gzip, load only once an answer holds text; docs/decisions).
// The module runs in Node from the TypeScript sources the bundle is built from (as FirstPaintPlugin
// runs first-paint.ts), so the values cannot go stale; under jest the module simply runs.
// Every export must be plain data (JSON: objects, arrays, strings, numbers, booleans, null).
const { loadTypeScript } = require('./first-paint-plugin');

/** An object literal, from any realm (the module runs in Node's main context; a test has its own). */
function isPlainObject(item) {
  const proto = Object.getPrototypeOf(item);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/** JSON.stringify that refuses what JSON would change or drop (functions, Dates, Maps, undefined in an array…). */
function plainJson(value, where) {
  return JSON.stringify(value, function check(key, item) {
    const at = key === '' ? where : `${where}.${key}`;
    if (item === undefined && Array.isArray(this)) throw new Error(`build-time value ${at} is undefined in an array`);
    if (typeof item === 'function' || typeof item === 'symbol' || typeof item === 'bigint')
      throw new Error(`build-time value ${at} is a ${typeof item}`);
    if (item !== null && typeof item === 'object' && !Array.isArray(item) && !isPlainObject(item)) {
      throw new Error(`build-time value ${at} is not a plain object`);
    }
    return item;
  });
}

module.exports = function buildTimeValuesLoader() {
  const loaded = new Map();
  const values = loadTypeScript(this.resourcePath, loaded);
  // Rebuild (watch mode) when any module the values came from changes.
  for (const file of loaded.keys()) this.addDependency(file);
  const names = Object.keys(values).filter((name) => name !== '__esModule');
  if (names.length === 0) throw new Error(`${this.resourcePath}: a build-time module must export values`);
  return names.map((name) => `export const ${name} = ${plainJson(values[name], name)};`).join('\n') + '\n';
};
