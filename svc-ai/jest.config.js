const { preset } = require('../jest.preset');
module.exports = { ...preset('node'), displayName: 'svc-ai', testTimeout: 30000 };
