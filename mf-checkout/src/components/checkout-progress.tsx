import { useConfigStore, VisuallyHidden } from '@museum/shared';
import { type CheckoutStep, checkoutProgress } from '@museum/shared/domain';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../lib/use-signed-in';
import styles from './checkout-progress.module.css';

/** SPEC §2: the progress bar (cart, sign in, payment, complete), shown when the museum's `show_progress_bar` is on. */
export function CheckoutProgress({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation('checkout');
  const shown = useConfigStore((state) => state.remote?.show_progress_bar ?? false);
  const signedIn = useSignedIn();
  if (!shown) return null;
  return (
    <nav aria-label={t('progress.label')} className={styles.progress}>
      <ol className={styles.steps}>
        {checkoutProgress(current, signedIn).map(({ step, state }, index) => (
          <li
            key={step}
            className={`${styles.step} ${styles[state]}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {/* WCAG 1.4.1: a done step says so by its mark too, not by its colour alone. */}
            <span className={styles.number} aria-hidden="true">
              {state === 'done' ? '✓' : state === 'skipped' ? '–' : index + 1}
            </span>
            <span className={styles.label}>
              {t(`progress.steps.${step}`)}
              {(state === 'done' || state === 'skipped') && (
                <VisuallyHidden> {t(`progress.${state}`)}</VisuallyHidden>
              )}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
