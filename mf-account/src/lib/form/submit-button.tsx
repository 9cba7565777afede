import { Button, Spinner } from '@museum/shared';
import type { ReactNode } from 'react';
import styles from './submit-button.module.css';

/**
 * A form's submit button with its busy state: while the request runs the button says it is unavailable
 * (`aria-disabled`, it keeps its focus, unlike `disabled`) and a spinner beside it says what is happening.
 * The form itself ignores a second submit (useSubmission).
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      <Button type="submit" aria-disabled={busy || undefined}>
        {children}
      </Button>
      {busy && <Spinner label={busyLabel} />}
    </div>
  );
}
