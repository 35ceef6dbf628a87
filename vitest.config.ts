import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner for the whole tree: `vitest run --project rules` or `--project backend`.
export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which on a two-core machine runs the backend's files
    // one at a time; they wait on their database as much as they compute, so two at once take
    // about half as long.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'rules', include: ['packages/*/test/**/*.test.ts'], environment: 'node' } },
      {
        // The storefront's own `@/…` import path (tsconfig `paths`).
        resolve: { alias: { '@': fileURLToPath(new URL('apps/storefront/src', import.meta.url)) } },
        test: {
          name: 'storefront',
          include: ['apps/storefront/server/**/*.test.ts', 'apps/storefront/src/**/*.test.ts'],
          environment: 'node',
          // Several tests import the app's modules afresh with other settings, which on a busy
          // machine takes longer than the default 5 s.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'backend',
          root: 'apps/backend',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A worker's files share the modules they import instead of loading the backend anew for
          // each (which took most of a file's time); each file still makes its own app and database.
          // So a shared fixture registers its hooks from a function the file calls, not at import.
          isolate: false,
        },
      },
    ],
  },
});
