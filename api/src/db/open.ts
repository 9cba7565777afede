import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { SCHEMA_SQL, SCHEMA_VERSION } from './schema.ts';

export type Db = Database.Database;

/** Opens (and creates when new) the museum database. WAL lets readers run beside the one writer. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Concurrent writers (other processes) wait for the lock instead of failing at once.
  db.pragma('busy_timeout = 5000');
  return db;
}

export function createSchema(db: Db): void {
  db.exec(SCHEMA_SQL);
  db.pragma(`user_version = ${SCHEMA_VERSION}`);
}

export function hasSchema(db: Db): boolean {
  return (db.pragma('user_version', { simple: true }) as number) === SCHEMA_VERSION;
}

/** Runs fn inside BEGIN IMMEDIATE: the write lock is taken up front, so two bookings never interleave. */
export function immediate<T>(db: Db, fn: () => T): T {
  return db.transaction(fn).immediate();
}
