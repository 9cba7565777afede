import { type ReactNode, useId } from 'react';
import styles from './settings-page.module.css';

/** One part of the settings page: a region named by its heading, so it can be found and skipped to. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
