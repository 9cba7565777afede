import { existsSync } from 'node:fs';
import { run } from './run.mjs';

/** Debian's Chromium (MACHINE.md): Playwright cannot download a browser of its own on these machines. */
export function chromiumPath(env = process.env) {
  return env.MUSEUM_CHROMIUM ?? env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Makes sure the end-to-end tests have a browser: installs Debian's chromium as root, else says what to do. */
export async function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && path === '/usr/bin/chromium' && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Chromium for the end-to-end tests (apt-get install chromium)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    await run('apt-get', ['update', '-qq'], { env });
    await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
    if (existsSync(path)) return path;
  }
  throw new Error(
    `Chromium was not found at ${path}. Install it (Debian/Ubuntu: "sudo apt-get install chromium") ` +
      'or point MUSEUM_CHROMIUM at a Chromium or Chrome binary, then run npm test again.',
  );
}
