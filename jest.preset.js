// Shared Jest settings for every project. @swc/jest compiles TypeScript (with Nest's decorator
// metadata); @nestjs/* is ESM-only since Nest 12, so it is transformed too instead of ignored.
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages (at any depth of node_modules) that Jest, CommonJS on Node 20, must compile.
const ESM_ONLY = ['@nestjs', 'uuid', 'cookie', 'file-type', 'strtok3', 'token-types', '@tokenizer', 'uint8array-extras', 'content-disposition'];

/** @param {'node'|'jsdom'} env */
function preset(env = 'node') {
  return {
    testEnvironment: env,
    // "source" makes @clinote/* libs resolve to their TypeScript sources, so tests never need a build.
    testEnvironmentOptions: {
      customExportConditions: env === 'jsdom' ? ['source', 'browser', 'require', 'default'] : ['source', 'node', 'node-addons', 'require', 'default'],
    },
    transform: { '^.+\\.(t|j|mj)sx?$': swc },
    transformIgnorePatterns: [`^(?!.*/node_modules/(${ESM_ONLY.join('|')})/).*/node_modules/`],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
    setupFiles: env === 'jsdom' ? [path.join(__dirname, 'jest.jsdom-setup.js')] : [],
    moduleNameMapper: { '\\.(css|less)$': path.join(__dirname, 'jest.style-stub.js') },
  };
}

module.exports = { preset };
