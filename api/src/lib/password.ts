import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

// A password is kept as scrypt of its MD5, with a per-password salt: login sends the MD5 (SPEC §5: MD5 on login only),
// the other calls send the password, which the routes hash to MD5 first, so every call meets the same stored form.
const KEY_LENGTH = 32;
const COST = 16_384;
const PARAMS = { N: COST, r: 8, p: 1 } as const;

/** scrypt on libuv's thread pool: a login must not stop the event loop for ~50 ms (issue 9). */
function derive(md5: string, salt: Buffer, length: number, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(md5.toLowerCase(), salt, length, { ...PARAMS, N: cost }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const format = (salt: Buffer, key: Buffer) =>
  `scrypt$${COST}$${salt.toString('base64')}$${key.toString('base64')}`;

export async function hashPassword(md5: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await derive(md5, salt, KEY_LENGTH, COST));
}

/** For seeding only (no request waits for it). */
export function hashPasswordSync(md5: string): string {
  const salt = randomBytes(16);
  return format(salt, scryptSync(md5.toLowerCase(), salt, KEY_LENGTH, PARAMS));
}

const DUMMY = hashPasswordSync('0'.repeat(32));

/** Constant-shape check; a missing hash still costs one scrypt so timing does not reveal accounts. */
export async function verifyPassword(md5: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, cost, salt, key] = (stored ?? DUMMY).split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !key || Number(cost) !== COST) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(md5, Buffer.from(salt, 'base64'), expected.length, COST);
  return timingSafeEqual(expected, actual) && stored != null;
}
