import type { Db } from '../db/open.ts';

/**
 * Outgoing mail. The reference API has no mail server: messages land in the outbox table, which the
 * e2e suite reads through GET /__outbox (test endpoints only) and an operator can read with sqlite3.
 */
export function outbox(db: Db) {
  const insert = db.prepare('INSERT INTO outbox (to_addr, subject, body, created_at) VALUES (?, ?, ?, ?)');
  const forAddress = db.prepare(
    'SELECT to_addr AS "to", subject, body, created_at FROM outbox WHERE to_addr = ? ORDER BY id DESC LIMIT 50',
  );
  const latest = db.prepare(
    'SELECT to_addr AS "to", subject, body, created_at FROM outbox ORDER BY id DESC LIMIT 50',
  );
  return {
    send: (to: string, subject: string, body: string, now: string) => {
      insert.run(to, subject, body, now);
    },
    read: (to?: string) =>
      (to ? forAddress.all(to) : latest.all()) as Array<{
        to: string;
        subject: string;
        body: string;
        created_at: string;
      }>,
  };
}
