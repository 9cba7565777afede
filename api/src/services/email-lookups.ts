import { type Db, immediate } from '../db/open.ts';
import { secondsToWait, type WindowCount } from './window-wait.ts';

/**
 * Registration and customer/validate must say EMAIL_TAKEN (SPEC §5), which tells whether an address has an
 * account. One client address may learn that of at most this many different addresses in a window; beyond
 * it, every look-up of an e-mail waits (429), so a list of addresses cannot be sifted for customers. The
 * same address checked again (validation runs as the visitor leaves each field) counts once, and addresses
 * without an account are not counted: a visitor registering does not meet the limit.
 */
export const TAKEN_ANSWERS_PER_CLIENT = 10;
export const TAKEN_WINDOW_SECONDS = 15 * 60;

export function emailLookupLimits(db: Db) {
  const q = {
    forget: db.prepare('DELETE FROM taken_answers WHERE at <= ?'),
    count: db.prepare('SELECT COUNT(*) AS n, MIN(at) AS oldest FROM taken_answers WHERE client = ?'),
    record: db.prepare(
      'INSERT INTO taken_answers (client, email, at) VALUES (?, ?, ?) ON CONFLICT (client, email) DO NOTHING',
    ),
  };
  return {
    /** Before looking an e-mail up: the seconds to wait (429) when this client has had its share, else 0. */
    wait(client: string, now: number): number {
      return immediate(db, () => {
        q.forget.run(now - TAKEN_WINDOW_SECONDS);
        const found = q.count.get(client) as WindowCount;
        return secondsToWait(found, TAKEN_ANSWERS_PER_CLIENT, TAKEN_WINDOW_SECONDS, now);
      });
    },
    /** The look-up answered EMAIL_TAKEN for this (normalised) address. */
    taken(client: string, email: string, now: number): void {
      q.record.run(client, email, now);
    },
  };
}
