import {
  CardGrid,
  href,
  PageTitle,
  selectNavigation,
  selectSiteName,
  useConfigStore,
  useLanguage,
} from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeBanners } from './home-banners';
import styles from './home-page.module.css';

/** The language home: a welcome, the museum's banners and a way into each enabled part of the shop. */
export function HomePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const siteName = useConfigStore((state) => selectSiteName(state, language));
  const items = useConfigStore((state) => selectNavigation(state, language));
  return (
    <section data-page="home">
      <PageTitle>{t('home.title', { siteName })}</PageTitle>
      <p className={styles.lead}>{t('home.lead')}</p>
      <HomeBanners />
      <CardGrid minCardWidth="14rem">
        {items.map((item) => (
          <li key={item.key}>
            <Link to={href(item.routeName, {}, language)} className={styles.tile}>
              <span className={styles.tileTitle}>{item.label ?? t(`nav.${item.key}`)}</span>
              <span className={styles.tileText}>{t(`home.tiles.${item.key}`)}</span>
            </Link>
          </li>
        ))}
      </CardGrid>
    </section>
  );
}
