import { type Db, immediate } from '../db/open.ts';
import { secondsToWait, type WindowCount } from './window-wait.ts';

/**
 * Writes anyone may make without an account, per client address and kind: a registration (a customer row and a
 * password hash, about 50 ms of scrypt on the thread pool that logins share), a guest customer (a row), an
 * opened payment (a cart with its lines, up to the body limit). Without a bound one client could grow the
 * database and hold the pool for everyone. Generous for a museum's public Wi-Fi behind one address.
 */
export const WRITE_LIMITS = {
  register: { perClient: 30, windowSeconds: 10 * 60 },
  guest: { perClient: 30, windowSeconds: 10 * 60 },
  payment: { perClient: 120, windowSeconds: 10 * 60 },
} as const;
export type WriteKind = keyof typeof WRITE_LIMITS;

const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(WRITE_LIMITS).map((l) => l.windowSeconds));

export function writeLimits(db: Db, enabled: boolean) {
  const q = {
    forget: db.prepare('DELETE FROM write_requests WHERE at <= ?'),
    count: db.prepare(
      'SELECT COUNT(*) AS n, MIN(at) AS oldest FROM write_requests WHERE client = ? AND kind = ? AND at > ?',
    ),
    insert: db.prepare('INSERT INTO write_requests (client, kind, at) VALUES (?, ?, ?)'),
  };
  return {
    /**
     * Called once the request is well-formed (its fields checked), before the costly part: the seconds to wait
     * (429) when this client has had its share of this kind, else 0, and the request counts. One that the
     * cart's content refuses afterwards (sold out, a voucher code spent) counts too: it cost the pricing.
     */
    begin(kind: WriteKind, client: string, now: number): number {
      if (!enabled) return 0;
      const { perClient, windowSeconds } = WRITE_LIMITS[kind];
      // Counted and recorded under one write lock: API processes sharing the database cannot both slip in.
      return immediate(db, () => {
        q.forget.run(now - LONGEST_WINDOW_SECONDS);
        const found = q.count.get(client, kind, now - windowSeconds) as WindowCount;
        const wait = secondsToWait(found, perClient, windowSeconds, now);
        if (wait === 0) q.insert.run(client, kind, now);
        return wait;
      });
    },
  };
}
export type WriteLimits = ReturnType<typeof writeLimits>;
