import { existsSync } from 'node:fs';

/** Chromium's old headless shell where installed (lighter), else the full Chromium in headless mode. */
const systemChromium = existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : '/usr/bin/chromium';

/** How the browser tests launch the system Chromium (CHROMIUM_PATH, else the system's). */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? systemChromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
