import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './chromium.ts';
import { acceptedConsent } from './consent-state.ts';
import { ports } from './ports.mjs';

/**
 * Tests that change the whole shop (the maintenance switch, the offered languages, the page switches
 * and the default price display): they would break every other test running beside them.
 */
const MAINTENANCE_TESTS = /(maintenance|languages-setting|page-switches-setting)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  // A second test shop (E2E_LANE) keeps its results apart: each run empties its own folder.
  outputDir: process.env.E2E_LANE ? `test-results-${process.env.E2E_LANE}` : 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Time limits only stop a test that hangs: on a shared machine running two browsers, the shop
  // and its build, a journey that takes 15 s on a quiet day takes 40 s on a busy one.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${ports.web}`,
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    trace: 'retain-on-failure',
    // The cookie choice is made already (tests/consent.spec.ts starts without one).
    storageState: acceptedConsent,
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: MAINTENANCE_TESTS,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      grep: /@phone/,
      testIgnore: MAINTENANCE_TESTS,
    },
    // Maintenance turns every page into the maintenance page, a language or a page switched off turns
    // its pages into 404: after all the others, one test at a time.
    {
      name: 'maintenance',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: MAINTENANCE_TESTS,
      dependencies: ['desktop', 'phone'],
      workers: 1,
    },
  ],
  webServer: {
    command: 'node serve.mjs',
    url: `http://localhost:${ports.web}/`,
    timeout: 900_000,
    // E2E_REUSE_SERVER=1 runs against a `node serve.mjs` already started, for quick iteration.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
