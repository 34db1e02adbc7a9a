const { preset } = require('../../jest.preset');

const base = preset('node');
module.exports = {
  ...base,
  displayName: 'rspack-config',
  testMatch: ['<rootDir>/*.spec.js'],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // The stand-ins import @rc-component files from their ES builds; Jest runs CommonJS (stand-ins.spec.js).
    '^@rc-component/(color-picker)/es/(.*)$': '@rc-component/$1/lib/$2',
  },
};
