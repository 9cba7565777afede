import { Button, type MessageText, Notice, useMessageStore } from '@museum/shared';
import { useTranslation } from 'react-i18next';
import styles from './global-messages.module.css';

function useMessageText(): (content: MessageText) => string {
  const { t } = useTranslation();
  return (content) => ('text' in content ? content.text : t(content.key, content.values ?? {}));
}

/** SPEC §2: the global message bar with a dismiss button, and the toasts (SPEC §9: 2000 ms, top right). */
export function GlobalMessages() {
  const { t } = useTranslation();
  const text = useMessageText();
  const message = useMessageStore((state) => state.message);
  const toasts = useMessageStore((state) => state.toasts);
  const clearMessage = useMessageStore((state) => state.clearMessage);
  return (
    <>
      {message && (
        <div className={styles.messageBar} data-global-message={message.tone}>
          <Notice
            tone={message.tone}
            actions={
              <Button variant="quiet" onClick={clearMessage}>
                {t('actions.dismiss')}
              </Button>
            }
          >
            {text(message.content)}
          </Notice>
        </div>
      )}
      <ol className={styles.toasts} aria-live="polite" aria-label={t('a11y.notifications')}>
        {toasts.map((toast) => (
          <li
            key={toast.id}
            className={`${styles.toast} ${styles[toast.tone] ?? ''}`}
            data-toast={toast.tone}
          >
            {text(toast.content)}
          </li>
        ))}
      </ol>
    </>
  );
}
