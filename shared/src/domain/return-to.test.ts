import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

const origin = 'https://shop.museum.example';

describe('safeReturnTo', () => {
  it('accepts same-origin paths with query and hash', () => {
    expect(safeReturnTo('/en/checkout', origin)).toBe('/en/checkout');
    expect(safeReturnTo('/de/tickets/4?date=2026-11-21#slots', origin)).toBe(
      '/de/tickets/4?date=2026-11-21#slots',
    );
  });

  it.each([
    'https://evil.example/en/',
    '//evil.example/en/',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'en/checkout',
    '/en/\ncheckout',
    '/\t/evil.example',
    '',
    42,
    null,
  ])('refuses %j', (candidate) => {
    expect(safeReturnTo(candidate, origin)).toBeNull();
  });
});
