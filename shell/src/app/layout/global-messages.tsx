import { Button, type MessageText, Notice, useMessageStore } from '@museum/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './global-messages.module.css';
import { useToastPlacement } from './use-toast-placement';

function useMessageText(): (content: MessageText) => string {
  const { t } = useTranslation();
  return (content) => ('text' in content ? content.text : t(content.key, content.values ?? {}));
}

/**
 * SPEC §2: the global message bar with a dismiss button, and the toasts (SPEC §9: 2000 ms, top right, but
 * never on top of a control: useToastPlacement moves them to a free corner, or into the page flow).
 */
export function GlobalMessages() {
  const { t } = useTranslation();
  const text = useMessageText();
  const message = useMessageStore((state) => state.message);
  const toasts = useMessageStore((state) => state.toasts);
  const clearMessage = useMessageStore((state) => state.clearMessage);
  const toastList = useRef<HTMLOListElement>(null);
  const position = useToastPlacement(toastList, toasts.length);
  const floating =
    position.placement !== 'flow' && position.placement !== 'measuring' ? position.placement : null;
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
      <ol
        ref={toastList}
        className={`${styles.toasts} ${styles[position.placement === 'flow' ? 'inFlow' : 'floating']}`}
        style={floating ? { top: floating.top, left: floating.left } : undefined}
        data-toast-placement={floating?.corner ?? position.placement}
        aria-live="polite"
        aria-label={t('a11y.notifications')}
      >
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
