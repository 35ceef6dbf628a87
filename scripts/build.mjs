// Production build of the storefront. Pages are prerendered from the backend's data, so a backend
// must answer at STORE_URL while it builds: when none does, this starts one on the same DATA_DIR.
import { bin, run, start, storefrontDir, waitFor } from './lib.mjs';

export async function buildStorefront({
  storeUrl = process.env.STORE_URL ?? 'http://localhost:4000',
  env = {},
} = {}) {
  let backend;
  if (!(await answers(`${storeUrl}/ready`))) {
    const port = new URL(storeUrl).port || '4000';
    backend = start(bin('tsx'), ['src/main.ts'], {
      cwd: 'apps/backend',
      env: { PORT: port, LOG_LEVEL: 'warn', ...env },
    });
    await waitFor(`${storeUrl}/ready`, 300_000, backend);
  }
  const code = run(bin('next'), ['build'], {
    cwd: storefrontDir,
    env: {
      STORE_URL: storeUrl,
      CMS_URL: storeUrl,
      MEDIA_URL: storeUrl,
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
  });
  if (backend) {
    backend.kill('SIGTERM');
    await new Promise((r) => backend.once('exit', r));
  }
  if (code !== 0) throw new Error(`next build failed (${code})`);
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildStorefront();
}
