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
const ESM_ONLY = [
  '@nestjs',
  'uuid',
  'cookie',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  'content-disposition',
];
// Packages whose "source" export condition (which Jest also follows, for @clinote/* libs) points at
// TypeScript sources: antd's scroll helpers.
ESM_ONLY.push('scroll-into-view-if-needed', 'compute-scroll-into-view');

/** @param {'node'|'jsdom'} env */
function preset(env = 'node') {
  return {
    // jsdom tests get Node's fetch classes (see jest.jsdom-environment.js).
    testEnvironment: env === 'jsdom' ? path.join(__dirname, 'jest.jsdom-environment.js') : env,
    // "source" makes @clinote/* libs resolve to their TypeScript sources, so tests never need a build.
    testEnvironmentOptions: {
      customExportConditions:
        env === 'jsdom' ? ['source', 'browser', 'require', 'default'] : ['source', 'node', 'node-addons', 'require', 'default'],
    },
    transform: { '^.+\\.(t|j|mj)sx?$': swc },
    transformIgnorePatterns: [`^(?!.*/node_modules/(${ESM_ONLY.join('|')})/).*/node_modules/`],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
    // A component test renders antd in jsdom step by step; with two workers on two loaded cores a
    // multi-step one can pass 5 s (Jest's default) although nothing is wrong. Honoured when a
    // project runs alone; the root jest.config.js sets the same for the whole run.
    ...(env === 'jsdom' ? { testTimeout: 20_000 } : {}),
    setupFiles: env === 'jsdom' ? [path.join(__dirname, 'jest.jsdom-setup.js')] : [],
    moduleNameMapper: {
      '\\.(css|less)$': path.join(__dirname, 'jest.style-stub.js'),
      // libs/ui imports a few antd files by path from antd/es (ESM); Jest runs CommonJS, and the
      // `antd` entry it loads is antd/lib, so the same files from antd/lib keep one antd copy.
      ...(env === 'jsdom' ? { '^antd/es/(.*)$': 'antd/lib/$1' } : {}),
    },
  };
}

module.exports = { preset };
