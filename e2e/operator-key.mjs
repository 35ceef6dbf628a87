// The browser tests' shop is operated as an owner would: the demo owner logs in to the back office
// and creates an API key for the tests' operator calls (moving an order on, setting stock, …).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { dataDirName } from './ports.mjs';

export const demoOwner = { email: 'provozovatel@intimfit.cz', password: 'Provozovatel-2026' };
const keyFile = () => path.join(root, 'e2e', dataDirName, 'operator-api-key');

/** Logs the demo owner in at `apiUrl` and creates a key with every permission; answers the key. */
export async function createOperatorApiKey(apiUrl, owner = demoOwner) {
  const login = await fetch(`${apiUrl}/api/admin/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  if (login.status !== 200)
    throw new Error(`operator log-in answered ${login.status}: ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const permissions = (await login.json()).data.permissions;
  const created = await fetch(`${apiUrl}/api/admin/v1/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: apiUrl },
    body: JSON.stringify({ name: 'Browser tests', permissions }),
  });
  if (created.status !== 201)
    throw new Error(`creating an API key answered ${created.status}: ${await created.text()}`);
  return (await created.json()).data.key;
}

/** serve.mjs keeps the key beside the test shop's data for the specs. */
export const saveOperatorApiKey = (key) => writeFileSync(keyFile(), key, { mode: 0o600 });

let cached;
/** The key serve.mjs created for this run of the test shop. */
export function operatorApiKey() {
  cached ??= readFileSync(keyFile(), 'utf8').trim();
  return cached;
}
