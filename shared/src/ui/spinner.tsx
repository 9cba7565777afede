import { useTranslation } from 'react-i18next';
import styles from './spinner.module.css';
import { VisuallyHidden } from './visually-hidden';

/** A busy indicator that says what it is to screen readers. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={styles.spinner}>
      <VisuallyHidden>{label ?? t('status.loading')}</VisuallyHidden>
    </span>
  );
}
