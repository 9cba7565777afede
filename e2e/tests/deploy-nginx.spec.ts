import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  API,
  NGINX,
  NGINX_BROTLI_MODULE,
  NGINX_REMOTE_PORTS,
  NGINX_SHELL_PORT,
} from '../support/environment';
import { expect, test } from '../support/fixtures';
import { watchUnusedPreloads } from '../support/preloads';

const ROOT = join(import.meta.dirname, '..', '..');
const PREVIOUS_CHUNK = 'static/js/async/before.0123abcd.js';
const SHELL = `http://localhost:${NGINX_SHELL_PORT}`;
const DIRS = {
  mf_tickets: 'mf-tickets',
  mf_tours: 'mf-tours',
  mf_shop: 'mf-shop',
  mf_checkout: 'mf-checkout',
  mf_account: 'mf-account',
} as const;

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command}: ${output}`))));
  });
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Collects every report the browser makes against the Content-Security-Policy, from before the first script,
 * but one kind: the test's own axe fetches the style sheets it checks, and the remotes' sheets are on origins
 * the policy gives no connection to. Those reports are `connect-src` for a `.css` file with no source file
 * (axe runs through the DevTools protocol); the shop never fetches a style sheet (its styles are <link>s,
 * `style-src`). Everything else counts, also reports without a source file: a picture that React puts in the
 * page against `img-src` has none.
 */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { museumCspViolations: string[] }).museumCspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      const axeReadsStyleSheet =
        event.effectiveDirective === 'connect-src' &&
        !event.sourceFile &&
        new URL(event.blockedURI, location.href).pathname.endsWith('.css');
      if (!axeReadsStyleSheet)
        seen.push(
          `${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile || 'no source file'})`,
        );
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { museumCspViolations?: string[] }).museumCspViolations ?? []);
}

/**
 * Issue 14: the shop as a museum deploys it. deploy/nginx/render-config.mjs writes the configuration for the
 * shell's and each remote's origin; Debian's nginx serves the production builds with it, under a strict
 * Content-Security-Policy; a visitor's journey must not meet a single violation.
 */
test.describe('served by nginx with the deploy configuration', () => {
  test.describe.configure({ mode: 'serial' });
  let nginx: ChildProcess | null = null;
  let dir = '';

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    expect(existsSync(NGINX), `nginx was not found at ${NGINX} (Debian: apt-get install nginx-light)`).toBe(
      true,
    );
    expect(
      existsSync(NGINX_BROTLI_MODULE),
      `nginx's Brotli module was not found at ${NGINX_BROTLI_MODULE} (Debian: apt-get install libnginx-mod-http-brotli-static)`,
    ).toBe(true);
    dir = mkdtempSync(join(tmpdir(), 'museum-nginx-'));
    // nginx's workers may run as another user: they must read the generated files.
    chmodSync(dir, 0o755);
    // The build before this one, as an operator keeps it after a deploy: one chunk this build does not have.
    mkdirSync(join(dir, 'previous-tickets', 'static', 'js', 'async'), { recursive: true });
    writeFileSync(join(dir, 'previous-tickets', PREVIOUS_CHUNK), '/* the build before */');
    const site = {
      name: 'the end-to-end suite',
      shell: { origin: SHELL, root: join(ROOT, 'shell', 'dist'), configFile: join(dir, 'shop.config.json') },
      remotes: Object.fromEntries(
        Object.entries(NGINX_REMOTE_PORTS).map(([name, port]) => [
          name,
          {
            origin: `http://localhost:${port}`,
            root: join(ROOT, DIRS[name as keyof typeof DIRS], 'dist'),
            ...(name === 'mf_tickets' ? { previousRoot: join(dir, 'previous-tickets') } : {}),
          },
        ]),
      ),
      api: `${API}/`,
      supportEmail: 'shop@museum.example',
      brotliStatic: true,
    };
    writeFileSync(join(dir, 'site.json'), JSON.stringify(site, null, 2));
    await run(process.execPath, [
      join(ROOT, 'deploy', 'nginx', 'render-config.mjs'),
      '--site',
      join(dir, 'site.json'),
      '--out',
      join(dir, 'museum-shop.conf'),
    ]);
    chmodSync(join(dir, 'shop.config.json'), 0o644);
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        `load_module ${NGINX_BROTLI_MODULE};`,
        'worker_processes 1;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log warn;`,
        'events { worker_connections 256; }',
        'http {',
        `  include /etc/nginx/mime.types;`,
        '  default_type application/octet-stream;',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${dir}/${kind};`,
        ),
        `  include ${dir}/museum-shop.conf;`,
        '}',
      ].join('\n'),
    );
    nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: 'inherit',
    });
    await expect.poll(() => portOpen(NGINX_SHELL_PORT), { timeout: 10_000 }).toBe(true);
  });

  test.afterAll(async () => {
    nginx?.kill('SIGQUIT');
  });

  test('a visitor books a ticket and an article without one policy violation', async ({ page, shop }) => {
    // Six pages, each checked with axe: longer than a usual test on a busy machine.
    test.setTimeout(150_000);
    const violations = await watchPolicy(page);
    const remoteConfigRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/shopinfo/config')) remoteConfigRequests.push(request.url());
    });
    const response = await page.goto(`${SHELL}/en/`);
    await shop.checkPage();
    // Announced by the page's header and taken from there: asked for once.
    expect(remoteConfigRequests).toEqual([`${API}/en/shopinfo/config?shop=179`]);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain(
      `script-src 'self' ${Object.values(NGINX_REMOTE_PORTS)
        .map((port) => `http://localhost:${port}`)
        .join(' ')}`,
    );
    expect(policy).toContain(`connect-src 'self' ${API}`);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');

    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'Tickets' }).click();
    await shop.checkPage();
    await page.getByTestId('event-list').getByRole('link').first().click();
    await shop.checkPage();
    await page.getByRole('button', { name: 'One more: Adult' }).click();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();

    await navigation.getByRole('link', { name: 'Shop' }).click();
    await shop.checkPage();
    await page.getByRole('button', { name: 'Add to basket' }).first().click();
    await expect(page.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();

    await page.getByRole('link', { name: 'Basket, 2 items' }).click();
    await shop.checkPage();
    await expect(page.getByTestId('cart')).toContainText('Adult');
    expect(await violations()).toEqual([]);
  });

  test("every remote's pages and the shell's own run under the policy", async ({ page, shop }) => {
    test.setTimeout(120_000);
    const violations = await watchPolicy(page);
    // A full page load each (the reports are the document's): each remote first, and a page of the shell whose
    // text and pictures come from the API as HTML.
    const paths = [
      '/en/guided-tours/1',
      '/en/passes',
      '/en/vouchers',
      '/en/login',
      '/en/register',
      '/de/checkout',
      '/en/page/exhibition-notes',
    ];
    const reports: string[] = [];
    for (const path of paths) {
      await shop.visit(`${SHELL}${path}`);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      for (const report of await violations()) {
        // The notes' HTML carries an onerror (api/src/seed/pages.ts), and so does the sanitizer's canary:
        // Chromium reports an inline handler against `script-src-attr` already when DOMPurify parses it in its
        // inert document, before DOMPurify drops it. Allowed from that file only, and only if nothing ran.
        const sourceFile = /^script-src-attr inline \((.+)\)$/.exec(report)?.[1];
        if (sourceFile && /dompurify/i.test(await (await fetch(sourceFile)).text())) continue;
        reports.push(`${path}: ${report}`);
      }
    }
    expect(reports).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => 'museumInjected' in window || '__museumInjected' in window)).toBe(false);
  });

  test("a remote's page announces the remote's entry, and the shop runs that one", async ({ page, shop }) => {
    const violations = await watchPolicy(page);
    // A header naming the entry another way than the runtime loads it would be a preload nobody used.
    const unusedPreloads = watchUnusedPreloads(page);
    const entry = `http://localhost:${NGINX_REMOTE_PORTS.mf_tickets}/remoteEntry.js`;
    const response = await page.goto(`${SHELL}/en/tickets`);
    await shop.checkPage();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tickets and events');
    expect(response?.headers().link).toContain(`<${entry}>; rel=preload; as=script`);
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((resource) => resource.name),
    );
    expect(fetched.filter((name) => name === entry)).toEqual([entry]);
    // The home page loads no remote, and names none.
    const home = await fetch(`${SHELL}/en/`);
    expect(home.headers.get('link')).not.toContain('remoteEntry.js');
    expect(await unusedPreloads()).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  test('hashed assets are cached for good, entry points never; everything is compressed', async () => {
    const get = (url: string) => fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    const html = await get(`${SHELL}/en/tickets`);
    expect(html.headers.get('cache-control')).toBe('no-cache');
    expect(html.headers.get('content-security-policy')).toContain("default-src 'none'");
    // The API's connection opens while the scripts download, and the start's own requests go with them: the
    // English texts, the remote configuration and the static content (scripts/lib/boot-preloads.mjs).
    const link = html.headers.get('link') ?? '';
    expect(link).toContain(`<${new URL(API).origin}>; rel=preconnect; crossorigin`);
    expect(link).toMatch(/<\/static\/js\/async\/[\w.]+\.js>; rel=preload; as=script/);
    expect(link).toContain(`<${API}/en/shopinfo/config?shop=179>; rel=preload; as=fetch; crossorigin`);
    expect(link).toContain(`<${API}/en/content/static>; rel=preload; as=fetch; crossorigin`);
    // The API's pictures are <img>s, with credentials: a connection of their own beside the CORS one above.
    expect(link.split(/,\s*/)).toContain(`<${new URL(API).origin}>; rel=preconnect`);
    // A remote registered by its entry needs no connection announced for its scripts: the entry's preload, a
    // script without `crossorigin` like them, opens it (scripts/lib/boot-preloads.mjs).
    expect(link).not.toContain(`<http://localhost:${NGINX_REMOTE_PORTS.mf_tickets}>; rel=preconnect`);
    // Only pages name them; the configuration beside them does not.
    expect((await get(`${SHELL}/shop.config.json`)).headers.get('link')).toBeNull();
    // A page is in its language before any script runs (shared/build/boot-pages.ts): its `lang`, and what the
    // boot spinner says to a screen reader. Outside a language, index.html.
    const german = await get(`${SHELL}/de/tickets/4?partner=x`);
    expect(german.headers.get('cache-control')).toBe('no-cache');
    const germanPage = await german.text();
    expect(germanPage).toContain('<html lang="de">');
    expect(germanPage).toContain('role="status" aria-label="Wird geladen …"');
    expect(await (await get(`${SHELL}/sv/`)).text()).toContain('<html lang="sv">');
    // The language's folder in the build is no page of its own: /da is the Danish page too.
    const danish = await get(`${SHELL}/da`);
    expect(danish.status).toBe(200);
    expect(await danish.text()).toContain('<title>Museumsbutik</title>');
    for (const path of ['/', '/deutsch/tickets', '/logout']) {
      expect(await (await get(`${SHELL}${path}`)).text(), path).toContain('aria-label="Loading"');
    }
    const script = (await html.text()).match(/src="(\/static\/js\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const asset = await get(`${SHELL}${script}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    // A browser that takes Brotli gets the build's .br copy: the same script, smaller.
    const brotli = await fetch(`${SHELL}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(await brotli.text()).toBe(await asset.text());
    // A hashed file that is not there is a 404 that nobody keeps: it may be there after the deploy that is
    // copying it, or again after a rollback. Anything else missing under /static/ is no page either.
    for (const path of ['/static/js/async/none.deadbeef.js', '/static/js/none.js']) {
      const missing = await get(`${SHELL}${path}`);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get('cache-control') ?? '', path).not.toContain('immutable');
    }
    // A page opened before a remote's deploy still finds the build before's chunks (previousRoot).
    const tickets = `http://localhost:${NGINX_REMOTE_PORTS.mf_tickets}`;
    const before = await get(`${tickets}/${PREVIOUS_CHUNK}`);
    expect(before.status).toBe(200);
    expect(await before.text()).toBe('/* the build before */');
    expect(before.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(before.headers.get('access-control-allow-origin')).toBe(SHELL);
    expect((await get(`${tickets}/static/js/async/none.deadbeef.js`)).status).toBe(404);
    // A remote's own page (its team's standalone build) is framed by no one and loads only its own scripts.
    const remotePage = await get(`http://localhost:${NGINX_REMOTE_PORTS.mf_account}/index.html`);
    expect(remotePage.headers.get('x-frame-options')).toBe('DENY');
    expect(remotePage.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(remotePage.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const config = await get(`${SHELL}/shop.config.json`);
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expect((await config.json()).remotes.mf_tickets).toBe(
      `http://localhost:${NGINX_REMOTE_PORTS.mf_tickets}/remoteEntry.js`,
    );
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const entry = await get(`http://localhost:${NGINX_REMOTE_PORTS.mf_tours}/${file}`);
      expect(entry.status, file).toBe(200);
      expect(entry.headers.get('cache-control'), file).toBe('no-cache');
      expect(entry.headers.get('access-control-allow-origin'), file).toBe(SHELL);
    }
    // The configuration the suite rendered is the one committed as the example, apart from paths and ports.
    const conf = readFileSync(join(dir, 'museum-shop.conf'), 'utf8');
    expect(conf).toContain('gzip_static on;');
    // A language page a later shell build lacks is checked as a file, then /index.html (no redirect loop).
    expect(conf).toMatch(/try_files \$uri \$museum_page_[0-9a-f]{8} \/index\.html;/);
  });
});

test('an https site renders a configuration this nginx accepts (TLS, HTTP/2)', async () => {
  test.skip(!existsSync(NGINX), `nginx was not found at ${NGINX}`);
  const dir = mkdtempSync(join(tmpdir(), 'museum-nginx-tls-'));
  const example = JSON.parse(readFileSync(join(ROOT, 'deploy', 'nginx', 'site.example.json'), 'utf8'));
  // The committed example as an operator fills it in: real folders, a certificate (nginx -t reads it).
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=shop.museum.example',
    '-keyout',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem'),
  ]);
  // One remote served elsewhere (a CDN): named by its entry's address, it gets no server block here.
  const CDN_ENTRY = 'https://cdn.museum.example/tours/v2/remoteEntry.js';
  const site = {
    ...example,
    shell: { ...example.shell, root: join(ROOT, 'shell', 'dist'), configFile: join(dir, 'shop.config.json') },
    remotes: Object.fromEntries(
      Object.entries(example.remotes as Record<string, object>).map(([name, remote]) => [
        name,
        name === 'mf_tours'
          ? { entry: CDN_ENTRY }
          : { ...remote, root: join(ROOT, DIRS[name as keyof typeof DIRS], 'dist') },
      ]),
    ),
    tls: { certificate: join(dir, 'cert.pem'), key: join(dir, 'key.pem') },
    theme: { '--museum-accent': '#1d4e89' },
    // A tag manager container whose tags report to an analytics service.
    analytics: { tagManagerId: 'GTM-AB12CD' },
    policyAdditions: { 'connect-src': ['https://*.google-analytics.com'] },
  };
  writeFileSync(join(dir, 'site.json'), JSON.stringify(site));
  await run(process.execPath, [
    join(ROOT, 'deploy', 'nginx', 'render-config.mjs'),
    '--site',
    join(dir, 'site.json'),
    '--out',
    join(dir, 'museum-shop.conf'),
  ]);
  // The http block of Debian's stock nginx.conf, which includes conf.d/*.conf: it already turns gzip on, so
  // the rendered file must not say so a second time at that level.
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      `load_module ${NGINX_BROTLI_MODULE};`,
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  ssl_prefer_server_ciphers on;',
      '  gzip on;',
      `  include ${dir}/museum-shop.conf;`,
      '}',
    ].join('\n'),
  );
  const output = await run(NGINX, [
    '-t',
    '-q',
    '-e',
    join(dir, 'error.log'),
    '-p',
    dir,
    '-c',
    join(dir, 'nginx.conf'),
  ]);
  expect(output).not.toContain('[emerg]');
  const rendered = readFileSync(join(dir, 'museum-shop.conf'), 'utf8');
  expect(rendered.match(/^server \{/gm)).toHaveLength(5);
  expect(rendered).toContain(
    `script-src 'self' https://tickets.shop.museum.example ${new URL('.', CDN_ENTRY)}`,
  );
  const shopConfig = JSON.parse(readFileSync(join(dir, 'shop.config.json'), 'utf8'));
  expect(shopConfig.remotes.mf_tours).toBe(CDN_ENTRY);
  expect(shopConfig.theme).toEqual(site.theme);
  expect(shopConfig.analytics).toEqual(site.analytics);
});

test('a site file that would bend the configuration or stop the shop is refused, one line saying why', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'museum-nginx-refused-'));
  const example = JSON.parse(readFileSync(join(ROOT, 'deploy', 'nginx', 'site.example.json'), 'utf8'));
  const refusals: [string, Record<string, unknown>, RegExp][] = [
    // A quote or an nginx variable in a host would end up inside the policy header's quotes.
    [
      'entry host',
      { remotes: { ...example.remotes, mf_tours: { entry: 'https://cdn"x.example/remoteEntry.js' } } },
      /remotes\.mf_tours\.entry must be the address of a remoteEntry\.js/,
    ],
    ['api host', { api: 'https://api$host.example/' }, /api must be an origin/],
    // The shell would refuse these at start (SHOP_CONFIG_INVALID): the render refuses them first.
    [
      'tag manager id',
      { analytics: { tagManagerId: 'gtm-abc' } },
      /analytics\.tagManagerId must look like GTM-/,
    ],
    ['theme property', { theme: { color: 'red' } }, /theme\.color: a --museum-\* property/],
    [
      'policy addition',
      { policyAdditions: { 'script-src': ["'unsafe-inline'"] } },
      /policyAdditions\.script-src/,
    ],
    ['support address', { supportEmail: 'shop at museum' }, /supportEmail must be an e-mail address/],
    ['request timeout', { requestTimeoutMs: 5 }, /requestTimeoutMs must be a whole number from 1000/],
    ['title separator', { titleSeparator: 42 }, /titleSeparator must be "-" or "\|"/],
    // Names and paths are written into nginx's directives: a line break or `;` would add directives of its own.
    ['name', { name: 'shop\nserver { listen 81; }' }, /name must be one line/],
    [
      'remote root',
      {
        remotes: {
          ...example.remotes,
          mf_tours: {
            origin: 'https://tours.shop.museum.example',
            root: '/srv/x; location = /x { return 200; }',
          },
        },
      },
      /remotes\.mf_tours\.root must be a path/,
    ],
    ['certificate', { tls: { certificate: '/etc/ssl/a b.pem', key: '/etc/ssl/k.pem' } }, /tls\.certificate/],
    [
      'origin twice',
      {
        remotes: {
          ...example.remotes,
          mf_tours: { origin: example.remotes.mf_tickets.origin, root: '/srv/museum-shop/mf-tours' },
        },
      },
      /is named twice/,
    ],
  ];
  for (const [what, change, reason] of refusals) {
    const site = join(dir, `${what.replace(/\W/g, '-')}.json`);
    const shell = {
      ...example.shell,
      root: join(ROOT, 'shell', 'dist'),
      configFile: join(dir, 'shop.config.json'),
    };
    writeFileSync(site, JSON.stringify({ ...example, shell, ...change }));
    await expect(
      run(process.execPath, [
        join(ROOT, 'deploy', 'nginx', 'render-config.mjs'),
        '--site',
        site,
        '--out',
        join(dir, 'never.conf'),
      ]),
      what,
    ).rejects.toThrow(reason);
  }
});
