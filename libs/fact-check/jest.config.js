const { preset } = require('../../jest.preset');
module.exports = { ...preset('node'), displayName: 'fact-check' };
