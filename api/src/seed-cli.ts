import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './db/open.ts';
import { localDate } from './lib/clock.ts';
import { isProfile, PROFILES } from './seed/profiles.ts';
import { seedDemo } from './seed/seed.ts';

const here = dirname(fileURLToPath(import.meta.url));
const file = resolve(process.env.MUSEUM_DB ?? resolve(here, '../data/museum.db'));
const profile = process.argv[2] ?? process.env.MUSEUM_PROFILE ?? 'full';

if (!isProfile(profile)) {
  console.error(`Unknown profile "${profile}". Profiles: ${PROFILES.join(', ')}`);
  process.exit(1);
}

const started = performance.now();
for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
const db = openDatabase(file);
seedDemo(db, { profile, today: localDate(new Date()) });
db.close();
console.log(
  `Seeded the ${profile} demo museum into ${file} in ${Math.round(performance.now() - started)} ms`,
);
