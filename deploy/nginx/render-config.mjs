#!/usr/bin/env node
// Writes the nginx configuration of a museum's shop (DESIGN §6): one server block per origin (the shell and
// each remote), caching by kind of file, compression, and a Content-Security-Policy that allows scripts only
// from the shell's and the remotes' origins and connections only to the API. Also writes the shell's
// shop.config.json for those origins. No packages needed: `node deploy/nginx/render-config.mjs --help`.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { bootPreloadLink, readBootPreloads } from '../../scripts/lib/boot-preloads.mjs';

const REMOTES = ['mf_tickets', 'mf_tours', 'mf_shop', 'mf_checkout', 'mf_account'];

/** Files whose name carries a content hash (Rsbuild puts them under static/): they never change. */
const HASHED_ASSETS = String.raw`^/static/.+\.[0-9a-f]{8,}\.(js|css|svg|png|jpg|webp|woff2)$`;

/**
 * A host name as DNS has them. Origins go into headers inside nginx's quotes and into the policy: a quote, `$`
 * (an nginx variable), `;` (a new directive) or a space there would change what nginx or the browser reads.
 */
const SAFE_HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

function fail(message) {
  console.error(message);
  process.exit(2);
}

/**
 * A plain http(s) address: no user or password, query or fragment, and a host name as DNS has them; else the
 * render stops with `problem`.
 */
function plainUrl(value, what, problem) {
  let url;
  try {
    url = new URL(value);
  } catch {
    fail(`${what} is not a URL: ${value}`);
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    !SAFE_HOST.test(url.hostname)
  )
    fail(problem);
  return url;
}

function originOf(value, what) {
  const problem = `${what} must be an origin like https://shop.museum.example, got ${value}`;
  const url = plainUrl(value, what, problem);
  if (url.pathname !== '/') fail(problem);
  return url;
}

/** Characters a remote's entry path may use: it goes into a header inside nginx's quotes (no `"`, `$`, `;`). */
const SAFE_PATH = /^[A-Za-z0-9._~/-]+$/;

/**
 * A remote served elsewhere (a CDN, another team's host): the URL of its `remoteEntry.js`. Its folder is what the
 * policy allows scripts and styles from, so it must be a plain https (or http) address.
 */
function entryOf(value, what, shellOrigin) {
  const problem = `${what} must be the address of a remoteEntry.js like https://cdn.museum.example/tours/v2/remoteEntry.js, got ${value}`;
  const url = plainUrl(value, what, problem);
  if (!url.pathname.endsWith('/remoteEntry.js') || !SAFE_PATH.test(url.pathname)) fail(problem);
  if (shellOrigin.protocol === 'https:' && url.protocol !== 'https:')
    fail(`${what} must be https: the shell's pages are, and browsers refuse scripts over http there`);
  return url;
}

/**
 * `theme` and `analytics` go into shop.config.json as they are: checked here as the shell checks that file
 * (shared/src/config/shop-config.ts), so a typo stops the render instead of the shop's start.
 */
function checkShopConfigExtras(site) {
  const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (site.theme !== undefined) {
    if (!isObject(site.theme)) fail('theme must be an object of --museum-* properties');
    for (const [name, value] of Object.entries(site.theme)) {
      if (!/^--museum-[a-z0-9-]+$/.test(name) || typeof value !== 'string' || value.length > 200)
        fail(`theme.${name}: a --museum-* property with a value of at most 200 characters`);
    }
  }
  if (site.analytics !== undefined) {
    if (!isObject(site.analytics)) fail('analytics must be an object like { "tagManagerId": "GTM-ABC123" }');
    for (const [name, value] of Object.entries(site.analytics)) {
      if (name !== 'tagManagerId') fail(`analytics.${name} is not a setting of the shop`);
      if (typeof value !== 'string' || !/^GTM-[A-Z0-9]+$/.test(value))
        fail(`analytics.tagManagerId must look like GTM-ABC123, got ${JSON.stringify(value)}`);
    }
  }
}

/**
 * The rest of shop.config.json's settings, checked as the shell checks them (shared/src/config/shop-config.ts:
 * zod's email pattern, the two separators, 1 to 60 seconds), so that a render never writes a file the shell
 * refuses at start (SHOP_CONFIG_INVALID), which would take the whole shop down.
 */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
function checkShopConfigSettings(site) {
  if (typeof site.supportEmail !== 'string' || !EMAIL.test(site.supportEmail))
    fail(
      `supportEmail must be an e-mail address like shop@museum.example, got ${JSON.stringify(site.supportEmail)}`,
    );
  if (site.titleSeparator !== undefined && !['-', '|'].includes(site.titleSeparator))
    fail(`titleSeparator must be "-" or "|", got ${JSON.stringify(site.titleSeparator)}`);
  const timeout = site.requestTimeoutMs;
  if (timeout !== undefined && (!Number.isInteger(timeout) || timeout < 1000 || timeout > 60_000))
    fail(`requestTimeoutMs must be a whole number from 1000 to 60000, got ${JSON.stringify(timeout)}`);
}

/**
 * A file or folder the configuration names (a root, the shop.config.json, a certificate): written into nginx's
 * directives as it is, so a space, `;`, a quote, a brace, `$` or `#` (or a line break) would end the directive
 * or start another one. Refused, one line saying which.
 */
const SAFE_FILE_PATH = /^[A-Za-z0-9._~/+@:-]+$/;
function checkFilePath(value, what) {
  if (typeof value !== 'string' || value.length === 0 || value.length > 1024 || !SAFE_FILE_PATH.test(value))
    fail(`${what} must be a path of letters, digits and . _ ~ / + @ : - only, got ${JSON.stringify(value)}`);
  return value;
}

/** `sha256-…` of every inline <style> of the shell's index.html, so the policy needs no 'unsafe-inline'. */
function inlineStyleHashes(indexHtml) {
  return [...indexHtml.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
    ([, css]) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
  );
}

/** The tag manager's script origin (the shell's features/tag-manager loads it after cookie consent). */
const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const POLICY_ADDITIONS = ['script-src', 'connect-src', 'img-src', 'frame-src'];
/** An https origin, or all subdomains of one (`https://*.google-analytics.com`): what the tags may add. */
const HTTPS_SOURCE = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/;

/**
 * What the museum's tag manager container needs beyond its own script (its tags: an analytics service, ad
 * pixels), by directive, from the site file's `policyAdditions`: only https origins, so no tag can open the
 * policy to inline or evaluated code.
 */
function policyAdditions(site) {
  const additions = site.policyAdditions ?? {};
  if (typeof additions !== 'object' || additions === null || Array.isArray(additions))
    fail('policyAdditions must be an object like { "connect-src": ["https://*.google-analytics.com"] }');
  for (const [directive, sources] of Object.entries(additions)) {
    if (!POLICY_ADDITIONS.includes(directive))
      fail(`policyAdditions.${directive}: only ${POLICY_ADDITIONS.join(', ')} may be added to`);
    if (
      !Array.isArray(sources) ||
      sources.length > 20 ||
      !sources.every((source) => HTTPS_SOURCE.test(source))
    )
      fail(
        `policyAdditions.${directive} must list at most 20 https origins (https://host or https://*.host)`,
      );
  }
  const tagManager = site.analytics?.tagManagerId ? [TAG_MANAGER_ORIGIN] : [];
  const of = (directive) => [
    ...(directive === 'script-src' || directive === 'img-src' ? tagManager : []),
    ...(additions[directive] ?? []),
  ];
  return Object.fromEntries(POLICY_ADDITIONS.map((directive) => [directive, of(directive)]));
}

function contentSecurityPolicy({ remotes, api, styleHashes, additions }) {
  // A remote on this nginx by its origin; one served elsewhere by its folder (its chunks sit beside its entry).
  const remoteOrigins = remotes.map((remote) => remote.source);
  const apiOrigin = new URL(api).origin;
  const add = (directive) => additions[directive].join(' ');
  return [
    "default-src 'none'",
    `script-src 'self' ${remoteOrigins.join(' ')} ${add('script-src')}`,
    `style-src 'self' ${remoteOrigins.join(' ')} ${styleHashes.join(' ')}`,
    `img-src 'self' ${apiOrigin} data: ${add('img-src')}`,
    // The shell fetches its shop.config.json; everything else it asks for is the API's. Remotes are
    // registered by their remoteEntry.js (a script), so no connection to their origins is needed.
    `connect-src 'self' ${apiOrigin} ${add('connect-src')}`,
    ...(additions['frame-src'].length > 0 ? [`frame-src ${add('frame-src')}`] : []),
    "font-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ]
    .map((directive) => directive.replace(/\s+/g, ' ').trim())
    .join('; ');
}

/**
 * A remote's origin also serves its own page (index.html, the standalone build its team opens): the same rules
 * as the shop's pages, for what that page loads (its own scripts and styles, the API), and no framing (its
 * forms, a login among them, must not be put under another site's clicks). A script or manifest sent with it
 * is not affected: a policy applies to the page it comes with.
 */
function remotePagePolicy(api) {
  const apiOrigin = new URL(api).origin;
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' ${apiOrigin} data:`,
    `connect-src 'self' ${apiOrigin}`,
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

function listenLines(origin, site) {
  if (origin.protocol === 'http:') return [`listen ${origin.port || 80};`];
  if (!site.tls?.certificate || !site.tls?.key)
    fail(`https origin ${origin.origin} needs "tls": {certificate, key}`);
  return [
    // `listen … http2` rather than `http2 on;` (nginx 1.25.1+): Debian 12's nginx 1.22 knows only this form;
    // newer versions accept it with a deprecation notice.
    `listen ${origin.port || 443} ssl http2;`,
    `ssl_certificate ${site.tls.certificate};`,
    `ssl_certificate_key ${site.tls.key};`,
  ];
}

const indent = (lines, depth) => lines.map((line) => `${'  '.repeat(depth)}${line}`);

/** Headers every answer gets; repeated in each location because nginx drops outer add_header lines there. */
const COMMON_HEADERS = [
  'add_header X-Content-Type-Options "nosniff" always;',
  'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
];

/** A map from the original request URI (`$request_uri`) to a value, tried in order, else `fallback`. */
function requestUriMap(variable, fallback, entries) {
  return [`map $request_uri $${variable} {`, ...indent([`default ${fallback};`, ...entries], 1), '}', ''];
}

/** The request URIs of pages under /{language}/ (`/de`, `/de/…`, `/de?…`), or of one of its first segments. */
const languagePattern = (language, segments) =>
  segments ? `"~^/${language}/(?:${segments.join('|')})(?:[/?]|$)"` : `"~^/${language}(?:[/?]|$)"`;

/**
 * Pages under /{language}/ announce what the shop's start will ask for (the language's texts, shopinfo/config,
 * the static content; on a remote's page, its remoteEntry.js), so the browser fetches them beside the scripts
 * (scripts/lib/boot-preloads.mjs). A map on the original request URI: after `try_files`, $uri is the file
 * served (/{language}/index.html or /index.html), which no longer names the page's route. Empty for every
 * other file, and nginx sends no header with an empty value. (Matched as requested: `/en/%74ickets` is not a
 * remote's page here, and has the language's preloads only.)
 */
function bootPreloadMap({ variable, preloads, api, remotes }) {
  const entryOfRemote = new Map(remotes.map((remote) => [remote.name, remote.entry]));
  // nginx tries a map's regular expressions in order: a remote's pages before the rest of their language.
  const entries = Object.keys(preloads.texts).flatMap((language) => [
    ...Object.entries(preloads.remotes ?? {})
      .filter(([remote, segments]) => entryOfRemote.has(remote) && segments.length > 0)
      .map(([remote, segments]) => {
        const link = bootPreloadLink(preloads, language, api, entryOfRemote.get(remote));
        return `${languagePattern(language, segments)} "${link}";`;
      }),
    `${languagePattern(language)} "${bootPreloadLink(preloads, language, api)}";`,
  ]);
  return requestUriMap(variable, '""', entries);
}

/**
 * The page a client-side route loads: /{language}/index.html for a path under /{language}/ where the build has
 * it (its `lang`, title and boot spinner's label in that language, shared/build/boot-pages.ts), else /index.html.
 * A map on the original request URI, like the preloads, so matched as requested: `/%64e/` or `//de/` get
 * /index.html here, where the project's static server (which decodes the path) gives the German page. Both
 * start the shop. `try_files` checks the file and falls back to /index.html, so a shell deployed after the
 * render without a language's page still starts.
 */
function bootPageMap({ variable, preloads, shellRoot }) {
  const languages = Object.keys(preloads.texts).filter((language) =>
    existsSync(join(shellRoot, language, 'index.html')),
  );
  if (languages.length === 0) return [];
  const entries = languages.map((language) => `${languagePattern(language)} "/${language}/index.html";`);
  return requestUriMap(variable, '"/index.html"', entries);
}

/**
 * Compression and charset, per server block rather than at the http level: Debian's stock nginx.conf already
 * says `gzip on;` in the http block that includes conf.d, and a second one there stops nginx (`"gzip"
 * directive is duplicate`). A server block's own settings override the http level's instead.
 */
function compressionLines(site) {
  return [
    'gzip on;',
    'gzip_comp_level 6;',
    'gzip_min_length 512;',
    'gzip_vary on;',
    'gzip_types text/css application/javascript text/javascript application/json image/svg+xml;',
    '# Files compressed at build time (file.js.gz) are sent as they are.',
    'gzip_static on;',
    ...(site.brotliStatic
      ? [
          '# And their Brotli copies (file.js.br, about 13 % smaller) to browsers that take Brotli: needs the',
          '# brotli_static module (Debian: libnginx-mod-http-brotli-static).',
          'brotli_static on;',
        ]
      : []),
    'server_tokens off;',
    'charset utf-8;',
    'charset_types text/css application/javascript text/javascript application/json image/svg+xml;',
  ];
}

function serverBlock({
  origin,
  root,
  previousRoot,
  site,
  cors,
  csp,
  pagePolicy = null,
  configFile,
  preconnect = [],
  bootPreload,
  bootPage,
}) {
  const noCache = 'add_header Cache-Control "no-cache" always;';
  const corsLines = cors
    ? [`add_header Access-Control-Allow-Origin "${cors}" always;`, 'add_header Vary "Origin" always;']
    : [];
  const assetHeaders = [
    ...COMMON_HEADERS,
    ...corsLines,
    'add_header Cache-Control "public, max-age=31536000, immutable";',
  ];
  const htmlLines = csp
    ? [
        `add_header Content-Security-Policy "${csp}" always;`,
        'add_header X-Frame-Options "DENY" always;',
        ...(origin.protocol === 'https:'
          ? ['add_header Strict-Transport-Security "max-age=31536000" always;']
          : []),
        'add_header Permissions-Policy "camera=(), microphone=(), geolocation=()" always;',
        // The browser opens the API's connection while the scripts download: boot's first calls
        // (shopinfo/config, the static content) then find it ready. `crossorigin`: they are CORS requests.
        ...preconnect.map((target) => `add_header Link "<${target}>; rel=preconnect; crossorigin" always;`),
        ...(bootPreload ? [`add_header Link $${bootPreload} always;`] : []),
      ]
    : [];
  const lines = [
    'server {',
    ...indent(
      [
        ...listenLines(origin, site),
        `server_name ${origin.hostname};`,
        `root ${root};`,
        ...compressionLines(site),
        '',
        '# Hashed assets never change: cached for a year, never revalidated. Only a file that is there (no',
        '# `always`): one asked for while a deploy copies it, or after a rollback, must be asked for again.',
        `location ~ "${HASHED_ASSETS}" {`,
        ...indent([...assetHeaders, `try_files $uri ${previousRoot ? '@previous' : '=404'};`], 1),
        '}',
        ...(previousRoot
          ? [
              '# The build before this one: a page opened before the deploy (or the rollback) still loads its',
              '# lazy chunks, whose names this build does not have.',
              'location @previous {',
              ...indent([`root ${previousRoot};`, ...assetHeaders, 'try_files $uri =404;'], 1),
              '}',
            ]
          : []),
        ...(csp
          ? [
              '# Anything else under /static/ is a file that is not there, not a page of the shop.',
              'location /static/ {',
              ...indent([...COMMON_HEADERS, noCache, 'try_files $uri =404;'], 1),
              '}',
            ]
          : []),
        '',
        ...(configFile
          ? [
              '# The deploy-time configuration an operator edits (a remote swapped, the API moved): never cached.',
              'location = /shop.config.json {',
              ...indent([...COMMON_HEADERS, noCache, `alias ${configFile};`], 1),
              '}',
              '',
            ]
          : []),
        '# Entry points (index.html, mf-manifest.json, remoteEntry.js): always asked again, so a deploy or a',
        '# rollback takes effect on the next page load.',
        'location / {',
        ...indent(
          [
            ...COMMON_HEADERS,
            ...corsLines,
            ...htmlLines,
            ...(pagePolicy
              ? [
                  `add_header Content-Security-Policy "${pagePolicy}" always;`,
                  'add_header X-Frame-Options "DENY" always;',
                ]
              : []),
            noCache,
            csp ? `try_files $uri ${bootPage ? `$${bootPage} ` : ''}/index.html;` : 'try_files $uri =404;',
          ],
          1,
        ),
        '}',
      ],
      1,
    ),
    '}',
  ];
  return lines.join('\n');
}

function render(site, siteDir) {
  // Checked as the absolute path it becomes (what nginx reads); a value that is no text is refused first.
  const path = (value, what) =>
    checkFilePath(typeof value === 'string' && value !== '' ? resolve(siteDir, value) : value, what);
  const optionalPath = (value, what) => (value === undefined ? null : path(value, what));
  // The name goes into the file's first comment: one line.
  if (site.name !== undefined && (typeof site.name !== 'string' || !/^[^\p{Cc}]{1,200}$/u.test(site.name)))
    fail('name must be one line of at most 200 characters');
  const shell = {
    origin: originOf(site.shell?.origin, 'shell.origin'),
    root: path(site.shell?.root ?? '', 'shell.root'),
    previousRoot: optionalPath(site.shell?.previousRoot, 'shell.previousRoot'),
  };
  const remotes = REMOTES.map((name) => {
    const remote = site.remotes?.[name];
    if (!remote) fail(`remotes.${name} is missing`);
    if (remote.entry !== undefined) {
      if (remote.origin !== undefined || remote.root !== undefined || remote.previousRoot !== undefined)
        fail(
          `remotes.${name}: either "origin" and "root" (served here) or "entry" (served elsewhere), not both`,
        );
      const entry = entryOf(remote.entry, `remotes.${name}.entry`, shell.origin);
      return { name, entry: entry.href, source: new URL('.', entry).href, served: null };
    }
    const origin = originOf(remote.origin, `remotes.${name}.origin`);
    if (typeof remote.root !== 'string' || !remote.root) fail(`remotes.${name}.root is missing`);
    return {
      name,
      entry: `${origin.origin}/remoteEntry.js`,
      source: origin.origin,
      served: {
        origin,
        root: path(remote.root, `remotes.${name}.root`),
        previousRoot: optionalPath(remote.previousRoot, `remotes.${name}.previousRoot`),
      },
    };
  });
  // nginx would only warn ("conflicting server name") and serve one of them for both.
  const origins = [
    shell.origin.origin,
    ...remotes.filter((r) => r.served).map((r) => r.served.origin.origin),
  ];
  const twice = origins.find((origin, index) => origins.indexOf(origin) !== index);
  if (twice)
    fail(`${twice} is named twice: the shell and each remote served here need an origin of their own`);
  checkShopConfigExtras(site);
  checkShopConfigSettings(site);
  if (site.tls !== undefined) {
    checkFilePath(site.tls?.certificate, 'tls.certificate');
    checkFilePath(site.tls?.key, 'tls.key');
  }
  // The shell reads this address as it stands (shop.config.json): a user, query or fragment, or an unsafe host,
  // stops the render here rather than the shop's start.
  plainUrl(
    site.api,
    'api',
    `api must be an origin, with a path if any, like https://api.museum.example/, got ${site.api}`,
  );
  if (site.brotliStatic !== undefined && typeof site.brotliStatic !== 'boolean')
    fail(`brotliStatic must be true or false, got ${JSON.stringify(site.brotliStatic)}`);
  const indexHtml = readFileSync(join(shell.root, 'index.html'), 'utf8');
  const csp = contentSecurityPolicy({
    remotes,
    api: site.api,
    styleHashes: inlineStyleHashes(indexHtml),
    additions: policyAdditions(site),
  });
  const configFile = path(site.shell.configFile ?? 'shop.config.json', 'shell.configFile');
  const shopConfig = {
    api: site.api,
    remotes: Object.fromEntries(remotes.map((remote) => [remote.name, remote.entry])),
    supportEmail: site.supportEmail,
    titleSeparator: site.titleSeparator ?? '-',
    ...(site.requestTimeoutMs ? { requestTimeoutMs: site.requestTimeoutMs } : {}),
    // The rest of shop.config.json lives in the site file too: each render writes the whole file.
    ...(site.theme ? { theme: site.theme } : {}),
    ...(site.analytics ? { analytics: site.analytics } : {}),
  };
  // Named after the shell's origin; none for a build without the list.
  // Short: nginx's default variables_hash_bucket_size (64) refuses long names.
  const suffix = createHash('sha256').update(shell.origin.origin).digest('hex').slice(0, 8);
  const preloads = readBootPreloads(shell.root);
  const bootPreload = preloads ? `museum_preload_${suffix}` : null;
  const bootPreloadLines = bootPreload
    ? bootPreloadMap({ variable: bootPreload, preloads, api: site.api, remotes })
    : [];
  const bootPageLines = preloads
    ? bootPageMap({ variable: `museum_page_${suffix}`, preloads, shellRoot: shell.root })
    : [];
  const bootPage = bootPageLines.length > 0 ? `museum_page_${suffix}` : null;
  const http = [
    `# Museum shop: generated by deploy/nginx/render-config.mjs from ${site.name ?? 'a site file'}. Edit the site`,
    '# file (a remote swapped or rolled back, the API moved) and render again, then `nginx -s reload`; the render',
    '# also writes shop.config.json.',
    '',
    ...bootPreloadLines,
    ...bootPageLines,
    serverBlock({
      origin: shell.origin,
      root: shell.root,
      previousRoot: shell.previousRoot,
      site,
      cors: null,
      csp,
      configFile,
      preconnect: [new URL(site.api).origin],
      bootPreload,
      bootPage,
    }),
    ...remotes
      .filter((remote) => remote.served)
      .map(({ served }) =>
        serverBlock({
          origin: served.origin,
          root: served.root,
          previousRoot: served.previousRoot,
          site,
          cors: shell.origin.origin,
          csp: null,
          pagePolicy: remotePagePolicy(site.api),
        }),
      ),
    '',
  ].join('\n');
  return { http, shopConfig, configFile, csp };
}

const { values } = parseArgs({
  options: {
    site: { type: 'string' },
    out: { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (values.help || !values.site || !values.out) {
  console.log(
    'usage: node deploy/nginx/render-config.mjs --site <site.json> --out <museum-shop.conf>\n' +
      "Writes the http-level server blocks (include them in nginx.conf's http { }) and the shell's\n" +
      "shop.config.json (at the site file's shell.configFile). See deploy/nginx/README.md.",
  );
  process.exit(values.help ? 0 : 2);
}
const sitePath = resolve(values.site);
const site = JSON.parse(readFileSync(sitePath, 'utf8'));
const { http, shopConfig, configFile } = render(site, dirname(sitePath));
mkdirSync(dirname(resolve(values.out)), { recursive: true });
writeFileSync(resolve(values.out), http);
mkdirSync(dirname(configFile), { recursive: true });
writeFileSync(configFile, `${JSON.stringify(shopConfig, null, 2)}\n`);
console.log(`Wrote ${resolve(values.out)} and ${configFile}`);
