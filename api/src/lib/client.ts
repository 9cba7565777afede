import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';

/** What @hono/node-server passes as the app's env: the Node request with its socket. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The eight groups of an IPv6 address, written out (`::` filled, an embedded IPv4 as two groups). */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => group.padStart(4, '0'));
}

/**
 * What per-client limits count by. An IPv4 address as it is (also when the socket reports it IPv4-mapped,
 * `::ffff:192.0.2.1`); an IPv6 address by its /64 network, since one household or server has a whole /64 and
 * would otherwise get a fresh budget per address. Anything else (a proxy's odd header) as given, bounded.
 */
export function limitKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  const zoneless = address.split('%')[0] ?? '';
  if (isIPv6(zoneless)) return `${ipv6Groups(zoneless).slice(0, 4).join(':')}::/64`;
  return address.slice(0, 64);
}

/**
 * The client, for per-client limits (`limitKey` of its address): the socket's remote address. X-Forwarded-For
 * is read only when a trusted proxy sets it (API_TRUST_PROXY=1), and then only its last entry, the one the
 * proxy added.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return limitKey(forwarded.slice(0, 64));
  }
  const env = c.env as NodeBindings | undefined;
  const address = env?.incoming?.socket?.remoteAddress;
  return address ? limitKey(address) : 'unknown';
}
