import { Button, Notice, PageTitle, type RemoteName, useRemoteStatusStore } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePageTitleOverride } from '../layout/page-title-context';

/**
 * Stands in for a remote's page when its code cannot be fetched or its page crashed. Header, footer, basket
 * and the other remotes keep working; "try again" loads the remote anew and shows the same address.
 */
export function RemoteUnavailable({ remote, reason }: { remote: RemoteName; reason: 'load' | 'render' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  usePageTitleOverride('common:titles.unavailable');
  const retry = () => {
    useRemoteStatusStore.getState().setStatus(remote, 'idle');
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  };
  return (
    <section data-remote-fallback={remote}>
      <PageTitle>{t('remote.unavailableTitle')}</PageTitle>
      <Notice
        tone="warning"
        actions={
          <Button variant="secondary" onClick={retry}>
            {t('remote.retry')}
          </Button>
        }
      >
        <p>{reason === 'load' ? t('remote.unavailableLoad') : t('remote.unavailableRender')}</p>
        <p>{t('remote.cartSafe')}</p>
      </Notice>
    </section>
  );
}
