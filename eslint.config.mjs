// ESLint for every slice and lib (docs/decisions/0137-eslint-rules.md): JavaScript's and
// typescript-eslint's recommended rules (syntax-only: no type information, so the whole repo lints
// in seconds) and the rules of React hooks. Formatting is Prettier's job (.prettierrc.json).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // Jest --coverage output only: libs/clinical-text/src/coverage is source.
      'coverage/**',
      '*/coverage/**',
      'libs/*/coverage/**',
      '.data/**',
      '.nx/**',
      'e2e/artifacts/**',
      'bench/out/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a parameter or a destructured part left out on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // A closure that reads a variable assigned after it (a server whose handler reads the object made from it).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // `import x = require('cjs')` is TypeScript's typed form for a CommonJS singleton.
      '@typescript-eslint/no-require-imports': ['error', { allowAsImport: true }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    // The two classic hook rules; the React Compiler's rules (refs, purity, set-state-in-effect…) are
    // for code written for the compiler, which this code base does not use.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests load modules afresh (jest.isolateModules) and read JSON bodies of any shape.
    files: ['**/*.spec.*', '**/*.test.*', 'e2e/**', 'faults/**', '**/testing/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
