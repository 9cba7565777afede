import { useParams } from 'react-router';
import { isLanguage, type Language } from '../i18n/languages';
import { useVisitStore } from '../stores/visit-store';

/**
 * The language of the current page: its prefix (validated by the shell's language route), or, on the one
 * unprefixed page (/logout), the language of the visit.
 */
export function useLanguage(): Language {
  const { lang } = useParams();
  const visitLanguage = useVisitStore((state) => state.language);
  if (isLanguage(lang)) return lang;
  return visitLanguage ?? 'de';
}
