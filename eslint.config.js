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
      '**/dist-server/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  // Type-aware: no floating promises, no `any` flowing in, no conditions the types already
  // decide. Every TypeScript file belongs to a workspace's tsconfig; the few config files at a
  // workspace's root are checked with a default project.
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            'playwright.config.ts',
            'vitest.config.ts',
            'apps/api/vitest.config.ts',
            'packages/domain/vitest.config.ts',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
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
      // Numbers read naturally in messages and logs; anything else must be made text first.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}` says what it does; a returned void is not a value.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Fastify chooses a hook's style by whether it is async, and an interface's async method
      // may have nothing to wait for: an async function without await is not a mistake here.
      '@typescript-eslint/require-await': 'off',
      // React calls event handlers and ignores what they return; react-hook-form's
      // handleSubmit returns a promise that handles its own errors.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // Vitest's asymmetric matchers (expect.any, expect.stringContaining) are typed `any`.
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // The house's layers (STYLE.md): a feature never imports another feature, shared code never
    // imports a feature. Zones are folders, resolved like real imports, so `../other-feature`
    // and an alias are caught alike. import-boundaries.test.ts proves each zone refuses.
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/*/bench/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importZones() }],
    },
  },
  // Plain JavaScript (scripts, this file) has no types to check with: last, so it wins.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
);
