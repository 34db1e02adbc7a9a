const { preset } = require('../../jest.preset');
module.exports = { ...preset('node'), displayName: 'rspack-config', testMatch: ['<rootDir>/*.spec.js'] };
