const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const loader = require('./build-time-values-loader');

/** Runs the loader on a TypeScript file written to a fresh folder; returns its output and the files it depends on. */
function run(source, { helper } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-time-'));
  if (helper) fs.writeFileSync(path.join(dir, 'helper.ts'), helper);
  const file = path.join(dir, 'values.build-time.ts');
  fs.writeFileSync(file, source);
  const dependencies = [];
  const output = loader.call({ resourcePath: file, addDependency: (dep) => dependencies.push(dep) });
  return { output, dependencies: dependencies.map((dep) => path.basename(dep)) };
}

describe('build-time-values-loader', () => {
  it('ships the exported values as JSON literals, computed from the TypeScript sources, and depends on every module they came from', () => {
    const { output, dependencies } = run(
      "import { double } from './helper';\nexport const LIST: readonly number[] = [1, 2].map(double);\nexport const ENTRY = { a: 'x', b: null };\n",
      { helper: 'export const double = (n: number): number => n * 2;\n' },
    );
    expect(output).toBe('export const LIST = [2,4];\nexport const ENTRY = {"a":"x","b":null};\n');
    expect(dependencies.sort()).toEqual(['helper.ts', 'values.build-time.ts']);
  });

  it('refuses what JSON would change or drop', () => {
    expect(() => run('export const F = { run: () => 1 };\n')).toThrow('build-time value F.run is a function');
    expect(() => run('export const D = { when: new Map() };\n')).toThrow('build-time value D.when is not a plain object');
    expect(() => run('export const A = [undefined];\n')).toThrow('build-time value A.0 is undefined in an array');
    expect(() => run('const x = 1;\nvoid x;\n')).toThrow('a build-time module must export values');
  });
});
