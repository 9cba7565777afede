import {
  href,
  PageTitle,
  type RemoteModule,
  selectBasketCount,
  useCartStore,
  useLanguage,
} from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import styles from './standalone-frame.module.css';

/** The minimal frame around a remote that runs on its own: which remote, its version, and the basket count. */
export function StandaloneFrame({ module }: { module: RemoteModule }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = useCartStore(selectBasketCount);
  return (
    <>
      <header className={styles.frame}>
        <span>
          {module.name} {module.version} · {t('standalone.label')}
        </span>
        <Link to={href('checkout', {}, language)}>{t('basket.label', { count })}</Link>
      </header>
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </>
  );
}

export function StandaloneNotFound() {
  const { t } = useTranslation();
  return <PageTitle>{t('notFound.title')}</PageTitle>;
}
