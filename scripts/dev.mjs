#!/usr/bin/env node
// `pnpm dev`: the API (restarting on change) and every frontend with hot reload, on the ports of DESIGN §1.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { ensureInstalled } from './lib/run.mjs';

await ensureInstalled();
const pnpmBin = join(ROOT, 'node_modules', '.bin', 'pnpm');
const children = [
  spawn(pnpmBin, ['--filter', '@museum/api', 'dev'], { cwd: ROOT, stdio: 'inherit' }),
  spawn(pnpmBin, ['-r', '--parallel', '--filter', './shell', '--filter', './mf-*', 'run', 'dev'], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
];
if (!existsSync(join(ROOT, 'api', 'data', 'museum.db')))
  console.log('The API seeds the demo museum on first start.');
console.log('\n  Shop (hot reload)  http://localhost:3000/\n  API                http://localhost:4000/\n');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
