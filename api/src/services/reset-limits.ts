import type { Db } from '../db/open.ts';

/**
 * Per client address: at most this many password-reset requests in a window, for known e-mails or not. One
 * client can neither mail many customers nor probe many addresses (EMAIL_UNKNOWN tells which exist).
 */
export const RESET_REQUESTS_PER_CLIENT = 10;
export const RESET_CLIENT_WINDOW_SECONDS = 15 * 60;
/**
 * Per account: at most this many reset mails in a window, from whichever clients. A customer's inbox cannot
 * be flooded; only the newest link works anyway.
 */
export const RESET_MAILS_PER_ACCOUNT = 3;
export const RESET_ACCOUNT_WINDOW_SECONDS = 60 * 60;

const LONGEST_WINDOW_SECONDS = Math.max(RESET_CLIENT_WINDOW_SECONDS, RESET_ACCOUNT_WINDOW_SECONDS);

interface Oldest {
  n: number;
  oldest: number | null;
}

export function resetLimits(db: Db) {
  const q = {
    forget: db.prepare('DELETE FROM reset_requests WHERE at <= ?'),
    byClient: db.prepare(
      'SELECT COUNT(*) AS n, MIN(at) AS oldest FROM reset_requests WHERE client = ? AND at > ?',
    ),
    byEmail: db.prepare(
      'SELECT COUNT(*) AS n, MIN(at) AS oldest FROM reset_requests WHERE email = ? AND at > ?',
    ),
    insert: db.prepare('INSERT INTO reset_requests (client, email, at) VALUES (?, NULL, ?)'),
    mailed: db.prepare('UPDATE reset_requests SET email = ? WHERE id = ?'),
  };

  /** Seconds until the oldest counted request leaves its window, when the window is full; else 0. */
  const waitFor = ({ n, oldest }: Oldest, limit: number, window: number, now: number): number =>
    n >= limit && oldest !== null ? Math.max(1, oldest + window - now) : 0;

  return {
    /**
     * Before looking the e-mail up: the seconds to wait (429) when this client or this account has had its
     * share, else the request is counted for the client and 0 with the id `mailed` takes.
     */
    begin(email: string, client: string, now: number): { wait: number; id: number } {
      q.forget.run(now - LONGEST_WINDOW_SECONDS);
      const clientWait = waitFor(
        q.byClient.get(client, now - RESET_CLIENT_WINDOW_SECONDS) as Oldest,
        RESET_REQUESTS_PER_CLIENT,
        RESET_CLIENT_WINDOW_SECONDS,
        now,
      );
      const accountWait = waitFor(
        q.byEmail.get(email, now - RESET_ACCOUNT_WINDOW_SECONDS) as Oldest,
        RESET_MAILS_PER_ACCOUNT,
        RESET_ACCOUNT_WINDOW_SECONDS,
        now,
      );
      const wait = Math.max(clientWait, accountWait);
      if (wait > 0) return { wait, id: 0 };
      return { wait: 0, id: Number(q.insert.run(client, now).lastInsertRowid) };
    },
    /** A reset mail went to this account: it counts for the account from now on. */
    mailed(id: number, email: string): void {
      q.mailed.run(email, id);
    },
  };
}
export type ResetLimits = ReturnType<typeof resetLimits>;
