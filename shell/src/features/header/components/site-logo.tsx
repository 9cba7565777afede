import { ExternalLink, href, selectSiteName, useConfigStore, useLanguage } from '@museum/shared';
import { logoTarget } from '@museum/shared/domain';
import { Link } from 'react-router';

import styles from './site-logo.module.css';

/**
 * SPEC §2: the museum's name as the logo, leading to the language home, or to the museum's main site (in its
 * language when it has one) in a new tab when the museum configures it.
 */
export function SiteLogo() {
  const language = useLanguage();
  const siteName = useConfigStore((state) => selectSiteName(state, language));
  const remote = useConfigStore((state) => state.remote);
  const target = logoTarget(remote, language);
  if (target.kind === 'mainSite') {
    return (
      <ExternalLink href={target.url} className={styles.logo}>
        {siteName}
      </ExternalLink>
    );
  }
  return (
    <Link to={href('home', {}, language)} className={styles.logo}>
      {siteName}
    </Link>
  );
}
