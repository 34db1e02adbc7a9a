const { preset } = require('../jest.preset');
module.exports = { ...preset('node'), displayName: 'svc-mailer', testTimeout: 30000 };
