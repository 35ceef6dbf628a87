// The back office (apps/admin): a Vite build into apps/admin/dist, which the backend serves at
// /admin. Like the storefront's, the build remembers what it was made from
// (dist/.source-fingerprint): `npm start` builds it when it is missing or its sources changed.
// Its scripts get Brotli and gzip copies beside them, which the backend sends to browsers that
// accept them (the backend compresses nothing itself).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import { bin, root, run } from './lib.mjs';
import { compressBuildAssets } from './compress-assets.mjs';

export const adminDir = path.join(root, 'apps/admin');
const distDir = path.join(adminDir, 'dist');
const fingerprintFile = path.join(distDir, '.source-fingerprint');

// Its own sources and config, the workspace packages it bundles, and the installed versions.
const sources = ['apps/admin', 'packages/contract/src', 'packages/rules/src', 'package-lock.json'];
const notSources = new Set(['node_modules', 'dist', '.tsbuild', 'tsconfig.tsbuildinfo']);

function* files(rel) {
  const abs = path.join(root, rel);
  if (!statSync(abs).isDirectory()) {
    yield rel;
    return;
  }
  for (const name of readdirSync(abs).sort()) {
    if (notSources.has(name)) continue;
    yield* files(path.join(rel, name));
  }
}

/** A hash of everything the back office's build is made from. */
export function adminFingerprint() {
  const hash = createHash('sha256');
  for (const rel of sources.flatMap((s) => [...files(s)])) {
    hash
      .update(`${rel}\0`)
      .update(readFileSync(path.join(root, rel)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** Whether apps/admin/dist holds a build of the current sources. */
export const adminBuilt = () =>
  existsSync(path.join(distDir, 'index.html')) &&
  existsSync(fingerprintFile) &&
  readFileSync(fingerprintFile, 'utf8') === adminFingerprint();

const gzipAsync = promisify(gzip);

/** Builds the back office unconditionally. */
export async function buildAdmin() {
  const fingerprint = adminFingerprint();
  const code = run(bin('vite'), ['build', '--logLevel', 'warn'], {
    cwd: adminDir,
  });
  if (code !== 0) throw new Error(`the back office's build failed (${code})`);
  const assets = path.join(distDir, 'assets');
  const { files: count, before, after } = await compressBuildAssets(assets);
  for (const file of (await readdir(assets)).filter((f) => /\.(js|css)$/.test(f))) {
    const body = await readFile(path.join(assets, file));
    await writeFile(
      path.join(assets, `${file}.gz`),
      await gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
    );
  }
  console.log(
    `Back office built: ${count} scripts and styles, ${Math.round(before / 1024)} kB (Brotli ${Math.round(after / 1024)} kB).`,
  );
  writeFileSync(fingerprintFile, fingerprint);
}

/** Builds the back office when it is missing or out of date; answers whether it built. */
export async function ensureAdmin() {
  if (adminBuilt()) return false;
  console.log('Building the back office (first start, or its sources have changed) …');
  await buildAdmin();
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAdmin();
}
