import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The feature folders of an app, read from disk so that a new feature is fenced at once. */
function features(app) {
  return readdirSync(new URL(`apps/${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function importZones() {
  const featureZones = (app, message) =>
    features(app).map((feature) => ({
      target: `./apps/${app}/src/features/${feature}`,
      from: `./apps/${app}/src/features`,
      except: [`./${feature}`],
      message,
    }));
  return [
    ...featureZones(
      'web',
      'Features do not import each other; move shared code to components/ or lib/.',
    ),
    {
      target: [
        './apps/web/src/components',
        './apps/web/src/lib',
        './apps/web/src/config',
        './apps/web/src/theme',
      ],
      from: './apps/web/src/features',
      message: 'Shared code does not import features; features import it.',
    },
    ...featureZones(
      'api',
      'API features do not import each other; share through db/, plugins/ or lib/.',
    ),
    {
      // The infrastructure never imports a feature: app.ts hands features what they need
      // (docs/decisions/026).
      target: ['./apps/api/src/lib', './apps/api/src/plugins', './apps/api/src/db'],
      from: './apps/api/src/features',
      message: 'lib/, plugins/ and db/ do not import features; app.ts wires features to them.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // The house's layers (STYLE.md): a feature never imports another feature, shared code never
    // imports a feature. Zones are folders, resolved like real imports, so `../other-feature`
    // and an alias are caught alike. eslint-boundaries.test.ts proves each zone refuses.
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/*/bench/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importZones() }],
    },
  },
);
