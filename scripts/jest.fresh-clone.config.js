const { preset } = require('../jest.preset');

// The README's first command the way a newcomer meets it (issue 19): a fresh clone, `npm install`,
// `npm start` with a cold build. Run by `npm test` after the unit suites, alone (it builds).
module.exports = {
  ...preset('node'),
  displayName: 'fresh-clone',
  rootDir: __dirname,
  testMatch: ['<rootDir>/fresh-clone.fresh.js'],
  maxWorkers: 1,
  testTimeout: 20 * 60_000,
};
