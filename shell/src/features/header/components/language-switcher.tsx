import {
  LANGUAGE_NAMES,
  type Language,
  selectLanguages,
  useConfigStore,
  useLanguage,
  VisuallyHidden,
} from '@museum/shared';
import { type MouseEvent, useId } from 'react';
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
 * The same page in another language keeps what its history entry holds: the accepted page keeps the payment
 * reference there, not in the address (use-payment-return). A plain link would load the new address without
 * it ("no payment to confirm"); a reload keeps an entry's state, so the address is swapped in place and the
 * page reloaded. A click meant for a new tab or window stays a plain link.
 */
function keepPageState(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !(state as { usr?: unknown }).usr) return;
  event.preventDefault();
  window.history.replaceState(state, '', event.currentTarget.href);
  window.location.reload();
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
        {/* WCAG 2.5.3: the name starts with what the button shows, so "click EN" works by voice. */}
        {current.toUpperCase()}
        <VisuallyHidden> – {t('language.choose', { language: LANGUAGE_NAMES[current] })}</VisuallyHidden>
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
              onClick={keepPageState}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
