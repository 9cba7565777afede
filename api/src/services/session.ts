import type { Context } from 'hono';
import type { Shop } from '../context.ts';
import { unauthorized } from '../lib/http.ts';
import type { JwtClaims } from '../lib/jwt.ts';
import { signJwt, verifyJwt } from '../lib/jwt.ts';

export const JWT_LIFETIME_SECONDS = 24 * 60 * 60;

const tokenVersions = new WeakMap<Shop, (id: number) => number | undefined>();

/** The current token version of a customer, undefined when the customer does not exist. */
function tokenVersion(shop: Shop, customerId: number): number | undefined {
  let lookup = tokenVersions.get(shop);
  if (!lookup) {
    const stmt = shop.db.prepare('SELECT token_version FROM customers WHERE id = ?');
    lookup = (id: number) => (stmt.get(id) as { token_version: number } | undefined)?.token_version;
    tokenVersions.set(shop, lookup);
  }
  return lookup(customerId);
}

export function issueJwt(shop: Shop, customerId: number, guest: boolean): string {
  const iat = shop.nowSeconds();
  return signJwt(
    {
      sub: customerId,
      guest,
      iat,
      exp: iat + JWT_LIFETIME_SECONDS,
      ver: tokenVersion(shop, customerId) ?? 0,
    },
    shop.jwtSecret,
  );
}

/**
 * The claims of the `_` query parameter, null when absent; 401 when present but invalid, expired, or
 * issued before the account's last password change.
 */
export function optionalSession(c: Context, shop: Shop): JwtClaims | null {
  const token = c.req.query('_');
  if (token === undefined || token === '') return null;
  const claims = verifyJwt(token, shop.jwtSecret, shop.nowSeconds());
  if (!claims || tokenVersion(shop, claims.sub) !== claims.ver) throw unauthorized();
  return claims;
}

/** SPEC §6: customer calls carry the JWT as `_`; without a valid one they answer 401. */
export function requireSession(c: Context, shop: Shop): JwtClaims {
  const claims = optionalSession(c, shop);
  if (!claims) throw unauthorized();
  return claims;
}
