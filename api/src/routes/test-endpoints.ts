import type { StatusErrorCode } from '@museum/shared/wire';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Env, Shop } from '../context.ts';
import { badRequest, statusBody } from '../lib/http.ts';
import { outbox } from '../services/outbox.ts';

/** An injected failure: the next `remaining` requests to `{lang}/{endpoint}` answer `status`. */
interface Fault {
  endpoint: string;
  status: number;
  remaining: number;
}

/** A payment page's id (`/simulator/{paymentId}`), whose cart is to be made older than its lifetime. */
const expireSchema = z.object({ paymentId: z.string().regex(/^[A-Za-z0-9]{1,64}$/) });

const faultSchema = z.object({
  endpoint: z.string().regex(/^[a-zA-Z0-9/_;-]+$/),
  status: z.number().int().min(400).max(599),
  times: z.number().int().min(1).max(100).default(1),
});

/** The body a real API would send with that status (SPEC §8 handling keys on the status, not the body). */
const FAULT_BODIES: Record<number, StatusErrorCode> = { 500: 'INTERNAL_ERROR', 503: 'SERVICE_UNAVAILABLE' };

/** The pending faults of one app; shared by the routes that set them and the middleware that answers them. */
export function faultInjection() {
  const faults: Fault[] = [];

  /** Answers a pending fault instead of the endpoint; after CORS, so the browser can read the status. */
  const middleware: MiddlewareHandler<Env> = async (c, next) => {
    const endpoint = c.req.path.replace(/^\/[a-z]{2}\//, '');
    const fault = c.req.method === 'OPTIONS' ? undefined : faults.find((f) => f.endpoint === endpoint);
    if (!fault) return next();
    fault.remaining -= 1;
    if (fault.remaining <= 0) faults.splice(faults.indexOf(fault), 1);
    return c.json(statusBody(FAULT_BODIES[fault.status] ?? 'INJECTED_FAULT'), fault.status as 500);
  };

  const add = (fault: z.infer<typeof faultSchema>) => {
    const existing = faults.findIndex((f) => f.endpoint === fault.endpoint);
    if (existing >= 0) faults.splice(existing, 1);
    faults.push({ endpoint: fault.endpoint, status: fault.status, remaining: fault.times });
  };

  return { middleware, add, clear: () => faults.splice(0), list: () => faults.map((f) => ({ ...f })) };
}

export type FaultInjection = ReturnType<typeof faultInjection>;

/**
 * Only mounted with MUSEUM_ENABLE_TEST_ENDPOINTS=1: lets the e2e suite read the mail the API sent, and make
 * the API fail on purpose (SPEC §8 answers a real API gives only when something is broken: 500, 503).
 */
export function testRoutes(shop: Shop, faults: FaultInjection): Hono<Env> {
  const r = new Hono<Env>();
  const mail = outbox(shop.db);
  r.get('/__outbox', (c) => c.json({ data: mail.read(c.req.query('to')?.trim().toLowerCase()) }));
  r.get('/__faults', (c) => c.json({ data: faults.list() }));
  r.post('/__faults', async (c) => {
    const parsed = faultSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw badRequest('endpoint (path after the language) and status 400-599 required');
    faults.add(parsed.data);
    return c.json({ data: true });
  });
  r.delete('/__faults', (c) => {
    faults.clear();
    return c.json({ data: true });
  });
  // A cart is payable for 30 minutes (api/README "Payment flow"): this makes the cart of one payment page
  // expire now, so that the e2e suite can show a visitor who took too long (SPEC §8 execPayment 410).
  const expireCart = shop.db.prepare(
    'UPDATE carts SET expires_at = ? WHERE id = (SELECT cart_id FROM payments WHERE id = ?)',
  );
  r.post('/__carts/expire', async (c) => {
    const parsed = expireSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw badRequest('paymentId (of /simulator/{paymentId}) required');
    const changed = expireCart.run(shop.nowSeconds() - 1, parsed.data.paymentId).changes;
    return c.json({ data: changed === 1 });
  });
  return r;
}
