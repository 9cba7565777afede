import type { HTMLAttributes, ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only; `as="h2"` for a heading they navigate by (and focus can be moved to). */
export function VisuallyHidden({
  as: Tag = 'span',
  ...props
}: { children: ReactNode; as?: 'span' | 'h2' } & Omit<HTMLAttributes<HTMLElement>, 'className'>) {
  return <Tag className={styles.hidden} {...props} />;
}
