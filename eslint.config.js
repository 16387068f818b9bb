// Lint for the whole repository; `npm test` runs it with --max-warnings 0.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // Build, tool and test output, never edited by hand. Wrangler and the tests write some of it
  // below the root (`npm start` leaves workers/.wrangler/tmp/ while the site runs), so those
  // folders are ignored at any depth.
  globalIgnores([
    'build/',
    'public/build/',
    'dist/',
    '**/.wrangler/',
    '**/.cache/',
    '**/.tmp/',
    '**/test-results/',
    '**/screenshots/',
    '**/node_modules/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    // TypeScript checks names in .ts files; these globals are for the plain JavaScript ones.
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // A leading underscore marks a value left unused on purpose (a signature's slot, a field
      // dropped from a rest copy); everything else unused is an error.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Off: the redirect, link and XML checks (and the tests that attack them) match control
      // characters on purpose; the rule is there to catch ones typed by mistake.
      'no-control-regex': 'off',
    },
  },

  {
    files: ['app/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  // jsx-a11y 6.10 declares eslint up to 9; its rules only use context.options, report and settings,
  // which eslint 10 keeps, so package.json overrides its eslint peer to ours.
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },

  {
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    rules: {
      // Off in tests: they read JSON and JSON-LD answers whose shape is what they assert, so the
      // assertion, not a cast to a made-up type, is the check.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },

  {
    files: ['public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },

  // The project keeps modules small; content tables and tests may run long.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['app/content/**', 'tests/**', '**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
);
