import { Button, type MessageText, Notice, useMessageStore } from '@museum/shared';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './global-messages.module.css';
import type { ToastPosition } from './use-toast-placement';

/**
 * The toasts' placement comes with the first toast (its own chunk, warmed up at the first intent with the
 * failure views). If it cannot come (offline), or has not come within PLACEMENT_WAIT_MS (a slow or hanging
 * request), the toasts go into the page flow, where they cover nothing: a toast is never kept unseen.
 */
const PLACEMENT_WAIT_MS = 400;
const ToastPlacer = lazy(() =>
  import('./use-toast-placement').then(
    (module) => ({ default: module.ToastPlacer }),
    () => ({ default: InFlow }),
  ),
);

function InFlow({ onPlace }: { onPlace: (position: ToastPosition) => void }): null {
  useEffect(() => onPlace({ placement: 'flow' }), [onPlace]);
  return null;
}

function useMessageText(): (content: MessageText) => string {
  const { t } = useTranslation();
  return (content) => ('text' in content ? content.text : t(content.key, content.values ?? {}));
}

/**
 * SPEC §2: the global message bar with a dismiss button, and the toasts (SPEC §9: 2000 ms, top right, but
 * never on top of a control: ToastPlacer moves them to a free corner, or into the page flow).
 */
export function GlobalMessages() {
  const { t } = useTranslation();
  const text = useMessageText();
  const message = useMessageStore((state) => state.message);
  const toasts = useMessageStore((state) => state.toasts);
  const clearMessage = useMessageStore((state) => state.clearMessage);
  const toastList = useRef<HTMLOListElement>(null);
  const [position, setPosition] = useState<ToastPosition>({ placement: 'measuring' });
  const shown = toasts.length > 0;
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(
      () => setPosition((now) => (now.placement === 'measuring' ? { placement: 'flow' } : now)),
      PLACEMENT_WAIT_MS,
    );
    // No toast left: the next one is measured anew (after the flow of a placement that did not come, too).
    return () => {
      clearTimeout(timer);
      setPosition({ placement: 'measuring' });
    };
  }, [shown]);
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
        {toasts.length > 0 && (
          <Suspense fallback={null}>
            <ToastPlacer list={toastList} count={toasts.length} onPlace={setPosition} />
          </Suspense>
        )}
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
