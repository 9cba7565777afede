#!/usr/bin/env node
// Prints each built package's JavaScript size (gzip). The load-time budget of /en/ is measured in a real
// browser by e2e/tests/budget.spec.ts (part of npm test).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FRONTENDS, ROOT } from './lib/apps.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function jsFiles(dir) {
  if (!existsSync(dir)) return [];
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...jsFiles(path));
    else if (entry.name.endsWith('.js')) files.push(path);
  }
  return files;
}

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

console.log('\nJavaScript per package (all chunks; gzip):');
for (const app of FRONTENDS) {
  const files = jsFiles(join(ROOT, app.dir, 'dist'));
  if (files.length === 0) {
    console.log(`  ${app.dir.padEnd(12)} not built`);
    continue;
  }
  const raw = files.reduce((sum, file) => sum + statSync(file).size, 0);
  const gz = files.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(`  ${app.dir.padEnd(12)} ${kb(gz).padStart(9)} gzip  (${kb(raw)} raw, ${files.length} files)`);
}
console.log('');
