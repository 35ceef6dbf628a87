// The maintenance switch: every storefront page answers 503 with the Czech maintenance page. It
// runs in a project of its own after all the others (playwright.config.ts): switched on, it would
// turn their pages into the maintenance page.
import { expect, test } from './shop-test.ts';
import { operatorApiKey } from '../operator-key.mjs';
import { apiUrl } from './backend.ts';

async function switchMaintenance(enabled: boolean) {
  const res = await fetch(`${apiUrl}/api/admin/v1/maintenance`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${operatorApiKey()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ enabled, retryAfterSeconds: 300 }),
  });
  expect(res.status).toBe(200);
}

/** The storefront keeps the switch for a few seconds. */
const SWITCH_SHOWS_MS = 15_000;

test.afterAll(async () => {
  await switchMaintenance(false);
});

test('maintenance on: pages answer 503 with the maintenance page and Retry-After; the API still answers; off again', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  try {
    await switchMaintenance(true);
    await expect.poll(async () => (await request.get('/')).status(), { timeout: SWITCH_SHOWS_MS }).toBe(503);
    const res = await page.goto('/kosik');
    expect(res?.status()).toBe(503);
    expect(res?.headers()['retry-after']).toBe('300');
    await expect(page.getByRole('heading', { level: 1, name: 'Právě obchod vylepšujeme' })).toBeVisible();
    expect((await request.get('/udrzba')).status()).toBe(503);
    expect((await fetch(`${apiUrl}/health`)).status).toBe(200);
    expect((await fetch(`${apiUrl}/ready`)).status).toBe(200);
  } finally {
    await switchMaintenance(false);
  }
  await expect.poll(async () => (await request.get('/')).status(), { timeout: SWITCH_SHOWS_MS }).toBe(200);
});
