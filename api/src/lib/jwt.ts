import { createHmac, timingSafeEqual } from 'node:crypto';

export interface JwtClaims {
  sub: number;
  guest: boolean;
  iat: number;
  exp: number;
  /** The account's token version when it was issued; a password change increments it (revocation). */
  ver: number;
}

const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signJwt(claims: JwtClaims, secret: string): string {
  const payload = b64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

/** The claims of a token signed with secret (HS256 only) that has not expired, else null. */
export function verifyJwt(token: string, secret: string, nowSeconds: number): JwtClaims | null {
  if (token.length > 1000) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  if (!header || !payload || !signature || header !== HEADER) return null;
  // The signature compared as text, in the one spelling signJwt gives: Node's base64url decoder would also
  // take padding, stray characters or a fourth segment, so many strings would be the same token.
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<JwtClaims>;
    if (typeof claims.sub !== 'number' || typeof claims.exp !== 'number' || claims.exp <= nowSeconds)
      return null;
    return {
      sub: claims.sub,
      guest: claims.guest === true,
      iat: Number(claims.iat),
      exp: claims.exp,
      ver: typeof claims.ver === 'number' ? claims.ver : 0,
    };
  } catch {
    return null;
  }
}
