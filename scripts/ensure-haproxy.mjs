// The cluster's load balancer is HAProxy from Debian's packages. Where it is missing and we are
// root, install it; otherwise say what to install. Returns the executable path.
import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install.mjs';

export function ensureHaproxy() {
  const found = [process.env.HAPROXY_PATH, '/usr/sbin/haproxy', '/usr/bin/haproxy']
    .filter(Boolean)
    .find((p) => existsSync(p));
  if (found) return found;
  if (aptInstall(['haproxy']) && existsSync('/usr/sbin/haproxy')) return '/usr/sbin/haproxy';
  throw new Error(
    'HAProxy balances the cluster. Install it (Debian/Ubuntu: `sudo apt-get install haproxy`) ' +
      'or point HAPROXY_PATH at its executable.',
  );
}
