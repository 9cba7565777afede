import {
  LANGUAGE_NAMES,
  type Language,
  selectLanguages,
  useConfigStore,
  useLanguage,
  VisuallyHidden,
} from '@museum/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDisclosure } from '../../../lib/use-disclosure';
import menuStyles from './header-menu.module.css';
import styles from './language-switcher.module.css';

/** `/en/tickets/4?x=1` in another language: the first segment rewritten, the rest kept. */
export function pathInLanguage(pathname: string, search: string, language: Language): string {
  const rest = pathname.split('/').slice(2).join('/');
  return `/${language}/${rest}${search}`;
}

/**
 * SPEC §1: shown when more than one language is configured. Choosing one rewrites the language segment and
 * loads the page anew (plain links, not router links); the cart lives in session storage and stays.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLanguage();
  const location = useLocation();
  const languages = useConfigStore(selectLanguages);
  const menu = useDisclosure();
  const listId = useId();
  if (languages.length < 2) return null;
  return (
    <div ref={menu.containerRef} className={styles.switcher}>
      <button
        ref={menu.buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={menu.open}
        aria-controls={listId}
        onClick={menu.toggle}
      >
        <span aria-hidden="true">{current.toUpperCase()}</span>
        <VisuallyHidden>{t('language.choose', { language: LANGUAGE_NAMES[current] })}</VisuallyHidden>
      </button>
      <ul id={listId} className={menuStyles.list} hidden={!menu.open}>
        {languages.map((language) => (
          <li key={language}>
            <a
              href={pathInLanguage(location.pathname, location.search, language)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              className={menuStyles.item}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
