// Debian packages a script needs (the browser for the browser tests, the load balancer for the
// cluster): installed with apt-get when missing and this runs as root, as on the shop's CI machine.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Installs `packages` with apt-get when root; returns whether apt-get succeeded. */
export function aptInstall(packages) {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`Installing ${packages.join(', ')} (apt-get install) …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return (
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env }).status === 0
  );
}
