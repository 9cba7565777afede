import { existsSync } from 'node:fs';
import { run } from './run.mjs';

/** Debian's nginx, for the end-to-end journey through the deploy configuration (deploy/nginx). */
export function nginxPath(env = process.env) {
  return env.MUSEUM_NGINX ?? '/usr/sbin/nginx';
}

/** Makes sure the end-to-end tests have nginx: installs Debian's nginx-light as root, else says what to do. */
export async function ensureNginx() {
  const path = nginxPath();
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && path === '/usr/sbin/nginx' && existsSync('/usr/bin/apt-get')) {
    console.log('Installing nginx for the end-to-end tests (apt-get install nginx-light)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    await run('apt-get', ['update', '-qq'], { env });
    await run('apt-get', ['install', '-y', '-qq', 'nginx-light'], { env });
    if (existsSync(path)) return path;
  }
  throw new Error(
    `nginx was not found at ${path}. Install it (Debian/Ubuntu: "sudo apt-get install nginx-light") ` +
      'or point MUSEUM_NGINX at an nginx binary, then run npm test again.',
  );
}
