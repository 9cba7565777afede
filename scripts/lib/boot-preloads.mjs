// The `Link: rel=preload` header of the shell's page under /{language}/ (issue 14): the texts' script and the
// API calls the first picture waits for, so that the browser asks for them while the scripts download. Read
// from the shell's build (boot-preloads.json, written by shared/build/boot-preloads.ts) and the API of the
// shop's configuration. Used by the project's static server and by deploy/nginx/render-config.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const BOOT_PRELOADS_FILE = 'boot-preloads.json';

/** The shell build's boot-preloads.json, or null for a build without one (then nothing is announced). */
export function readBootPreloads(shellRoot) {
  const file = join(shellRoot, BOOT_PRELOADS_FILE);
  if (!existsSync(file)) return null;
  const preloads = JSON.parse(readFileSync(file, 'utf8'));
  const paths = (value) => Array.isArray(value) && value.every((item) => typeof item === 'string');
  if (typeof preloads?.texts !== 'object' || !paths(preloads.api))
    throw new Error(`${file} is not a boot-preloads file`);
  return preloads;
}

/** The language a page path is in (`/en/tickets` → en), if the build has texts for it. */
export function languageOfPath(preloads, pathname) {
  const [first] = pathname.split('/').filter(Boolean);
  return first && Object.hasOwn(preloads.texts, first) ? first : null;
}

/** The shop configuration's `{api}` as the client joins it (with a final slash), or null if it is no http(s) URL. */
function apiBase(api) {
  if (typeof api !== 'string' || !URL.canParse(api)) return null;
  // Written into a header: nothing that could end the link or the line. Spelled as the client spells it (not
  // normalised), or the browser would not recognise its request as the preloaded one.
  if (!['http:', 'https:'].includes(new URL(api).protocol) || /[\s<>,;"]/.test(api)) return null;
  return api.endsWith('/') ? api : `${api}/`;
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
      links.push(`<${base}${language}/${path}>; rel=preload; as=fetch; crossorigin`);
  return links.join(', ');
}
