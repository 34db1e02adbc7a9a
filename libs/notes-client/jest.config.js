const { preset } = require('../../jest.preset');
module.exports = { ...preset('jsdom'), displayName: 'notes-client' };
