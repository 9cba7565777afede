import type { Context } from 'hono';
import type { Shop } from '../context.ts';
import { unauthorized } from '../lib/http.ts';
import type { JwtClaims } from '../lib/jwt.ts';
import { signJwt, verifyJwt } from '../lib/jwt.ts';

export const JWT_LIFETIME_SECONDS = 24 * 60 * 60;

export function issueJwt(shop: Shop, customerId: number, guest: boolean): string {
  const iat = shop.nowSeconds();
  return signJwt({ sub: customerId, guest, iat, exp: iat + JWT_LIFETIME_SECONDS }, shop.jwtSecret);
}

const customerExists = new WeakMap<Shop, (id: number) => boolean>();

/** The claims of the `_` query parameter, null when absent; 401 when present but invalid or expired. */
export function optionalSession(c: Context, shop: Shop): JwtClaims | null {
  const token = c.req.query('_');
  if (token === undefined || token === '') return null;
  const claims = verifyJwt(token, shop.jwtSecret, shop.nowSeconds());
  let exists = customerExists.get(shop);
  if (!exists) {
    const stmt = shop.db.prepare('SELECT 1 FROM customers WHERE id = ?');
    exists = (id: number) => stmt.get(id) !== undefined;
    customerExists.set(shop, exists);
  }
  if (!claims || !exists(claims.sub)) throw unauthorized();
  return claims;
}

/** SPEC §6: customer calls carry the JWT as `_`; without a valid one they answer 401. */
export function requireSession(c: Context, shop: Shop): JwtClaims {
  const claims = optionalSession(c, shop);
  if (!claims) throw unauthorized();
  return claims;
}
