import type { Lang } from './i18n.ts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML and XML content and attribute values. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);

const displayNames = new Map<string, Intl.DisplayNames>();

/** The name of a language or region code in the interface language (from the runtime's ICU data). */
export function displayName(type: 'language' | 'region', code: string, lang: Lang): string {
  const key = `${type}/${lang}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type });
    displayNames.set(key, names);
  }
  return names.of(code) ?? code;
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * C0 and C1 control characters other than tab and line breaks, the bidi embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069: "Trojan source" names), and unpaired surrogates.
 */
function isUnsafeCode(code: number): boolean {
  if (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN) return false;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    (code >= 0xd800 && code <= 0xdfff)
  );
}

/** Text a visitor may send: letters of every script, tabs and line breaks, but nothing invisible that steers. */
export function isSafeText(text: string): boolean {
  // Iterating a string yields code points: a surrogate seen here is an unpaired one.
  for (const ch of text) if (isUnsafeCode(ch.codePointAt(0) ?? 0)) return false;
  return true;
}
