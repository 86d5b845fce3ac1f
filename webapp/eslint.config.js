import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Features do not import each other (bulletproof-react): what two features share lives in src/components or src/lib,
 * and only src/app and src/routes put features together. One zone per folder of src/features, read from the disk so
 * that a new feature is covered the day it is created.
 */
const features = fs
  .readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: `A feature does not import another feature: move what "${feature}" needs to src/components or src/lib.`,
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'src/routeTree.gen.ts',
      'src/api/generated/**',
      'src/locales/**/*.ts',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true, allowExportNames: ['Route'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The rule resolves each import to a file before it compares paths; imports here leave out .ts and .tsx.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: featureZones }],
    },
  },
  {
    // Route files define their component next to the Route; the router plugin splits them for fast refresh itself.
    files: ['src/routes/**/*.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['*.config.{js,cjs}', 'scripts/**/*.mjs'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: globals.node },
  },
  {
    // e2e/*.ts: Playwright specs and fixtures, run by Node; callbacks passed to page.evaluate run in the browser. A
    // fixture names what it needs in an object pattern (`{}` for nothing) and hands its value to `use`, which is
    // Playwright's callback, not React's hook.
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
      'react-hooks/rules-of-hooks': 'off',
    },
  },
);
