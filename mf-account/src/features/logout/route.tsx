import { href, logout, PageTitle, useLanguage } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** SPEC §4: logging out clears the token, the customer and the logged-in state. */
export async function loader(): Promise<null> {
  await logout();
  return null;
}

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
