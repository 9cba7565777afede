import type { ReactNode } from 'react';
import type { MessageTone } from '../stores/message-store';
import styles from './notice.module.css';

interface NoticeProps {
  tone: MessageTone;
  children: ReactNode;
  /** Extra controls (retry, dismiss) shown beside the text. */
  actions?: ReactNode;
}

/** An inline message. Errors are announced at once (`alert`), everything else politely (`status`). */
export function Notice({ tone, children, actions }: NoticeProps) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={`${styles.notice} ${styles[tone]}`}>
      <div>{children}</div>
      {actions}
    </div>
  );
}
