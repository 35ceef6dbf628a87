// The system under test for the browser tests: a backend on a fresh embedded database with the
// demo data (port 4100), and the storefront's production build against it (port 3100), built into
// its own dist dir so that it never mixes with the build `npm start` serves.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { root, start, storefrontDir, storefrontNodeArgs, waitFor } from '../scripts/lib.mjs';
import { buildStorefront } from '../scripts/build.mjs';
import { buildBackend, buildStorefrontServer } from '../scripts/build-servers.mjs';
import { ensureAdmin } from '../scripts/build-admin.mjs';
import { createOperatorApiKey, saveOperatorApiKey } from './operator-key.mjs';
import { dataDirName, distDirName, ports, revalidateSecret } from './ports.mjs';

const dataDir = path.join(root, 'e2e', dataDirName);
rmSync(dataDir, { recursive: true, force: true });
const apiUrl = `http://localhost:${ports.api}`;
const env = {
  DATA_DIR: dataDir,
  NEXT_DIST_DIR: distDirName,
  LOG_LEVEL: 'warn',
  REVALIDATE_SECRET: revalidateSecret,
};

const webUrl = `http://localhost:${ports.web}`;
// The back office the backend serves at /admin (tests/admin.spec.ts), built when its sources changed.
await ensureAdmin();
// The servers as production runs them: compiled JavaScript.
const [backendMain, storefrontMain] = await Promise.all([buildBackend(), buildStorefrontServer()]);
const backend = start(process.execPath, ['--enable-source-maps', backendMain], {
  cwd: 'apps/backend',
  env: {
    ...env,
    PORT: String(ports.api),
    // The test payment gateway's pages are served by this backend, and send the shopper back to the
    // storefront under test.
    PUBLIC_URL: apiUrl,
    STOREFRONT_PUBLIC_URL: webUrl,
    // As `npm start` does: changes (a customer's review, the CMS) revalidate the storefront's pages.
    STOREFRONT_URL: webUrl,
    // No load shedding (its own tests are the backend's): the embedded database runs on the event
    // loop, and two browsers and the storefront share these cores, so a stall of seconds is the test
    // machine's, and a 503 for it failed journeys.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  },
});
await waitFor(`${apiUrl}/ready`, 300_000, backend);
// The operator's endpoints, for the tests that move an order on as the shop's staff would: the demo
// owner creates an API key, which the specs read (operatorApiKey()).
saveOperatorApiKey(await createOperatorApiKey(apiUrl));
// The storefront's public address is its own port (links it gives the backend must be on it).
await buildStorefront({ storeUrl: apiUrl, env: { ...env, SITE_URL: webUrl } });
const storefront = start(process.execPath, storefrontNodeArgs(storefrontMain), {
  cwd: storefrontDir,
  env: {
    ...env,
    PORT: String(ports.web),
    STORE_URL: apiUrl,
    CMS_URL: apiUrl,
    MEDIA_URL: apiUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    SITE_URL: webUrl,
    // One storefront process keeps Next's cache itself; Redis holds it only for several
    // (`npm run start:cluster`), even where REDIS_URL is set for the backend.
    REDIS_URL: '',
    // As behind a load balancer on this host: the security tests play clients at addresses of
    // their own by the address the balancer adds, so their throttling leaves the other tests alone.
    TRUST_PROXY: 'loopback',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    storefront.kill('SIGTERM');
    backend.kill('SIGTERM');
    process.exit(0);
  });
}
