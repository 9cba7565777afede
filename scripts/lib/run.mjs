import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';

/** Runs a command with inherited output; resolves on exit 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

export function pnpmVersion() {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return pkg.devDependencies.pnpm;
}

const localPnpm = join(ROOT, 'node_modules', '.bin', 'pnpm');

/** pnpm from the workspace once installed; before that, the pinned version through npx (corepack fails here). */
export function pnpm(args, options) {
  if (existsSync(localPnpm)) return run(localPnpm, args, options);
  return run('npx', ['-y', `pnpm@${pnpmVersion()}`, ...args], options);
}

function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update(existsSync(file) ? readFileSync(file) : 'missing');
  }
  return hash.digest('hex');
}

const WORKSPACE_DIRS = [
  'shared',
  'shell',
  'mf-tickets',
  'mf-tours',
  'mf-shop',
  'mf-checkout',
  'mf-account',
  'api',
  'e2e',
];
const INSTALL_STAMP = join(ROOT, 'node_modules', '.museum-install-stamp');

/**
 * Installs dependencies when the lockfile or a manifest changed since the last install, and only then:
 * a second start with nothing changed does not reinstall.
 */
export async function ensureInstalled() {
  const inputs = [
    'package.json',
    'pnpm-lock.yaml',
    'pnpm-workspace.yaml',
    ...WORKSPACE_DIRS.map((dir) => `${dir}/package.json`),
  ];
  const stamp = hashFiles(inputs.map((file) => join(ROOT, file)));
  if (existsSync(INSTALL_STAMP) && readFileSync(INSTALL_STAMP, 'utf8') === stamp) return false;
  console.log('Installing dependencies (only when they changed)…');
  const env = { ...process.env };
  // better-sqlite3 compiles from source: build it against the headers of the Node that runs npm, when present.
  const prefix = join(process.execPath, '..', '..');
  if (!env.npm_config_nodedir && existsSync(join(prefix, 'include', 'node', 'node_api.h'))) {
    env.npm_config_nodedir = prefix;
  }
  await pnpm(['install', '--frozen-lockfile', '--config.confirmModulesPurge=false'], { env });
  writeFileSync(INSTALL_STAMP, stamp);
  return true;
}

function sourceFiles(dir) {
  const files = [];
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(join(ROOT, dir));
  return files.sort();
}

const BUILD_DIRS = ['shared', 'shell', 'mf-tickets', 'mf-tours', 'mf-shop', 'mf-checkout', 'mf-account'];
const BUILD_STAMP = join(ROOT, 'node_modules', '.museum-build-stamp');

/** Builds every frontend for production, unless nothing they are built from changed since the last build. */
export async function ensureBuilt({ force = false } = {}) {
  const inputs = [
    join(ROOT, 'pnpm-lock.yaml'),
    join(ROOT, 'tsconfig.base.json'),
    ...BUILD_DIRS.flatMap((dir) => sourceFiles(dir)),
  ];
  const stamp = hashFiles(inputs);
  const distsExist = BUILD_DIRS.filter((dir) => dir !== 'shared').every((dir) =>
    existsSync(join(ROOT, dir, 'dist', 'index.html')),
  );
  if (!force && distsExist && existsSync(BUILD_STAMP) && readFileSync(BUILD_STAMP, 'utf8') === stamp) {
    console.log('Production builds are up to date.');
    return false;
  }
  await pnpm(['build']);
  writeFileSync(BUILD_STAMP, stamp);
  return true;
}

export function elapsed(start) {
  return `${((Date.now() - start) / 1000).toFixed(1)} s`;
}

export function mtime(path) {
  return statSync(path).mtimeMs;
}
