import { buttonClassName, href, PageTitle, useLanguage } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitleOverride } from '../../../lib/page-title-override';

/** SPEC §2: any other path shows the not-found page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitleOverride('common:titles.notFound');
  return (
    <section data-page="not-found">
      <PageTitle>{t('notFound.title')}</PageTitle>
      <p>{t('notFound.text')}</p>
      <Link to={href('home', {}, language)} className={buttonClassName('secondary')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
