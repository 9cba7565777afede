import { describe, expect, it } from 'vitest';
import { randomId, sameSecret } from '../src/lib/ids.ts';

describe('sameSecret', () => {
  it('takes only the stored secret, whatever the length or spelling of the one given', () => {
    const stored = 'aB3dE5gH7jK9mN1p';
    expect(sameSecret(stored, stored)).toBe(true);
    for (const given of [
      '',
      stored.slice(0, 15),
      `${stored}x`,
      stored.toLowerCase(),
      ` ${stored}`,
      `${stored}\0`,
    ])
      expect(sameSecret(given, stored), JSON.stringify(given)).toBe(false);
  });

  it('compares the secrets the payments are given', () => {
    const secret = randomId(16);
    expect(sameSecret(secret, secret)).toBe(true);
    expect(sameSecret(randomId(16), secret)).toBe(false);
  });
});
