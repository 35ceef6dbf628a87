// Production build of the storefront. Pages are prerendered from the backend's data, so a backend
// must answer at STORE_URL while it builds: when none does, this starts one on the same DATA_DIR.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiUrl, bin, run, siteUrl, start, storefrontDir, storefrontFingerprint, waitFor } from './lib.mjs';
import { buildBackend } from './build-servers.mjs';
import { compressBuildAssets } from './compress-assets.mjs';
import { buildAdmin } from './build-admin.mjs';

export async function buildStorefront({ storeUrl = process.env.STORE_URL ?? apiUrl, env = {} } = {}) {
  const buildEnv = {
    STORE_URL: storeUrl,
    CMS_URL: storeUrl,
    MEDIA_URL: storeUrl,
    SITE_URL: siteUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
  };
  // What the build is made from, read before it starts: a source changed while it runs is not in it,
  // and the next `npm start` must build again.
  const fingerprint = storefrontFingerprint(buildEnv);
  // The type check runs here, through the project references, rather than inside `next build`:
  // Next's checker reads the referenced packages' declarations from their build output, which only
  // `tsc -b` writes, so on a fresh clone it fails. `tsc -b` is incremental and builds them itself.
  console.log('Type-checking the storefront …');
  if (run(bin('tsc'), ['-b', 'apps/storefront']) !== 0) throw new Error('storefront type check failed');

  let backend;
  if (!(await answers(`${storeUrl}/ready`))) {
    const port = new URL(storeUrl).port || '4000';
    backend = start(process.execPath, ['--enable-source-maps', await buildBackend()], {
      cwd: 'apps/backend',
      env: { PORT: port, LOG_LEVEL: 'warn', ...env },
    });
    await waitFor(`${storeUrl}/ready`, 300_000, backend);
  }
  const code = run(bin('next'), ['build'], { cwd: storefrontDir, env: buildEnv });
  if (backend) {
    backend.kill('SIGTERM');
    await new Promise((r) => backend.once('exit', r));
  }
  if (code !== 0) throw new Error(`next build failed (${code})`);
  const distDir = buildEnv.NEXT_DIST_DIR ?? process.env.NEXT_DIST_DIR ?? '.next';
  const { files, before, after } = await compressBuildAssets(path.join(storefrontDir, distDir, 'static'));
  console.log(`Brotli: ${files} scripts and styles, ${kB(before)} → ${kB(after)} kB`);
  // `npm start` rebuilds when the sources or these settings change.
  writeFileSync(path.join(storefrontDir, distDir, 'SOURCE_FINGERPRINT'), fingerprint);
}

const kB = (bytes) => Math.round(bytes / 1024);

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `npm run build`: the back office too (a separate build; the storefront's bundles never include it).
  await buildAdmin();
  await buildStorefront();
}
