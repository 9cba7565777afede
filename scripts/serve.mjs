#!/usr/bin/env node
// Serves the production builds: the shell and each remote on its own origin (DESIGN §1 ports).
// `node scripts/serve.mjs [--only mf-tours]`; SHOP_CONFIG_FILE serves another /shop.config.json.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { portsFor, ROOT } from './lib/apps.mjs';
import { createStaticServer } from './lib/static-server.mjs';

export async function startStaticServers({ offset, only, shopConfigFile } = {}) {
  const { frontends } = portsFor(offset);
  const servers = [];
  for (const app of frontends) {
    if (only && app.dir !== only) continue;
    const root = join(ROOT, app.dir, 'dist');
    if (!existsSync(join(root, 'index.html'))) throw new Error(`${app.dir} is not built: run pnpm build`);
    const isShell = app.dir === 'shell';
    const server = createStaticServer({
      root,
      spaFallback: true,
      cors: !isShell,
      overrides: isShell && shopConfigFile ? { '/shop.config.json': shopConfigFile } : {},
    });
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(app.port, resolve);
    });
    servers.push(server);
    console.log(`${app.dir.padEnd(12)} http://localhost:${app.port}/`);
  }
  return () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const onlyIndex = process.argv.indexOf('--only');
  const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;
  startStaticServers({ only, shopConfigFile: process.env.SHOP_CONFIG_FILE }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
