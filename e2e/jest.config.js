const { preset } = require('../jest.preset');

// Browser tests against a whole platform started once for the run (global-setup.mjs), on ports
// shifted by 10000 so it can run beside `npm start`.
module.exports = {
  ...preset('node'),
  displayName: 'e2e',
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  globalSetup: '<rootDir>/global-setup.mjs',
  globalTeardown: '<rootDir>/global-teardown.mjs',
  testTimeout: 60_000,
};
