// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptedEncodings, createStaticServer } from '../../scripts/lib/static-server.mjs';
import { precompressDirectory } from './precompress.ts';

const SCRIPT = `export const museum = ${JSON.stringify('Light and Shadow – Impressionism '.repeat(60))};\n`;

function buildOutput(): string {
  const dir = mkdtempSync(join(tmpdir(), 'museum-precompress-'));
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(join(dir, 'static', 'js', 'index.0123456789.js'), SCRIPT);
  writeFileSync(join(dir, 'static', 'js', 'tiny.0123456789.js'), 'export {};\n');
  writeFileSync(join(dir, 'shop.config.json'), JSON.stringify({ api: 'x'.repeat(1000) }));
  return dir;
}

describe('compression at build time (shared/build/precompress.ts)', () => {
  it('writes Brotli and gzip copies that unpack to the script itself', async () => {
    const dir = buildOutput();
    const script = join(dir, 'static', 'js', 'index.0123456789.js');
    expect(await precompressDirectory(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(`${script}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(`${script}.gz`)).toString()).toBe(SCRIPT);
    expect(readFileSync(`${script}.br`).length).toBeLessThan(readFileSync(`${script}.gz`).length);
  });

  it('leaves small files and the operator’s shop.config.json alone', async () => {
    const dir = buildOutput();
    await precompressDirectory(dir);
    expect(() => readFileSync(join(dir, 'static', 'js', 'tiny.0123456789.js.br'))).toThrow();
    expect(() => readFileSync(join(dir, 'shop.config.json.br'))).toThrow();
  });
});

describe('Accept-Encoding (scripts/lib/static-server.mjs)', () => {
  it('reads the encodings a browser allows, and q=0 as a refusal', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect(acceptedEncodings('gzip;q=1.0, br;q=0').has('br')).toBe(false);
    expect(acceptedEncodings('BR;q=0.5').has('br')).toBe(true);
    expect(acceptedEncodings(undefined).size).toBe(0);
    expect(acceptedEncodings('br;q=abc').has('br')).toBe(false);
  });
});

describe('the static server sends what the build compressed', () => {
  let server: Server | null = null;
  afterEach(() => {
    server?.close();
    server = null;
  });

  async function serve(dir: string): Promise<number> {
    server = createStaticServer({ root: dir, spaFallback: false, cors: false });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  function request(port: number, path: string, acceptEncoding: string) {
    return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });
  }

  it('Brotli to a browser that takes it, gzip to one that does not, the file to one that takes neither', async () => {
    const dir = buildOutput();
    await precompressDirectory(dir);
    const port = await serve(dir);
    const path = '/static/js/index.0123456789.js';
    const br = await request(port, path, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gzip = await request(port, path, 'gzip, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await request(port, path, 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('never sends a compressed copy older than its file', async () => {
    const dir = buildOutput();
    await precompressDirectory(dir);
    const script = join(dir, 'static', 'js', 'index.0123456789.js');
    const replaced = `${SCRIPT}// replaced by hand\n`;
    writeFileSync(script, replaced);
    const later = new Date(Date.now() + 60_000);
    utimesSync(script, later, later);
    const port = await serve(dir);
    const answer = await request(port, '/static/js/index.0123456789.js', 'br, gzip');
    expect(answer.encoding).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(replaced);
  });
});
