import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { hasSchema, openDatabase } from './db/open.ts';
import { localDate } from './lib/clock.ts';
import { isProfile } from './seed/profiles.ts';
import { seedDemo } from './seed/seed.ts';

const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 4000);
const file = resolve(process.env.MUSEUM_DB ?? resolve(here, '../data/museum.db'));
const profile = process.env.MUSEUM_PROFILE ?? 'full';
const publicUrl = process.env.API_PUBLIC_URL ?? `http://localhost:${port}/`;
const corsOrigins = (
  process.env.API_CORS_ORIGINS ??
  ['3000', '3001', '3002', '3003', '3004', '3005'].map((p) => `http://localhost:${p}`).join(',')
)
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);

if (!isProfile(profile)) {
  console.error(`Unknown MUSEUM_PROFILE "${profile}".`);
  process.exit(1);
}

const isNew = !existsSync(file);
const db = openDatabase(file);
if (!hasSchema(db)) {
  const tables = db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table'").get() as {
    n: number;
  };
  if (!isNew && tables.n > 0) {
    console.error(`${file} holds another schema: run \`pnpm --filter @museum/api seed\` to recreate it.`);
    process.exit(1);
  }
  seedDemo(db, { profile, today: localDate(new Date()) });
  console.log(`Seeded the ${profile} demo museum into ${file}`);
}

const app = createApp({
  db,
  corsOrigins,
  publicUrl,
  enableTestEndpoints: process.env.MUSEUM_ENABLE_TEST_ENDPOINTS === '1',
  trustProxy: process.env.API_TRUST_PROXY === '1',
  writeLimits: process.env.API_WRITE_LIMITS !== '0',
  log: (line) => console.log(line),
});

const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Museum API on http://localhost:${info.port}/ (database ${file})`);
});

function shutdown(): void {
  server.close();
  db.close();
  process.exit(0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, shutdown);

// Started by `npm start` or the test suite: end together with the parent, even if it was killed hard.
if (process.env.MUSEUM_EXIT_WITH_PARENT === '1') {
  process.stdin.on('end', shutdown);
  process.stdin.resume();
}
