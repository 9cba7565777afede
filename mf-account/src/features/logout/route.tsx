import { href, PageTitle, useLanguage } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

function LogoutPage() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  return (
    <section>
      <PageTitle>{t('logout.title')}</PageTitle>
      <p>{t('logout.text')}</p>
      <Link to={href('home', {}, language)}>{t('logout.home')}</Link>
    </section>
  );
}

export const Component = LogoutPage;
