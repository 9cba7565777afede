import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, validateHeaderValue } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bootPreloadLink, languageOfPath, readBootPreloads, remoteOfPath } from './boot-preloads.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);
/** Compressed copies a build writes beside a file, the smaller first. */
const PRECOMPRESSED = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/** The encodings an `Accept-Encoding` header allows (`br;q=0` refuses Brotli). */
export function acceptedEncodings(header = '') {
  const accepted = new Set();
  for (const part of header.split(',').slice(0, 20)) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name && !(q && !(Number(q.slice(2)) > 0))) accepted.add(name);
  }
  return accepted;
}

// Rsbuild puts a content hash in every file name under static/: those never change and may be cached for good.
const HASHED = /[./-][0-9a-f]{8,}\.(?:js|css|woff2|png|jpg|svg|webp)$/;

/**
 * A small production file server for one built app: Brotli or gzip, long caching for hashed files, no caching for
 * entry points (index.html, mf-manifest.json, remoteEntry.js, shop.config.json), and CORS for remotes
 * because the shell loads them from another origin.
 */
export function createStaticServer({ root, spaFallback, cors, overrides = {} }) {
  const gzipCache = new Map();
  const send = (req, res, file, extraHeaders = {}) => {
    const stats = statSync(file);
    const ext = extname(file);
    const headers = {
      ...extraHeaders,
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      Vary: 'Accept-Encoding',
    };
    if (cors) headers['Access-Control-Allow-Origin'] = '*';
    if (ext === '.html') headers['X-Frame-Options'] = 'SAMEORIGIN';
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    // Scripts and styles compressed at build time (shared/build/precompress.ts), as nginx's brotli_static and
    // gzip_static send them; a copy older than its file (a file replaced by hand) is not used.
    for (const [encoding, suffix] of PRECOMPRESSED) {
      if (!accepted.has(encoding)) continue;
      const compressed = `${file}${suffix}`;
      const compressedStats = existsSync(compressed) ? statSync(compressed) : null;
      if (!compressedStats?.isFile() || compressedStats.mtimeMs < stats.mtimeMs) continue;
      res.writeHead(200, {
        ...headers,
        'Content-Encoding': encoding,
        'Content-Length': compressedStats.size,
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(compressed).pipe(res);
      return;
    }
    if (accepted.has('gzip') && COMPRESSIBLE.has(ext) && stats.size > 512) {
      const key = `${file}:${stats.mtimeMs}`;
      let body = gzipCache.get(key);
      if (!body) {
        body = gzipSync(readFileSync(file), { level: 9 });
        gzipCache.set(key, body);
      }
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': stats.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };

  /** What a page of the shell under /{language}/ announces: see scripts/lib/boot-preloads.mjs. */
  const bootPreloadHeaders = (preloads, language, remote) => {
    try {
      const configFile = overrides['/shop.config.json'] ?? join(root, 'shop.config.json');
      const { api, remotes } = existsSync(configFile) ? JSON.parse(readFileSync(configFile, 'utf8')) : {};
      // The address is checked where it is written into the header (bootPreloadLink).
      const link = bootPreloadLink(preloads, language, api, remote ? remotes?.[remote] : undefined);
      if (!link) return {};
      // Never a header Node refuses to write (that would throw inside the request handler).
      validateHeaderValue('Link', link);
      return { Link: link };
    } catch {
      // A half-written configuration: the page works without the hints.
      return {};
    }
  };

  /**
   * What a client-side route gets: under /{language}/, that language's page where the build has it
   * (/en/index.html, shared/build/boot-pages.ts) and the header announcing what its start will ask for (a
   * remote's page: its remote's manifest too); anywhere else, index.html alone.
   */
  const routePage = (pathname) => {
    const index = { file: join(root, 'index.html'), headers: {} };
    let preloads;
    try {
      preloads = readBootPreloads(root);
    } catch {
      // A half-written build: index.html still starts the shop.
      return index;
    }
    const language = preloads && languageOfPath(preloads, pathname);
    if (!language) return index;
    const page = join(root, language, 'index.html');
    return {
      file: existsSync(page) ? page : index.file,
      headers: bootPreloadHeaders(preloads, language, remoteOfPath(preloads, pathname)),
    };
  };

  return createServer((req, res) => {
    if (req.method === 'OPTIONS' && cors) {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400);
      res.end();
      return;
    }
    const override = overrides[pathname];
    if (override && existsSync(override)) {
      send(req, res, override);
      return;
    }
    const file = normalize(join(root, pathname));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403);
      res.end();
      return;
    }
    if (existsSync(file) && statSync(file).isFile()) {
      send(req, res, file);
      return;
    }
    // Client-side routes of the shell (/en/tickets/4) all load index.html, in the path's language where the build
    // has it (/en/index.html, shared/build/boot-pages.ts); missing assets stay 404. While a rebuild replaces the
    // folder there is no index.html for a moment: a 503, not a crashed server.
    if (spaFallback && !extname(pathname)) {
      const page = routePage(pathname);
      if (existsSync(page.file)) {
        send(req, res, page.file, page.headers);
      } else {
        res.writeHead(503, { 'Retry-After': '1' });
        res.end();
      }
      return;
    }
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
    });
    res.end('Not found');
  });
}
