// Small process helpers shared by the start, build and test scripts.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const storefrontDir = path.join(root, 'apps/storefront');
export const backendDir = path.join(root, 'apps/backend');

// `cwd` is taken relative to the repository root, whichever directory the script runs from.
const options = (opts) => ({
  stdio: 'inherit',
  ...opts,
  cwd: path.resolve(root, opts.cwd ?? '.'),
  env: { ...process.env, ...opts.env },
});

/** Runs a command to completion with inherited output; returns its exit code. */
export function run(cmd, args, opts = {}) {
  return spawnSync(cmd, args, options(opts)).status ?? 1;
}

/** Starts a long-running child that dies with this process. */
export function start(cmd, args, opts = {}) {
  const child = spawn(cmd, args, options(opts));
  const stop = () => child.exitCode === null && child.kill('SIGTERM');
  process.once('exit', stop);
  return child;
}

/** Polls a URL until it answers 2xx, or fails after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 180_000, child) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** The addresses `npm start` runs the shop at, from PORT and STOREFRONT_PORT; `npm run build` builds for them. */
export const apiUrl = `http://localhost:${process.env.PORT ?? '4000'}`;
export const webUrl = `http://localhost:${process.env.STOREFRONT_PORT ?? '3000'}`;
export const siteUrl = process.env.SITE_URL ?? webUrl;

// Everything a storefront build is made from: its own sources, the workspace packages it bundles,
// the installed dependency versions, and the addresses written into the prerendered pages.
const fingerprintSources = [
  'apps/storefront',
  'packages/contract/src',
  'packages/rules/src',
  'package-lock.json',
];
const notSources = new Set(['node_modules', '.tsbuild', 'next-env.d.ts', 'tsconfig.tsbuildinfo']);
// The storefront's HTTP server runs from source beside the build, so a change there needs no build.
const notBuilt = new Set(['apps/storefront/server']);
// The third-party providers' settings decide what the prerendered pages load (the consent provider's
// script instead of the shop's dialog, the certification provider's badge script).
const bakedSettings = [
  'STORE_URL',
  'CMS_URL',
  'MEDIA_URL',
  'SITE_URL',
  'SITE_DOMAINS',
  'CONSENT_ID',
  'CONSENT_SCRIPT_URL',
  'SHOP_CERTIFICATION_WIDGET_URL',
];

function* sourceFiles(rel) {
  const abs = path.join(root, rel);
  if (!statSync(abs).isDirectory()) {
    yield rel;
    return;
  }
  for (const name of readdirSync(abs).sort()) {
    if (notSources.has(name) || name.startsWith('.next') || notBuilt.has(path.join(rel, name))) continue;
    yield* sourceFiles(path.join(rel, name));
  }
}

/** A hash of what the storefront build depends on, given the environment it is built with. */
export function storefrontFingerprint(env = {}) {
  const hash = createHash('sha256');
  for (const rel of fingerprintSources.flatMap((s) => [...sourceFiles(s)])) {
    hash
      .update(`${rel}\0`)
      .update(readFileSync(path.join(root, rel)))
      .update('\0');
  }
  for (const name of bakedSettings) hash.update(`${name}=${env[name] ?? process.env[name] ?? ''}\0`);
  return hash.digest('hex');
}

/** Whether a build exists in `distDir` and was made from the current sources and settings. */
export function storefrontBuiltFrom(fingerprint, distDir = '.next') {
  const file = path.join(storefrontDir, distDir, 'SOURCE_FINGERPRINT');
  return (
    existsSync(path.join(storefrontDir, distDir, 'BUILD_ID')) &&
    existsSync(file) &&
    readFileSync(file, 'utf8') === fingerprint
  );
}

/**
 * How the storefront's server is run. Its heap's old generation is capped (STOREFRONT_HEAP_MB,
 * default 384): without a cap V8 lets garbage pile up under load before it collects. The pages'
 * live data is about 100 MB, and Next's two in-memory caches (NEXT_CACHE_MAX_MB each, counted in
 * bytes of their serialised entries, which take about twice that as JavaScript strings) live in
 * the same heap: at 192 MB a process that had served a few thousand different pages ran out of
 * heap once those caches filled. The page cache (PAGE_CACHE_MAX_MB) keeps its pages outside the
 * heap. A process stays within about 600 MB.
 */
export const storefrontNodeArgs = (main) => [
  '--enable-source-maps',
  `--max-old-space-size=${process.env.STOREFRONT_HEAP_MB ?? 384}`,
  main,
];
