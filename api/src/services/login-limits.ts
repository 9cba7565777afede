import type { Db } from '../db/open.ts';

/**
 * Per client address: at most this many failed logins in a window, whatever the accounts tried; then 429
 * until the window ends. One client cannot try many accounts.
 */
export const CLIENT_FAILURES_PER_WINDOW = 20;
export const CLIENT_WINDOW_SECONDS = 15 * 60;
/**
 * Per account and client: after this many failures in a row that client is locked out of that account,
 * first for 30 s, doubling up to 15 min. Failures of one client never lock the account for another, so
 * nobody can lock a customer out by typing wrong passwords for their address.
 */
export const FAILURES_BEFORE_LOCK = 5;
const FIRST_LOCK_SECONDS = 30;
const LONGEST_LOCK_SECONDS = 15 * 60;
/** Account locks are forgotten a day after their last failure. */
const FORGET_AFTER_SECONDS = 24 * 60 * 60;

interface ClientRow {
  window_start: number;
  failures: number;
}
interface AccountRow {
  failures: number;
  locked_until: number;
}

export function loginLimits(db: Db) {
  const q = {
    client: db.prepare('SELECT window_start, failures FROM login_clients WHERE client = ?'),
    setClient: db.prepare(`
      INSERT INTO login_clients (client, window_start, failures) VALUES (@client, @windowStart, @failures)
      ON CONFLICT (client) DO UPDATE SET window_start = @windowStart, failures = @failures`),
    account: db.prepare('SELECT failures, locked_until FROM login_failures WHERE email = ? AND client = ?'),
    recordFailure: db.prepare(`
      INSERT INTO login_failures (email, client, failures, locked_until, updated_at)
      VALUES (@email, @client, @failures, @lockedUntil, @now)
      ON CONFLICT (email, client) DO UPDATE SET failures = @failures, locked_until = @lockedUntil, updated_at = @now`),
    clearAccountClient: db.prepare('DELETE FROM login_failures WHERE email = ? AND client = ?'),
    clearAccount: db.prepare('DELETE FROM login_failures WHERE email = ?'),
    forgetClients: db.prepare('DELETE FROM login_clients WHERE window_start <= ?'),
    forgetAccounts: db.prepare('DELETE FROM login_failures WHERE updated_at <= ?'),
  };

  const clientWindow = (client: string, now: number): ClientRow => {
    const row = q.client.get(client) as ClientRow | undefined;
    return row && row.window_start + CLIENT_WINDOW_SECONDS > now ? row : { window_start: now, failures: 0 };
  };

  return {
    /**
     * Before checking a password: the seconds to wait (429) when the client or the client's attempts on this
     * account are limited, else 0. The attempt counts as a failure of the client until it succeeds, so
     * parallel attempts cannot outrun the limit while scrypt runs.
     */
    begin(email: string, client: string, now: number): number {
      const window = clientWindow(client, now);
      if (window.failures >= CLIENT_FAILURES_PER_WINDOW)
        return window.window_start + CLIENT_WINDOW_SECONDS - now;
      const account = q.account.get(email, client) as AccountRow | undefined;
      if (account && account.locked_until > now) return account.locked_until - now;
      q.setClient.run({ client, windowStart: window.window_start, failures: window.failures + 1 });
      return 0;
    },
    /** The password was right: the attempt is not a failure, and this client's lock on the account ends. */
    succeed(email: string, client: string, now: number): void {
      const window = clientWindow(client, now);
      q.setClient.run({
        client,
        windowStart: window.window_start,
        failures: Math.max(0, window.failures - 1),
      });
      q.clearAccountClient.run(email, client);
    },
    /** The password was wrong: count it for the account and this client, lock after five in a row. */
    fail(email: string, client: string, now: number): void {
      const account = q.account.get(email, client) as AccountRow | undefined;
      const failures = (account?.failures ?? 0) + 1;
      const lockedUntil =
        failures >= FAILURES_BEFORE_LOCK
          ? now + Math.min(FIRST_LOCK_SECONDS * 2 ** (failures - FAILURES_BEFORE_LOCK), LONGEST_LOCK_SECONDS)
          : 0;
      q.recordFailure.run({ email, client, failures, lockedUntil, now });
      q.forgetClients.run(now - CLIENT_WINDOW_SECONDS);
      q.forgetAccounts.run(now - FORGET_AFTER_SECONDS);
    },
    /** A new password (reset): every lock on the account ends. */
    clearAccount(email: string): void {
      q.clearAccount.run(email);
    },
  };
}
export type LoginLimits = ReturnType<typeof loginLimits>;
