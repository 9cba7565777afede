#!/usr/bin/env node
import { REMOTES } from './lib/apps.mjs';
// `npm test`: every check, in order, stopping at the first failure: typecheck, lint (zero warnings), unit
// tests, production build with bundle sizes, the remotes' compatibility with the shell, and the Playwright
// suite against the production builds started the same way as `npm start`.
import { ensureChromium } from './lib/chromium.mjs';
import { ensureNginx } from './lib/nginx.mjs';
import { elapsed, ensureBuilt, ensureInstalled, pnpm, run } from './lib/run.mjs';
import { workspaceNode } from './lib/stack.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: the shop needs Node 20.19 or newer.`);
  process.exit(1);
}

const timings = [];
async function step(name, action) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  await action();
  timings.push(`${name.padEnd(28)} ${elapsed(started)}`);
}

const started = Date.now();
try {
  await step('install (when changed)', () => ensureInstalled());
  await step('chromium', async () => {
    const path = await ensureChromium();
    process.env.MUSEUM_CHROMIUM = path;
  });
  await step('nginx', async () => {
    process.env.MUSEUM_NGINX = await ensureNginx();
  });
  await step('typecheck', () => pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']));
  await step('lint (zero warnings)', () => pnpm(['exec', 'biome', 'check', '--error-on-warnings', '.']));
  // Vitest keeps one core free by default: a single worker on a 2-core machine. Nothing runs beside the unit
  // tests here, so they get every core (254 s became 153 s on 2 cores). `pnpm test:unit` does the same.
  await step('unit tests', () => pnpm(['exec', 'vitest', 'run', '--maxWorkers=100%']));
  await step('production build', async () => {
    await ensureBuilt();
    await run(workspaceNode(), ['scripts/bundle-size.mjs']);
  });
  // DESIGN §3: every built remote must fit the built shell (shared singletons and @museum/shared contract).
  await step('remotes fit the shell', () =>
    run(workspaceNode(), [
      'shared/build/check-remote-cli.ts',
      ...REMOTES.map((remote) => `${remote.dir}/dist/mf-manifest.json`),
    ]),
  );
  await step('end-to-end tests (Chromium)', () => pnpm(['--filter', '@museum/e2e', 'run', 'test']));
  console.log(`\nAll checks passed in ${elapsed(started)}:\n  ${timings.join('\n  ')}`);
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : error}`);
  if (timings.length > 0) console.error(`  passed before: \n  ${timings.join('\n  ')}`);
  process.exit(1);
}
