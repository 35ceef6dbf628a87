// Browser tests use the system Chromium. Where it is missing and we are root, install Debian's
// package; otherwise say what to install. Prints the executable path on success.
import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install.mjs';

export function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  if (aptInstall(['chromium', 'fonts-dejavu-core']) && existsSync('/usr/bin/chromium'))
    return '/usr/bin/chromium';
  throw new Error(
    'Chromium is needed for the browser tests. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
