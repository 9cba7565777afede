import { describe, expect, it } from 'vitest';
import { limitKey } from '../src/lib/client.ts';

describe('limitKey (what per-client limits count by)', () => {
  it('keeps an IPv4 address, also one the socket reports IPv4-mapped', () => {
    expect(limitKey('192.0.2.7')).toBe('192.0.2.7');
    expect(limitKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(limitKey('::FFFF:192.0.2.7')).toBe('192.0.2.7');
    // The mapped form written in hex, which the hand-written parser before ipaddr.js counted as the /64 `::`,
    // one budget shared by every such client.
    expect(limitKey('::ffff:c000:207')).toBe('192.0.2.7');
  });

  it('counts one IPv4 address as one client however it is spelled', () => {
    expect(limitKey('192.0.2.7')).toBe(limitKey('0xc0.0.2.7'));
    expect(limitKey('127.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:0db8:0000:0042::/64';
    expect(limitKey('2001:db8:0:42::1')).toBe(key);
    expect(limitKey('2001:db8:0:42:ffff:ffff:ffff:ffff')).toBe(key);
    expect(limitKey('2001:DB8:0:42:0:0:0:9')).toBe(key);
    expect(limitKey('2001:db8:0:42::1%eth0')).toBe(key);
    expect(limitKey('2001:db8:0:43::1')).not.toBe(key);
  });

  it('writes out short and embedded forms', () => {
    expect(limitKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(limitKey('fe80::')).toBe('fe80:0000:0000:0000::/64');
    expect(limitKey('64:ff9b::192.0.2.33')).toBe('0064:ff9b:0000:0000::/64');
    expect(limitKey('1:2:3:4:5:6:192.0.2.33')).toBe('0001:0002:0003:0004::/64');
  });

  it('bounds anything else', () => {
    expect(limitKey('unknown')).toBe('unknown');
    expect(limitKey('x'.repeat(500))).toHaveLength(64);
  });
});
