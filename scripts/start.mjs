// `npm start`: backend (migrates, loads the demo data into an empty database) on PORT 4000, then the
// storefront's production build on 3000, built first when it is missing or its sources changed.
import { randomBytes } from 'node:crypto';
import {
  apiUrl,
  siteUrl,
  start,
  storefrontBuiltFrom,
  storefrontDir,
  storefrontFingerprint,
  storefrontNodeArgs,
  waitFor,
  webUrl,
} from './lib.mjs';
import { buildStorefront } from './build.mjs';
import { buildBackend, buildStorefrontServer } from './build-servers.mjs';
import { ensureAdmin } from './build-admin.mjs';

const apiPort = process.env.PORT ?? '4000';
const webPort = process.env.STOREFRONT_PORT ?? '3000';
// The backend tells the storefront which cached pages are stale; both ends share this key.
const revalidateSecret = process.env.REVALIDATE_SECRET ?? randomBytes(24).toString('hex');

const started = Date.now();
const since = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
// Both servers run as compiled JavaScript (under a second to build), not through a TypeScript loader.
const [backendMain, storefrontMain] = await Promise.all([buildBackend(), buildStorefrontServer()]);
// The back office the backend serves at /admin: built on the first start and when its sources changed.
await ensureAdmin();
const backend = start(process.execPath, ['--enable-source-maps', backendMain], {
  cwd: 'apps/backend',
  env: {
    PORT: apiPort,
    // Absolute links, the test gateway and its way back follow the ports chosen here.
    PUBLIC_URL: process.env.PUBLIC_URL ?? apiUrl,
    STOREFRONT_PUBLIC_URL: process.env.STOREFRONT_PUBLIC_URL ?? webUrl,
    STOREFRONT_URL: process.env.STOREFRONT_URL ?? webUrl,
    REVALIDATE_SECRET: revalidateSecret,
  },
});
await waitFor(`${apiUrl}/ready`, 300_000, backend);
console.log(`Backend ready after ${since()} (database migrated, demo data loaded when it was empty).`);

// Built on the first start, and again whenever the sources or the backend's address have changed.
const buildEnv = { STORE_URL: apiUrl, CMS_URL: apiUrl, MEDIA_URL: apiUrl, SITE_URL: siteUrl };
if (!storefrontBuiltFrom(storefrontFingerprint(buildEnv))) {
  console.log('Building the storefront (first start, or its sources have changed) …');
  await buildStorefront({ storeUrl: apiUrl });
  console.log(`Storefront built after ${since()}.`);
}
const storefront = start(process.execPath, storefrontNodeArgs(storefrontMain), {
  cwd: storefrontDir,
  env: {
    PORT: webPort,
    STORE_URL: apiUrl,
    CMS_URL: apiUrl,
    MEDIA_URL: apiUrl,
    SITE_URL: siteUrl,
    REVALIDATE_SECRET: revalidateSecret,
    NEXT_TELEMETRY_DISABLED: '1',
    // One storefront process keeps Next's cache itself; Redis holds it only for several
    // (`npm run start:cluster`), even where REDIS_URL is set for the backend.
    REDIS_URL: '',
  },
});
await waitFor(`${webUrl}/`, 120_000, storefront);

console.log(
  `\nThe shop is running (started in ${since()}):\n  storefront  ${webUrl}\n  API         ${apiUrl}  (OpenAPI: ${apiUrl}/docs)\n  back office ${apiUrl}/admin/\n`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    storefront.kill('SIGTERM');
    backend.kill('SIGTERM');
  });
}
const exited = await Promise.race([
  new Promise((r) => backend.once('exit', (c) => r(['backend', c]))),
  new Promise((r) => storefront.once('exit', (c) => r(['storefront', c]))),
]);
storefront.kill('SIGTERM');
backend.kill('SIGTERM');
process.exitCode = exited[1] ?? 0;
