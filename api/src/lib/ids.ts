import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random letters and digits (SPEC §9: session strings are 12 of them). */
export function randomId(length = 12): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/**
 * Whether a secret a client sent is the stored one, in a time that does not tell how much of it was right:
 * both sides are hashed first, so neither their lengths nor their first differing character show.
 */
export function sameSecret(given: string, stored: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(stored));
}
