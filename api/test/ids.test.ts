import { describe, expect, it } from 'vitest';
import { randomId, sameSecret } from '../src/lib/ids.ts';

describe('sameSecret', () => {
  it('takes only the stored secret, whatever the length or spelling of the one given', () => {
    const stored = randomId(16);
    expect(sameSecret(stored, stored)).toBe(true);
    for (const given of [
      '',
      stored.slice(0, 15),
      `${stored}x`,
      stored.toLowerCase(),
      ` ${stored}`,
      `${stored}\0`,
    ])
      if (given !== stored) expect(sameSecret(given, stored), JSON.stringify(given)).toBe(false);
  });
});
