const { preset } = require('../../jest.preset');
module.exports = {
  ...preset('node'),
  displayName: 'clinical-text',
  collectCoverageFrom: ['src/**/*.ts', '!src/**/*.spec.ts', '!src/index.ts'],
  coverageThreshold: { global: { lines: 95, branches: 95, functions: 95, statements: 95 } },
};
