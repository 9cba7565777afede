// The `Link: rel=preload` header of the shell's page under /{language}/ (issue 14): the texts' script and the
// API calls the first picture waits for, so that the browser asks for them while the scripts download. Read
// from the shell's build (boot-preloads.json, written by shared/build/boot-preloads.ts) and the API of the
// shop's configuration. Used by the project's static server and by deploy/nginx/render-config.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const BOOT_PRELOADS_FILE = 'boot-preloads.json';

/** A path of the build file: nothing a header or an nginx map could take for syntax. */
const SAFE_PATH = /^[\w./?=&-]+$/;
const isPathList = (value) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && SAFE_PATH.test(item));

/** The shell build's boot-preloads.json, or null for a build without one (then nothing is announced). */
export function readBootPreloads(shellRoot) {
  const file = join(shellRoot, BOOT_PRELOADS_FILE);
  if (!existsSync(file)) return null;
  const preloads = JSON.parse(readFileSync(file, 'utf8'));
  const texts = preloads?.texts;
  const textsValid =
    typeof texts === 'object' &&
    texts !== null &&
    !Array.isArray(texts) &&
    Object.entries(texts).every(([language, scripts]) => /^[a-z]{2}$/.test(language) && isPathList(scripts));
  if (!textsValid || !isPathList(preloads.api)) throw new Error(`${file} is not a boot-preloads file`);
  return preloads;
}

/** The language a page path is in (`/en/tickets` → en), if the build has texts for it. */
export function languageOfPath(preloads, pathname) {
  const [first] = pathname.split('/').filter(Boolean);
  return first && Object.hasOwn(preloads.texts, first) ? first : null;
}

/**
 * The shop configuration's `{api}` as an absolute http(s) URL with a final slash, or null. Parsed as the client
 * parses its request URLs (`new URL`), so the header names the very URL the client asks for, in ASCII
 * (punycode, percent escapes). Nothing that could end a link in the header, and no `$`, which nginx would read
 * as a variable.
 */
function apiBase(api) {
  if (typeof api !== 'string' || !URL.canParse(api)) return null;
  const url = new URL(api.endsWith('/') ? api : `${api}/`);
  if (!['http:', 'https:'].includes(url.protocol) || /[^\x21-\x7e]|[<>,;"$]/.test(url.href)) return null;
  return url.href;
}

/**
 * The header value for a page in `language`: the shell's texts as scripts (same origin), the boot's API calls
 * as CORS fetches (`crossorigin`, as the API client asks: the browser then hands the client the preloaded
 * answer instead of asking again).
 */
export function bootPreloadLink(preloads, language, api) {
  const links = (preloads.texts[language] ?? []).map((script) => `<${script}>; rel=preload; as=script`);
  const base = apiBase(api);
  if (base)
    for (const path of preloads.api)
      links.push(`<${new URL(`${language}/${path}`, base).href}>; rel=preload; as=fetch; crossorigin`);
  return links.join(', ');
}
