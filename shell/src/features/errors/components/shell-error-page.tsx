import { selectSiteName, useConfigStore } from '@museum/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteError } from './route-error';

/**
 * An error the layout itself could not survive: the same notices, in a page of their own. Outside the layout no
 * title override reaches RouteError's, so the page names its title itself (SPEC §1: a title after each page).
 */
export function ShellErrorPage() {
  const { t, i18n } = useTranslation();
  const siteName = useConfigStore((state) => selectSiteName(state, i18n.language));
  const separator = useConfigStore((state) => state.shop?.titleSeparator ?? '-');
  useEffect(() => {
    document.title = `${t('common:titles.error')} ${separator} ${siteName}`;
  }, [t, separator, siteName]);
  return (
    <main id="main" tabIndex={-1} style={{ maxWidth: '48rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <RouteError />
    </main>
  );
}
