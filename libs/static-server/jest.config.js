const { preset } = require('../../jest.preset');
module.exports = {
  ...preset('node'),
  displayName: 'static-server',
  testMatch: ['<rootDir>/**/*.spec.js'],
  testPathIgnorePatterns: ['/node_modules/'],
};
