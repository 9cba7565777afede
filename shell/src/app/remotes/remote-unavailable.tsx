import { Button, Notice, PageTitle, type RemoteName, useRemoteStatusStore } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePageTitleOverride } from '../../lib/page-title-override';

const EXPLANATION_KEYS = {
  load: 'remote.unavailableLoad',
  render: 'remote.unavailableRender',
  incompatible: 'remote.unavailableIncompatible',
} as const;

/**
 * Stands in for a remote's page when its code cannot be fetched, its page crashed, or it was built for another
 * shared contract than this shell's. Header, footer, basket and the other remotes keep working; "try again"
 * loads the remote anew and shows the same address (not offered for a contract mismatch: only a new
 * deployment mends that).
 */
export function RemoteUnavailable({
  remote,
  reason,
}: {
  remote: RemoteName;
  reason: keyof typeof EXPLANATION_KEYS;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  usePageTitleOverride('common:titles.unavailable');
  const retry = () => {
    // A remote that failed to load is loaded anew; one that is loaded (its page or texts failed) keeps its status,
    // or its unknown paths would wait for a load that never comes instead of showing "not found".
    const status = useRemoteStatusStore.getState();
    if (status.status[remote] === 'failed') status.setStatus(remote, 'idle');
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  };
  return (
    <section data-remote-fallback={remote} data-fallback-reason={reason}>
      <PageTitle>{t('remote.unavailableTitle')}</PageTitle>
      <Notice
        tone="warning"
        actions={
          reason === 'incompatible' ? undefined : (
            <Button variant="secondary" onClick={retry}>
              {t('remote.retry')}
            </Button>
          )
        }
      >
        <p>{t(EXPLANATION_KEYS[reason])}</p>
        <p>{t('remote.cartSafe')}</p>
      </Notice>
    </section>
  );
}
