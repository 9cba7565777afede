import { ExternalLink, useConfigStore, useContentStore, useLanguage } from '@museum/shared';
import { type HomeBanner, prepareBanners } from '@museum/shared/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NARROW_BANNER_MEDIA } from '../preload-first-banner';
import styles from './home-page.module.css';

/** SPEC §3 "Banners": the museum's home banners, each with its wide and its narrow-screen image. */
export function HomeBanners() {
  const { t } = useTranslation();
  const language = useLanguage();
  const apiBase = useConfigStore((state) => state.shop?.api ?? '');
  const raw = useContentStore((state) => state.content?.banners.home);
  const banners = useMemo(() => prepareBanners(raw, apiBase, language), [raw, apiBase, language]);
  if (banners.length === 0) return null;
  return (
    <ul className={styles.banners} aria-label={t('a11y.banners')} data-testid="home-banners">
      {banners.map((banner, index) => (
        <li key={`${banner.image}-${banner.title}`} className={styles.banner}>
          <picture>
            <source media={NARROW_BANNER_MEDIA} srcSet={banner.imageMobile} />
            {/* The first banner is the page's largest picture; the others wait until they are near. */}
            <img
              src={banner.image}
              alt=""
              className={styles.bannerImage}
              width="1200"
              height="600"
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
          </picture>
          <div className={styles.bannerBody}>
            {banner.title && (
              <h2 className={styles.bannerTitle}>
                <BannerLink banner={banner} />
              </h2>
            )}
            {banner.text && <p className={styles.bannerText}>{banner.text}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

function BannerLink({ banner }: { banner: HomeBanner }) {
  if (!banner.link) return banner.title;
  if (banner.link.kind === 'external')
    return <ExternalLink href={banner.link.url}>{banner.title}</ExternalLink>;
  return <Link to={banner.link.path}>{banner.title}</Link>;
}
