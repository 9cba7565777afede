/** SPEC §1: interface languages and their locales. de is the default language of the product. */
export const LANGUAGES = ['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'de';

export const LOCALES: Record<Language, string> = {
  de: 'de-DE',
  en: 'en-US',
  fr: 'fr-FR',
  it: 'it-IT',
  nl: 'nl-NL',
  es: 'es-ES',
  sv: 'sv-SE',
  da: 'da-DK',
};

/** Each language's own name, as the language switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  es: 'Español',
  sv: 'Svenska',
  da: 'Dansk',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The API speaks the first two letters of the locale (SPEC §7). */
export function apiLanguage(locale: string): string {
  return locale.slice(0, 2).toLowerCase();
}
