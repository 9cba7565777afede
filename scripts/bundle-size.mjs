#!/usr/bin/env node
// Prints each built package's JavaScript size (gzip). The load-time budget of /en/ is measured in a real
// browser by e2e/tests/budget.spec.ts (part of npm test).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
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

/** A remote's own page, a second build beside the one the shop loads (docs/architecture.md "Two builds"). */
const STANDALONE = join('static', 'standalone');

const line = (label, files) => {
  const raw = files.reduce((sum, file) => sum + statSync(file).size, 0);
  const gz = files.reduce((sum, file) => sum + gzipSize(file), 0);
  return `  ${label.padEnd(25)} ${kb(gz).padStart(9)} gzip  (${kb(raw)} raw, ${files.length} files)`;
};

console.log('\nJavaScript per package (all chunks; gzip):');
for (const app of FRONTENDS) {
  const dist = join(ROOT, app.dir, 'dist');
  const files = jsFiles(dist);
  if (files.length === 0) {
    console.log(`  ${app.dir.padEnd(25)} not built`);
    continue;
  }
  const ownPage = join(dist, STANDALONE) + sep;
  const standalone = files.filter((file) => file.startsWith(ownPage));
  console.log(
    line(
      app.dir,
      files.filter((file) => !file.startsWith(ownPage)),
    ),
  );
  if (standalone.length > 0) console.log(line(`${app.dir} (own page)`, standalone));
}
console.log('');
