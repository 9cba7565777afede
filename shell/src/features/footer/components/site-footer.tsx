import {
  ExternalLink,
  selectSiteName,
  useConfigStore,
  useContentStore,
  useLanguage,
  VisuallyHidden,
} from '@museum/shared';
import { legalLinks, partnerGroups, socialIcons } from '@museum/shared/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './site-footer.module.css';

/** Social icons are symbols of the sprite in index.html (`#social-{network}`): pictures, not JavaScript. */
const KNOWN_NETWORKS = new Set(['facebook', 'instagram', 'youtube', 'x', 'twitter', 'linkedin', 'tiktok']);

/**
 * SPEC §2 "Footer": partner logo groups, legal links (the museum's own per language, or the shop's static
 * pages), social icons sorted by sequence_no, and the copyright line with the current year.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const language = useLanguage();
  const remote = useConfigStore((state) => state.remote);
  const apiBase = useConfigStore((state) => state.shop?.api ?? '');
  const siteName = useConfigStore((state) => selectSiteName(state, language));
  const socialMedia = useContentStore((state) => state.content?.social_media);
  const legal = useMemo(() => legalLinks(remote, language), [remote, language]);
  const social = useMemo(() => socialIcons(socialMedia), [socialMedia]);
  const partners = useMemo(
    () => partnerGroups(remote?.partner_logos, language, apiBase),
    [remote, language, apiBase],
  );
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {partners.length > 0 && (
          <div className={styles.partners}>
            {partners.map((group) => (
              // A group may have no name (then no heading either); it always has a first logo.
              <div key={`${group.name}:${group.logos[0]?.image}`} className={styles.partnerGroup}>
                {group.name && <h2 className={styles.partnerTitle}>{group.name}</h2>}
                <ul className={styles.logos}>
                  {group.logos.map((logo) => {
                    const image = (
                      <img
                        src={logo.image}
                        alt={logo.name}
                        className={styles.logo}
                        width={96}
                        height={48}
                        loading="lazy"
                      />
                    );
                    return (
                      <li key={logo.image}>
                        {logo.url ? <ExternalLink href={logo.url}>{image}</ExternalLink> : image}
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </div>
        )}
        <div className={styles.row}>
          <nav aria-label={t('a11y.legalNavigation')}>
            <ul className={styles.legal}>
              {legal.map((link) => (
                <li key={link.page}>
                  {link.kind === 'external' ? (
                    <ExternalLink href={link.url}>{link.title}</ExternalLink>
                  ) : (
                    <Link to={link.path}>{t(`footer.legal.${link.page}`)}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {social.length > 0 && (
            <ul className={styles.social} aria-label={t('a11y.socialMedia')}>
              {social.map((icon) => (
                <li key={icon.url}>
                  <ExternalLink href={icon.url} className={styles.socialLink} data-network={icon.network}>
                    <svg aria-hidden="true" width="24" height="24" focusable="false">
                      <use href={`#social-${KNOWN_NETWORKS.has(icon.network) ? icon.network : 'link'}`} />
                    </svg>
                    <VisuallyHidden>{icon.label}</VisuallyHidden>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          )}
        </div>
        <p className={styles.copyright}>
          {t('footer.copyright', { year: new Date().getFullYear(), siteName })}
        </p>
      </div>
    </footer>
  );
}
