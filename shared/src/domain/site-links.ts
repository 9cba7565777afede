import type { Language } from '../i18n/languages';
import { safeExternalUrl, safeReturnTo } from './return-to';

/** A link the shell shows: inside the shop (router link) or to another site (new tab). */
export type SiteLink = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

const ANY_ORIGIN = 'https://shop.invalid';

/**
 * A link from the museum's content: `tickets/1` is a shop path below the language prefix, `/de/tickets/1` a
 * shop path as it is, `https://…` another site. Anything else (`javascript:`, `//host`) is dropped.
 */
export function siteLink(link: string, language: Language): SiteLink | null {
  const trimmed = link.trim();
  if (!trimmed) return null;
  const external = safeExternalUrl(trimmed);
  if (external) return { kind: 'external', url: external };
  // Another scheme (`javascript:`, `mailto:`) is not a shop path.
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null;
  const path = trimmed.startsWith('/') ? trimmed : `/${language}/${trimmed}`;
  const safe = safeReturnTo(path, ANY_ORIGIN);
  return safe ? { kind: 'internal', path: safe } : null;
}

/**
 * SPEC §3 "Banners": image addresses carry a width placeholder (`{width}/`) and a public prefix (`public/`),
 * both stripped; paths such as `/static/…` are resolved against the API's base URL. Empty gives null.
 */
export function assetUrl(path: string, apiBase: string): string | null {
  const cleaned = path
    .trim()
    .replace(/\{width\}\//g, '')
    .replace(/(^|\/)public\//, '$1');
  if (!cleaned) return null;
  try {
    const url = new URL(cleaned.replace(/^\/+/, ''), apiBase);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
