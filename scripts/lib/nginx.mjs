import { existsSync } from 'node:fs';
import { run } from './run.mjs';

/** Debian's nginx, for the end-to-end journey through the deploy configuration (deploy/nginx). */
export function nginxPath(env = process.env) {
  return env.MUSEUM_NGINX ?? '/usr/sbin/nginx';
}

/** The module that sends the files the build compressed with Brotli (deploy/nginx: `brotliStatic`). */
export function nginxBrotliModulePath(env = process.env) {
  return env.MUSEUM_NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
}

const PACKAGES = ['nginx-light', 'libnginx-mod-http-brotli-static'];

/**
 * Makes sure the end-to-end tests have nginx and its brotli_static module: installs Debian's packages as root,
 * else says what to do.
 */
export async function ensureNginx() {
  const path = nginxPath();
  const brotli = nginxBrotliModulePath();
  if (existsSync(path) && existsSync(brotli)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const debian = path === '/usr/sbin/nginx' && brotli.startsWith('/usr/lib/nginx/modules/');
  if (isRoot && debian && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing nginx for the end-to-end tests (apt-get install ${PACKAGES.join(' ')})…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    await run('apt-get', ['update', '-qq'], { env });
    await run('apt-get', ['install', '-y', '-qq', ...PACKAGES], { env });
    if (existsSync(path) && existsSync(brotli)) return path;
  }
  throw new Error(
    `nginx or its Brotli module was not found (${path}, ${brotli}). Install them (Debian/Ubuntu: ` +
      `"sudo apt-get install ${PACKAGES.join(' ')}") or point MUSEUM_NGINX and MUSEUM_NGINX_BROTLI_MODULE at ` +
      'them, then run npm test again.',
  );
}
