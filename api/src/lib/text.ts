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
