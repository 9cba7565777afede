import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';

/** What @hono/node-server passes as the app's env: the Node request with its socket. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * What per-client limits count by. An IPv4 address as it is (also when the socket reports it IPv4-mapped,
 * `::ffff:192.0.2.1`); an IPv6 address by its /64 network, since one household or server has a whole /64 and
 * would otherwise get a fresh budget per address. Anything else (a proxy's odd header) as given, bounded.
 * Parsing is ipaddr.js's (the parser Express's proxy-addr uses): IPv6 has too many spellings to do by hand.
 */
export function limitKey(address: string): string {
  const zoneless = address.split('%')[0] ?? '';
  if (!ipaddr.isValid(zoneless)) return address.slice(0, 64);
  const parsed = ipaddr.process(zoneless);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16).padStart(4, '0'));
  return `${network.join(':')}::/64`;
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
