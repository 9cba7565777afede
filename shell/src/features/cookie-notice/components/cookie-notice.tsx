import { Button, useConfigStore, useContentStore, useCookieConsentStore } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { pageStart } from '../../../lib/page-heading';
import styles from './cookie-notice.module.css';

/**
 * SPEC §2/§4 cookie disclaimer: shown only when the museum switches it on and it has not been accepted in this
 * session; the text is the museum's (static content `cookie_warning`). It sits in the page flow above the
 * header, so it never covers what a visitor is reading or the field that has focus.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const enabled = useConfigStore((state) => state.derived.cookieDisclaimer);
  const accepted = useCookieConsentStore((state) => state.cookiesAccepted);
  const acceptCookies = useCookieConsentStore((state) => state.acceptCookies);
  const text = useContentStore((state) => state.content?.cookie_warning.trim() ?? '');
  const failed = useContentStore((state) => state.status === 'failed');
  if (!enabled || accepted || (!text && !failed)) return null;
  // The notice and its button go away: focus moves on to the page's heading rather than fall to the body,
  // so a keyboard or screen-reader visitor goes on reading where the notice ended.
  const accept = () => {
    pageStart()?.focus({ preventScroll: true });
    acceptCookies();
  };
  return (
    <section className={styles.notice} aria-label={t('cookies.label')} data-cookie-notice="">
      <div className={styles.inner}>
        <p className={styles.text}>{text || t('cookies.text')}</p>
        <Button onClick={accept}>{t('cookies.accept')}</Button>
      </div>
    </section>
  );
}
