// Browser tests use the system Chromium: its old headless shell where there is one, as Playwright's
// own default is, since the full browser in headless mode costs about half as much CPU again per
// test on these two cores. Where the shell is missing and we are root, Debian's package is
// installed; else the full Chromium (installed the same way), else a message says what to install.
// Prints the executable path on success.
import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install.mjs';

const SHELL = '/usr/bin/chromium-headless-shell';
const FULL = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH points at ${process.env.CHROMIUM_PATH}, which does not exist.`);
  }
  if (existsSync(SHELL)) return SHELL;
  if (aptInstall(['chromium-headless-shell', 'fonts-dejavu-core']) && existsSync(SHELL)) return SHELL;
  const full = FULL.find((p) => existsSync(p));
  if (full) return full;
  if (aptInstall(['chromium', 'fonts-dejavu-core']) && existsSync(FULL[0])) return FULL[0];
  throw new Error(
    'Chromium is needed for the browser tests. Install it (Debian/Ubuntu: ' +
      '`sudo apt-get install chromium-headless-shell`) or point CHROMIUM_PATH at a Chromium or Chrome executable.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
