// Lint for the whole repository; `npm test` runs it with --max-warnings 0.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** An import path into one of `layers` of app/, by the `~/` alias or a relative path. */
const RUNTIME = (layers) => String.raw`(^~/|^(\.\.?/)+(app/)?)(${layers.join('|')})/`;

/** One no-restricted-imports rule per layer (a later rule for the same files would replace, not add). */
function layerRules(layers) {
  return layers.map(({ layer, files, never }) => ({
    files,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: never.map(({ regex, types, why }) => ({ regex, allowTypeImports: Boolean(types), message: `Layer ${layer}: ${why}` })) },
      ],
    },
  }));
}

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

  // The layers, from the top: routes -> components -> modules -> models -> db, with utils (pure
  // helpers and schemas) beside them all. Each rule names the direction a layer must never take.
  // Type-only imports are allowed where a layer names another's shapes without running its code.
  ...layerRules([
    {
      layer: 'app/db',
      files: ['app/db/**'],
      never: [{ regex: RUNTIME(['utils', 'models', 'modules', 'routes', 'components']), types: true, why: 'db holds the tables: it never runs code from utils, models, modules, routes or components.' }],
    },
    {
      layer: 'app/models',
      files: ['app/models/**'],
      never: [{ regex: RUNTIME(['modules', 'routes', 'components']), why: 'models are the domain queries: they never import server services (modules), routes or components.' }],
    },
    {
      layer: 'app/utils',
      files: ['app/utils/**'],
      never: [
        { regex: RUNTIME(['routes']), why: 'utils are pure helpers: they never import a route.' },
        { regex: RUNTIME(['modules', 'models', 'components']), types: true, why: 'utils are pure helpers: they run no code from modules, models or components.' },
      ],
    },
    {
      layer: 'app/components',
      files: ['app/components/**'],
      never: [
        { regex: RUNTIME(['routes']), why: 'components are shared UI: they never import a route.' },
        { regex: String.raw`(^~/|/)(modules|models)/|\.server$`, types: true, why: 'components run in the browser: they import only the types of server modules.' },
      ],
    },
    {
      layer: 'app/routes',
      files: ['app/routes/**'],
      never: [{ regex: String.raw`(^~/|^(\.\.?/)+(app/)?)db/(schema|tables)`, types: true, why: 'routes never run code from the tables: a model reads for them, and a constant they share lives in app/utils.' }],
    },
    { layer: 'app/modules', files: ['app/modules/**'], never: [{ regex: RUNTIME(['routes']), why: 'modules are server services: they never import a route.' }] },
    { layer: 'scripts and workers', files: ['scripts/**', 'workers/**'], never: [{ regex: RUNTIME(['routes']), why: 'scripts and the Worker never import a route: what they share with one lives in app/utils or app/models.' }] },
  ]),

  // The project keeps modules small; content tables and tests may run long.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['app/content/**', 'tests/**', '**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
);
