// Load test of the busiest reads and of execPayment against a real server on a temporary database.
// Run: pnpm --filter @museum/api bench  (BENCH_PORT, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_CARTS).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { addDays, localDate, weekday } from '../src/lib/clock.ts';

const port = Number(process.env.BENCH_PORT ?? 4100);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const carts = Number(process.env.BENCH_CARTS ?? 1500);
const base = `http://localhost:${port}`;
const origin = 'http://localhost:3000';

const here = dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'museum-bench-'));
const server = spawn(process.execPath, [resolve(here, '../src/main.ts')], {
  env: {
    ...process.env,
    PORT: String(port),
    MUSEUM_DB: join(dir, 'bench.db'),
    MUSEUM_PROFILE: 'full',
    API_CORS_ORIGINS: origin,
    // Every booking comes from this one address: the per-client bound on opened payments would stop it.
    API_WRITE_LIMITS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
};
process.on('exit', stop);

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${base}/de/shopinfo/config?shop=179`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('The API did not start');
}

async function postJson(path: string, body: unknown): Promise<{ status: number; json: { data?: string } }> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { data?: string } };
}

/** Approved carts of one exhibition ticket each, spread over the coming weeks' slots. */
async function prepareCarts(
  count: number,
): Promise<Array<{ cartId: string; us: string; sessionUs: string }>> {
  const today = localDate(new Date());
  // Exhibition slots from next week to the end of its run (30 places each); the demo's sold-out
  // days all lie within the first week.
  const slots: string[] = [];
  for (let d = 7; d < 90; d += 1) {
    const day = addDays(today, d);
    if (weekday(day) === 1) continue;
    for (let h = 10; h <= 17; h += 1) slots.push(`${day} ${String(h).padStart(2, '0')}:00:00`);
  }
  const url = { continue: `${origin}/en/checkout/accepted`, cancel: `${origin}/en/checkout/canceled` };
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const items = [{ type: 'ticket', id: 101 + (i % 3), count: 1, datetime: slots[i % slots.length] }];
    const init = await postJson('/en/checkout/initPayment', { payart: 167, cart: { ver: 1, items }, url });
    if (init.status !== 200 || !init.json.data) throw new Error(`initPayment answered ${init.status}`);
    // No account: the payment page asks who pays (services/payer.ts), as a browser's form sends it.
    const approve = await fetch(`${base}${new URL(init.json.data).pathname}/approve`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ email: 'bench@example.org' }),
    });
    const back = new URL(String(approve.headers.get('location')));
    out.push({
      cartId: String(back.searchParams.get('cartId')),
      us: String(back.searchParams.get('us')),
      sessionUs: String(back.searchParams.get('sessionUs')),
    });
  }
  return out;
}

const rows: Array<Record<string, string | number>> = [];
async function measure(name: string, options: Parameters<typeof autocannon>[0]): Promise<void> {
  const started = performance.now();
  const result = await autocannon({
    connections,
    ...(options.amount ? {} : { duration: seconds }),
    ...options,
  });
  // Total over wall time: also right for the fixed-amount execPayment run, which lasts about a second.
  const throughput = Math.round(result.requests.total / ((performance.now() - started) / 1000));
  rows.push({
    endpoint: name,
    'req/s': throughput,
    requests: result.requests.total,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
    errors: result.errors,
  });
  console.log(`${name}: ${throughput} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
}

await waitForServer();
const today = localDate(new Date());
const nextOpen = weekday(addDays(today, 1)) === 1 ? addDays(today, 2) : addDays(today, 1);
const compact = (d: string) => d.replaceAll('-', '');
const reads: Array<[string, string]> = [
  ['GET shopinfo/config', '/de/shopinfo/config?shop=179'],
  ['GET event/select', '/de/event/select'],
  ['GET ticket/collect (date)', `/de/ticket/collect/event/1/date/${nextOpen}`],
  [
    'GET ticket/calendar deep=1',
    `/de/ticket/calendar/event/1/range/${compact(today)};${compact(addDays(today, 60))}?deep=1`,
  ],
  ['GET tour/select/event', '/de/tour/select/event'],
  [
    'GET tour/calendar (month)',
    `/de/tour/calendar/tour/1/range/${compact(today)};${compact(addDays(today, 30))}`,
  ],
  ['GET merchandise/select', '/de/merchandise/select'],
];
for (const [name, path] of reads) await measure(name, { url: `${base}${path}` });

console.log(`Preparing ${carts} approved carts…`);
const jobs = await prepareCarts(carts);
let next = 0;
await measure('POST checkout/execPayment', {
  url: base,
  amount: jobs.length,
  requests: [
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      setupRequest: (request) => {
        const job = jobs[next++ % jobs.length];
        return {
          ...request,
          path: `/en/checkout/execPayment?us=${job?.us}&sessionUs=${job?.sessionUs}&srcURL=bench`,
          body: JSON.stringify({ cartId: job?.cartId }),
        };
      },
    },
  ],
});

console.log(
  `\n${connections} connections, ${seconds} s per read endpoint, ${carts} bookings (Node ${process.version})`,
);
console.table(rows);
stop();
process.exit(0);
