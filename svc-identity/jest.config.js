const { preset } = require('../jest.preset');
module.exports = { ...preset('node'), displayName: 'svc-identity', testTimeout: 30000 };
