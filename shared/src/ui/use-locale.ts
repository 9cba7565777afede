import { useTranslation } from 'react-i18next';
import { isLanguage, LOCALES } from '../i18n/languages';

/** The locale (`de-DE`) of the current interface language; re-renders when the language changes. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? LOCALES[i18n.language] : LOCALES.en;
}
