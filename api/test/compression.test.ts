import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeShop } from './support.ts';

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
