import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './chromium.ts';
import { badgeScriptUrl, consentScriptUrl, lane, webUrl } from './providers/lane.ts';

/**
 * The third-party providers' tests (`node scripts/test.mjs providers`): a shop built with a consent
 * provider's id and a certification provider's badge script, which are written into prerendered
 * pages, so it is a build and a shop of its own (an E2E_LANE), run after the main browser tests.
 */
export default defineConfig({
  testDir: './providers',
  outputDir: `test-results-${lane.name}`,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    baseURL: webUrl,
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  webServer: [
    {
      command: 'node providers/provider-scripts.mjs',
      url: consentScriptUrl,
      env: { PROVIDER_PORT: String(lane.scripts) },
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      stdout: 'pipe',
    },
    {
      command: 'node serve.mjs',
      url: `${webUrl}/`,
      timeout: 900_000,
      // E2E_REUSE_SERVER=1 runs against servers already started, for quick iteration.
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      env: {
        E2E_LANE: lane.name,
        E2E_WEB_PORT: String(lane.web),
        E2E_API_PORT: String(lane.api),
        CONSENT_ID: lane.consentId,
        CONSENT_SCRIPT_URL: consentScriptUrl,
        SHOP_CERTIFICATION_WIDGET_URL: badgeScriptUrl,
      },
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
