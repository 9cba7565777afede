import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// The client sends MD5(password) (SPEC §5); we store scrypt(md5) with a per-password salt.
const KEY_LENGTH = 32;
const COST = 16_384;

export function hashPassword(md5: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(md5.toLowerCase(), salt, KEY_LENGTH, { N: COST, r: 8, p: 1 });
  return `scrypt$${COST}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const DUMMY = hashPassword('0'.repeat(32));

/** Constant-shape check; a missing hash still costs one scrypt so timing does not reveal accounts. */
export function verifyPassword(md5: string, stored: string | null | undefined): boolean {
  const [scheme, cost, salt, key] = (stored ?? DUMMY).split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = scryptSync(md5.toLowerCase(), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(cost),
    r: 8,
    p: 1,
  });
  return timingSafeEqual(expected, actual) && stored != null;
}
