import type { Context } from 'hono';

/** What @hono/node-server passes as the app's env: the Node request with its socket. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The client's address, for per-client limits: the socket's remote address. X-Forwarded-For is read only
 * when a trusted proxy sets it (API_TRUST_PROXY=1), and then only its last entry, the one the proxy added.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
