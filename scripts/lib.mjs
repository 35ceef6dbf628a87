// Small process helpers shared by the start, build and test scripts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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

export function storefrontBuilt(distDir = '.next') {
  return existsSync(path.join(storefrontDir, distDir, 'BUILD_ID'));
}
