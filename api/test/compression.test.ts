import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeShop, ORIGIN } from './support.ts';

describe('compressed answers', () => {
  const shop = makeShop();
  const gzip = { 'Accept-Encoding': 'gzip, deflate, br' };

  it('gzips an answer over 1 kB for a client that takes it, and says it varies by that', async () => {
    const plain = await shop.request('GET', '/en/ticket/collect/event/1');
    const text = await plain.text();
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Content-Length')).toBe(String(Buffer.byteLength(text)));
    expect(text.length).toBeGreaterThan(1024);

    const packed = await shop.request('GET', '/en/ticket/collect/event/1', undefined, gzip);
    expect(packed.headers.get('Content-Encoding')).toBe('gzip');
    expect(packed.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const bytes = Buffer.from(await packed.arrayBuffer());
    expect(bytes.length).toBeLessThan(text.length / 4);
    expect(gunzipSync(bytes).toString()).toBe(text);
  });

  it("keeps the CORS headers on a compressed answer to the shop's origin, and varies by both", async () => {
    const res = await shop.request('GET', '/en/ticket/collect/event/1', undefined, {
      ...gzip,
      Origin: ORIGIN,
    });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN);
    expect(res.headers.get('Vary')?.split(/,\s*/).sort()).toEqual(['Accept-Encoding', 'Origin']);
    const preflight = await shop.request('OPTIONS', '/en/ticket/collect/event/1', undefined, {
      ...gzip,
      Origin: ORIGIN,
      'Access-Control-Request-Method': 'GET',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Content-Encoding')).toBeNull();
  });

  it('leaves a small answer as it is, with its length', async () => {
    const res = await shop.request('GET', '/en/tour/select', undefined, gzip);
    const text = await res.text();
    expect(text.length).toBeLessThan(1024);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Content-Length')).toBe(String(Buffer.byteLength(text)));
  });

  it('answers a refused body as before: its status and its code', async () => {
    const res = await shop.request('POST', '/en/checkout/order', 'x'.repeat(70 * 1024), gzip);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE' });
  });
});
