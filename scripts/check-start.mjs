// CI's check of the README's start command: runs `npm start` in this tree on the ports given by
// PORT and STOREFRONT_PORT (default 4200 and 3200), waits until the home page, a category page, a
// product page, the API's /docs and the back office's /admin/ answer 200, then stops the shop.
// Exits 1 with the last lines of the shop's log when it does not come up within
// START_TIMEOUT_SECONDS (default 600).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const apiPort = process.env.PORT ?? '4200';
const webPort = process.env.STOREFRONT_PORT ?? '3200';
const timeoutMs = Number(process.env.START_TIMEOUT_SECONDS ?? 600) * 1000;
const web = `http://localhost:${webPort}`;
const api = `http://localhost:${apiPort}`;
const logFile = path.join(mkdtempSync(path.join(tmpdir(), 'shop-start-')), 'shop.log');
const log = createWriteStream(logFile);

const started = Date.now();
const shop = spawn('npm', ['start'], {
  cwd: root,
  env: { ...process.env, PORT: apiPort, STOREFRONT_PORT: webPort },
  stdio: ['ignore', 'pipe', 'pipe'],
  // Its own process group, so that stopping it stops the backend and the storefront too.
  detached: true,
});
shop.stdout.pipe(log);
shop.stderr.pipe(log);
let exited = null;
shop.once('exit', (code, signal) => (exited = signal ?? code));

const seconds = () => ((Date.now() - started) / 1000).toFixed(0);

async function get(url) {
  const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  return { status: res.status, body: await res.text() };
}

/** Polls `url` until it answers 200 (returning its body), the shop exits, or time runs out. */
async function waitFor200(url) {
  let last = 'no answer';
  while (Date.now() - started < timeoutMs) {
    if (exited !== null) throw new Error(`npm start exited (${exited}) before ${url} answered`);
    try {
      const res = await get(url);
      if (res.status === 200) return res.body;
      last = `status ${res.status}`;
    } catch (e) {
      last = e.cause?.code ?? e.message;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}

/** The distinct paths in `html` that match `pattern`, in page order. */
function links(html, pattern) {
  return [...new Set([...html.matchAll(/href="([^"#?]+)"/g)].map((m) => m[1]))].filter((h) =>
    pattern.test(h),
  );
}

function stop() {
  if (exited !== null) return Promise.resolve();
  const done = new Promise((r) => shop.once('exit', r));
  try {
    process.kill(-shop.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  const kill = setTimeout(() => {
    try {
      process.kill(-shop.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 15_000);
  return done.finally(() => clearTimeout(kill));
}

let failure = null;
try {
  const home = await waitFor200(`${web}/`);
  console.log(`home page 200 after ${seconds()} s`);
  // A category is a one-segment path of the home page that lists products (the first such link;
  // language and service links on the home page list none).
  let productPath = null;
  for (const path of links(home, /^\/[a-z0-9-]+$/).slice(0, 15)) {
    const res = await get(`${web}${path}`);
    const product = res.status === 200 ? links(res.body, /^\/produkt\/[a-z0-9-]+$/)[0] : undefined;
    if (!product) continue;
    console.log(`category page ${path} 200`);
    productPath = product;
    break;
  }
  if (!productPath) throw new Error('no category page with a product link is linked from the home page');
  await waitFor200(`${web}${productPath}`);
  console.log(`product page ${productPath} 200`);
  await waitFor200(`${api}/docs`);
  console.log(`API ${api}/docs 200`);
  // The back office the backend serves (built by the start when its sources changed).
  await waitFor200(`${api}/admin/`);
  console.log(`back office ${api}/admin/ 200`);
} catch (e) {
  failure = e;
}
await stop();
log.end();
if (failure) {
  console.error(`\n✘ npm start: ${failure.message}\nLast lines of the shop's log (${logFile}):`);
  console.error(readFileSync(logFile, 'utf8').split('\n').slice(-60).join('\n'));
  process.exit(1);
}
console.log(`✔ npm start served the shop (${seconds()} s from start to the last page)`);
