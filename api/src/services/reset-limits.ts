import { type Db, immediate } from '../db/open.ts';
import { secondsToWait, type WindowCount } from './window-wait.ts';

/**
 * Per client address: at most this many password-reset requests in a window, for known e-mails or not. One
 * client can neither mail many customers nor probe many addresses (EMAIL_UNKNOWN tells which exist).
 */
export const RESET_REQUESTS_PER_CLIENT = 10;
export const RESET_CLIENT_WINDOW_SECONDS = 15 * 60;
/**
 * Per e-mail address: at most this many reset requests, so at most this many mails, in a window, from
 * whichever clients. A customer's inbox cannot be flooded; only the newest link works anyway.
 */
export const RESET_REQUESTS_PER_EMAIL = 3;
export const RESET_EMAIL_WINDOW_SECONDS = 60 * 60;

const LONGEST_WINDOW_SECONDS = Math.max(RESET_CLIENT_WINDOW_SECONDS, RESET_EMAIL_WINDOW_SECONDS);

export function resetLimits(db: Db) {
  const q = {
    forget: db.prepare('DELETE FROM reset_requests WHERE at <= ?'),
    byClient: db.prepare(
      'SELECT COUNT(*) AS n, MIN(at) AS oldest FROM reset_requests WHERE client = ? AND at > ?',
    ),
    byEmail: db.prepare(
      'SELECT COUNT(*) AS n, MIN(at) AS oldest FROM reset_requests WHERE email = ? AND at > ?',
    ),
    insert: db.prepare('INSERT INTO reset_requests (client, email, at) VALUES (?, ?, ?)'),
  };

  return {
    /**
     * Before looking the (normalised) e-mail up: the seconds to wait (429) when this client or this address has
     * had its share, else 0, and the request counts for both.
     */
    begin(email: string, client: string, now: number): number {
      // Counted and recorded under one write lock: API processes sharing the database cannot both slip in.
      return immediate(db, () => {
        q.forget.run(now - LONGEST_WINDOW_SECONDS);
        const clientWait = secondsToWait(
          q.byClient.get(client, now - RESET_CLIENT_WINDOW_SECONDS) as WindowCount,
          RESET_REQUESTS_PER_CLIENT,
          RESET_CLIENT_WINDOW_SECONDS,
          now,
        );
        const emailWait = secondsToWait(
          q.byEmail.get(email, now - RESET_EMAIL_WINDOW_SECONDS) as WindowCount,
          RESET_REQUESTS_PER_EMAIL,
          RESET_EMAIL_WINDOW_SECONDS,
          now,
        );
        const wait = Math.max(clientWait, emailWait);
        if (wait === 0) q.insert.run(client, email, now);
        return wait;
      });
    },
  };
}
export type ResetLimits = ReturnType<typeof resetLimits>;
