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
  return r;
}
