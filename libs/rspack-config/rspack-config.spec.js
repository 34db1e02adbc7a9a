// @rspack/core is ESM-only, which Jest cannot load on Node 20; the checks live in
// rspack-config.test.js and run under Node's own test runner, in a child process.
const { spawnSync } = require('node:child_process');

it('passes rspack-config.test.js (shared map, config factory, precompression, facade imports)', () => {
  const run = spawnSync(process.execPath, ['--test', '--test-reporter=spec', 'rspack-config.test.js'], {
    cwd: __dirname,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`node --test failed:\n${run.stdout}\n${run.stderr}`);
  expect(run.stdout).toMatch(/fail 0/);
}, 120_000);
