export const LANGUAGES = ['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** A text in every interface language, stored as JSON in the database. */
export type I18nText = Record<Lang, string>;

export function isLang(value: string): value is Lang {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The text in the requested language, falling back to English, then German. */
export function pick(text: Partial<Record<string, string>> | string | null | undefined, lang: Lang): string {
  if (text == null) return '';
  const parsed: Partial<Record<string, string>> = typeof text === 'string' ? JSON.parse(text) : text;
  return parsed[lang] || parsed.en || parsed.de || '';
}

/** Builds an I18nText from the eight translations in the order of LANGUAGES. */
export function tr(
  de: string,
  en: string,
  fr: string,
  it: string,
  nl: string,
  es: string,
  sv: string,
  da: string,
): I18nText {
  return { de, en, fr, it, nl, es, sv, da };
}

/** "Shipping", as the shipping page, the legal links and the payment provider's cart name it. */
export const SHIPPING_TITLE: I18nText = tr(
  'Versand',
  'Shipping',
  'Livraison',
  'Spedizione',
  'Verzending',
  'Envío',
  'Frakt',
  'Forsendelse',
);
