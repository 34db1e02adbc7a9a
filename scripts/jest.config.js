const { preset } = require('../jest.preset');
module.exports = { ...preset('node'), displayName: 'scripts', testMatch: ['<rootDir>/**/*.spec.mjs', '<rootDir>/**/*.spec.js'] };
