import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from '../src/lib/jwt.ts';

const claims = { sub: 7, guest: false, iat: 1000, exp: 2000, ver: 3 };
const SECRET = 'a-test-secret';

describe('verifyJwt', () => {
  it('gives back the claims of a token it signed, until it expires', () => {
    const token = signJwt(claims, SECRET);
    expect(verifyJwt(token, SECRET, 1500)).toEqual(claims);
    expect(verifyJwt(token, SECRET, 2000)).toBeNull();
    expect(verifyJwt(token, 'another-secret', 1500)).toBeNull();
  });

  it('takes only the one spelling of a token: no padding, no stray characters, no fourth segment', () => {
    const token = signJwt(claims, SECRET);
    for (const variant of [
      `${token}=`,
      `${token}==`,
      `${token}.`,
      `${token}.extra`,
      `${token}!`,
      `${token} `,
    ])
      expect(verifyJwt(variant, SECRET, 1500), variant).toBeNull();
  });
});
