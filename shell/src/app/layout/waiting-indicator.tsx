import { selectIsWaiting, useWaitingStore, VisuallyHidden } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import styles from './waiting-indicator.module.css';

/** SPEC §2: a waiting spinner while the server is busy (any request in flight) or a page is loading. */
export function WaitingIndicator() {
  const { t } = useTranslation();
  const waiting = useWaitingStore(selectIsWaiting);
  const navigating = useNavigation().state !== 'idle';
  const busy = waiting || navigating;
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {busy && (
        <div className={styles.bar} data-waiting="">
          <VisuallyHidden>{t('status.loading')}</VisuallyHidden>
        </div>
      )}
    </div>
  );
}
