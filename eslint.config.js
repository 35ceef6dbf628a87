import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import nextPlugin from '@next/eslint-plugin-next';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Each backend module owns its tables and internals: another module imports only its entry
// (modules/<name>/index.ts). Seed loaders, which fill every schema, are exempt.
const backendModules = readdirSync(new URL('apps/backend/src/modules/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleBorders = backendModules.map((name) => ({
  files: [`apps/backend/src/modules/${name}/**/*.ts`],
  ignores: ['**/seed.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(${backendModules.filter((m) => m !== name).join('|')})/(?!index\\.ts$)`,
            message:
              'Another module is reached through its entry (index.ts): its tables and internals are its own.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      // A browser-test lane's build, data and results (E2E_LANE) too.
      '**/.next-e2e*/**',
      '**/.tsbuild/**',
      // The servers' compiled bundles (scripts/build-servers.mjs).
      'apps/backend/dist/**',
      'apps/storefront/dist-server/**',
      // The back office's build (scripts/build-admin.mjs) and its generated API types.
      'apps/admin/dist/**',
      '**/data/**',
      '**/.data*/**',
      '**/test-results*/**',
      '**/playwright-report/**',
      '**/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/storefront/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
    settings: { next: { rootDir: 'apps/storefront' } },
  },
  {
    // The back office: React in the browser (react-admin).
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Third parties' scripts as the browser runs them, served by the providers' browser tests.
    files: ['e2e/providers/scripts/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  ...moduleBorders,
);
