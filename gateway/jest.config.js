const { preset } = require('../jest.preset');
module.exports = { ...preset('node'), displayName: 'gateway', testTimeout: 30000 };
