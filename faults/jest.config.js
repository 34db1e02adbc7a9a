const { preset } = require('../jest.preset');

// The fault-injection suite (issue 12): each test file starts a whole platform with its own Redis and
// PostgreSQL (support/platform.js), injects one fault and checks the outcome. The files share one
// port offset (support/platform.js: FAULTS_OFFSET), so they run one after the other.
module.exports = {
  ...preset('node'),
  displayName: 'faults',
  testMatch: ['<rootDir>/*.faults.spec.js', '<rootDir>/*.faults.spec.ts'],
  maxWorkers: 1,
  // A test starts a platform (~10 s), waits out a fault and its recovery (svc-mailer's stalled jobs: up to 60 s).
  testTimeout: 180_000,
};
