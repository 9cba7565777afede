// `BENCH_PROTOCOL=h2` (scripts/bench-web.mjs): the shop as a museum deploys it, over HTTPS with HTTP/2 (the
// nginx configuration of deploy/nginx listens `ssl http2`). Each origin of the bench (shell, remotes, single
// bundle, API) gets a TLS front on its port + TLS_PORT_SHIFT that passes every request on to the plain server
// behind it, so both builds are still served the same way, by the same servers. The protocol matters to what
// Lighthouse reports: its network model gives an HTTP/1.1 origin six connections, each with its own handshake and
// slow start, and an HTTP/2 origin one shared connection.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { join } from 'node:path';
import { assertPortFree } from '../lib/stack.mjs';

const TLS_PORT_SHIFT = 2000;

// Headers of one HTTP/1.1 hop, which HTTP/2 forbids (RFC 9113 §8.2.2).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
]);

const withoutHopHeaders = (headers) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );

/**
 * A self-signed certificate for localhost, made once with the machine's openssl (a benchmark's need, not the
 * shop's: Chromium is started with --ignore-certificate-errors and trusts nothing else from it).
 */
export function localhostCertificate(dir) {
  const key = join(dir, 'localhost-key.pem');
  const cert = join(dir, 'localhost-cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '3650',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    if (made.error || made.status !== 0)
      throw new Error(
        `BENCH_PROTOCOL=h2 needs openssl to make a localhost certificate: ${made.error?.message ?? made.stderr}`,
      );
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** `http://localhost:P…` → `https://localhost:(P + TLS_PORT_SHIFT)…`: an origin's address behind its front. */
export function tlsAddress(address) {
  return address.replace(
    /^http:\/\/localhost:(\d+)/,
    (_, port) => `https://localhost:${Number(port) + TLS_PORT_SHIFT}`,
  );
}

/** Starts a TLS front (HTTP/2, HTTP/1.1 for clients without it) for each port; resolves to a function that stops them. */
export async function startTlsFronts(ports, certificate) {
  // All or none: a front that could not listen would leave the others open and the bench hanging.
  await Promise.all(ports.map((port) => assertPortFree(port + TLS_PORT_SHIFT)));
  const agent = new Agent({ keepAlive: true });
  // Closing a server waits for its HTTP/2 sessions; a browser that just quit may leave one open.
  const sessions = new Set();
  const servers = await Promise.all(
    ports.map(
      (port) =>
        new Promise((resolve, reject) => {
          const server = createSecureServer({ ...certificate, allowHTTP1: true }, (req, res) => {
            const upstream = request(
              {
                host: 'localhost',
                port,
                method: req.method,
                path: req.url,
                headers: { ...withoutHopHeaders(req.headers), host: `localhost:${port}` },
                agent,
              },
              (answer) => {
                res.writeHead(answer.statusCode ?? 502, withoutHopHeaders(answer.headers));
                answer.pipe(res);
              },
            );
            upstream.on('error', () => {
              if (!res.headersSent) res.writeHead(502);
              res.end();
            });
            req.pipe(upstream);
            // A request the browser gave up on gives its connection to the server behind back, not to no one.
            res.on('close', () => {
              if (!res.writableFinished) upstream.destroy();
            });
          });
          server.on('session', (session) => {
            sessions.add(session);
            session.once('close', () => sessions.delete(session));
          });
          server.once('error', reject);
          server.listen(port + TLS_PORT_SHIFT, () => resolve(server));
        }),
    ),
  );
  return async () => {
    for (const session of sessions) session.destroy();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    agent.destroy();
  };
}
