// The `Link: rel=preload` header of the shell's page under /{language}/ (issue 14): the texts' script and the
// API calls the first picture waits for, and on a remote's page the remote's manifest (or entry), so that the
// browser asks for them while the scripts download. Read from the shell's build (boot-preloads.json, written by
// shared/build/boot-preloads.ts) and the API and remotes of the shop's configuration. Used by the project's
// static server and by deploy/nginx/render-config.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const BOOT_PRELOADS_FILE = 'boot-preloads.json';

/** A path of the build file: nothing a header or an nginx map could take for syntax. */
const SAFE_PATH = /^[\w./?=&-]+$/;
const isPathList = (value) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && SAFE_PATH.test(item));

/**
 * Whether a value is a boot-preloads file these servers can put into a header and an nginx map: paths, language
 * codes, remote names and route segments of the characters below only. The build checks what it writes with
 * this too (shared/build/boot-preloads.ts), so a route segment the servers would refuse fails the build instead
 * of every page's header.
 */
export function isBootPreloads(preloads) {
  const texts = preloads?.texts;
  const textsValid =
    typeof texts === 'object' &&
    texts !== null &&
    !Array.isArray(texts) &&
    Object.entries(texts).every(([language, scripts]) => /^[a-z]{2}$/.test(language) && isPathList(scripts));
  const remotes = preloads?.remotes;
  const remotesValid =
    remotes === undefined ||
    (typeof remotes === 'object' &&
      remotes !== null &&
      !Array.isArray(remotes) &&
      Object.entries(remotes).every(
        ([remote, segments]) =>
          /^mf_[a-z]+$/.test(remote) &&
          Array.isArray(segments) &&
          segments.every((segment) => typeof segment === 'string' && /^[a-z0-9-]+$/.test(segment)),
      ));
  return textsValid && isPathList(preloads.api) && remotesValid;
}

/** The shell build's boot-preloads.json, or null for a build without one (then nothing is announced). */
export function readBootPreloads(shellRoot) {
  const file = join(shellRoot, BOOT_PRELOADS_FILE);
  if (!existsSync(file)) return null;
  const preloads = JSON.parse(readFileSync(file, 'utf8'));
  if (!isBootPreloads(preloads)) throw new Error(`${file} is not a boot-preloads file`);
  return preloads;
}

/** The language a page path is in (`/en/tickets` → en), if the build has texts for it. */
export function languageOfPath(preloads, pathname) {
  const [first] = pathname.split('/').filter(Boolean);
  return first && Object.hasOwn(preloads.texts, first) ? first : null;
}

/** The remote whose page a path is (`/en/tickets/4` → mf_tickets), or null for the shell's own pages. */
export function remoteOfPath(preloads, pathname) {
  const [, segment] = pathname.split('/').filter(Boolean);
  if (!segment) return null;
  const owner = Object.entries(preloads.remotes ?? {}).find(([, segments]) => segments.includes(segment));
  return owner ? owner[0] : null;
}

/**
 * An address for the header: an absolute http(s) URL in ASCII, with nothing that could end the link or name an
 * nginx variable; else null.
 */
function headerUrl(value) {
  if (typeof value !== 'string' || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (!['http:', 'https:'].includes(url.protocol) || /[^\x21-\x7e]|[<>,;"$]/.test(url.href)) return null;
  return url;
}

/**
 * The shop configuration's `{api}` as an absolute http(s) URL with a final slash, or null. Parsed as the client
 * parses its request URLs (`new URL`), so the header names the very URL the client asks for, in ASCII
 * (punycode, percent escapes). Nothing that could end a link in the header, and no `$`, which nginx would read
 * as a variable.
 */
function apiBase(api) {
  if (typeof api !== 'string') return null;
  return headerUrl(api.endsWith('/') ? api : `${api}/`)?.href ?? null;
}

/**
 * How the shell asks for a remote's configured address (shell/src/app/remotes/remote-loader.ts): a manifest
 * (`….json`) with `fetch`, a CORS request (`crossorigin`); an entry (`remoteEntry.js`) as a script without
 * `crossorigin`, as the federation runtime's <script> loads it. Asked the same way, the shell's request takes
 * the preloaded answer.
 * Beside a manifest, a connection to its origin for the remote's scripts: the browser keeps CORS requests
 * without credentials (the manifest) and scripts loaded without `crossorigin` on separate connections, so the
 * manifest's does not carry the entry, and without it the entry's request waited for a handshake of its own
 * (1–2 round trips on a phone, TLS included). The scripts sit beside the manifest when its public path is
 * `auto`, as every remote of this project builds it.
 */
function remoteLinks(remoteUrl) {
  const url = headerUrl(remoteUrl);
  if (!url) return [];
  return url.pathname.endsWith('.json')
    ? [`<${url.href}>; rel=preload; as=fetch; crossorigin`, `<${url.origin}>; rel=preconnect`]
    : [`<${url.href}>; rel=preload; as=script`];
}

/**
 * The header value for a page in `language`: the shell's texts as scripts (same origin), the boot's API calls
 * as CORS fetches (`crossorigin`, as the API client asks: the browser then hands the client the preloaded
 * answer instead of asking again), a connection to the API's origin for its pictures, and on a remote's page
 * (`remoteOfPath`) the address the shop's configuration names for that remote: the shell fetches it after its
 * scripts have run, and the remote's origin is then one connection and one round trip further than the
 * shell's; announced, both come while the scripts download.
 */
export function bootPreloadLink(preloads, language, api, remoteUrl) {
  const links = (preloads.texts[language] ?? []).map((script) => `<${script}>; rel=preload; as=script`);
  const base = apiBase(api);
  if (base) {
    for (const path of preloads.api)
      links.push(`<${new URL(`${language}/${path}`, base).href}>; rel=preload; as=fetch; crossorigin`);
    // The pictures the API names (banners, articles, partner logos) load from its origin as <img>, with
    // credentials: the browser keeps them off the connections of the CORS reads above (a net log shows each
    // picture on a new connection), so they get one of their own, opened while the scripts download.
    links.push(`<${new URL(base).origin}>; rel=preconnect`);
  }
  links.push(...remoteLinks(remoteUrl));
  return links.join(', ');
}
