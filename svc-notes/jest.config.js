const { preset } = require('../jest.preset');
module.exports = { ...preset('node'), displayName: 'svc-notes', testTimeout: 30000 };
