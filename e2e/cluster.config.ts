import { defineConfig } from '@playwright/test';

/**
 * The cluster's test (`node scripts/test.mjs cluster`): it starts its own topology (HAProxy, two
 * storefronts, two backends, PostgreSQL, Redis) on the browser tests' ports, so it runs after them
 * and alone, with no browser.
 */
export default defineConfig({
  testDir: './cluster',
  outputDir: 'test-results-cluster',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  timeout: 120_000,
  expect: { timeout: 10_000 },
});
