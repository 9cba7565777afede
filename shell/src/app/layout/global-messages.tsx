import { Button, type MessageText, Notice, useMessageStore } from '@museum/shared';
import {
  type ComponentType,
  lazy,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { pageStart } from '../../lib/page-heading';
import styles from './global-messages.module.css';
import type { ToastPosition } from './use-toast-placement';

/**
 * The toasts' placement comes with the first toast (its own chunk, warmed up at the first intent with the
 * failure views). If it cannot come (offline), or has not come within PLACEMENT_WAIT_MS (a slow or hanging
 * request), the toasts go into the page flow, where they cover nothing: a toast is never kept unseen.
 */
const PLACEMENT_WAIT_MS = 400;

type Placer = ComponentType<{
  list: RefObject<HTMLElement | null>;
  count: number;
  onPlace: (position: ToastPosition) => void;
}>;

/** The placement's lazy component; one whose chunk did not come is replaced for the next toasts. */
const placerLazy = (): Placer =>
  lazy(() =>
    import('./use-toast-placement').then(
      (module) => ({ default: module.ToastPlacer }),
      () => {
        nextPlacer = placerLazy();
        return { default: InFlow };
      },
    ),
  );
let nextPlacer = placerLazy();

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
  const [ToastPlacer, setToastPlacer] = useState(() => nextPlacer);
  // Once the toasts went into the flow, they stay there until none is left: a placement that comes later would
  // measure the list in the flow's width, and moving it out would move the page again.
  const inFlowForNow = useRef(false);
  const place = useCallback((placed: ToastPosition) => {
    if (!inFlowForNow.current) setPosition(placed);
  }, []);
  const shown = toasts.length > 0;
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(
      () =>
        setPosition((now) => {
          if (now.placement !== 'measuring') return now;
          inFlowForNow.current = true;
          return { placement: 'flow' };
        }),
      PLACEMENT_WAIT_MS,
    );
    // No toast left: the next ones are measured anew, by a placement asked for again if it did not come.
    return () => {
      clearTimeout(timer);
      inFlowForNow.current = false;
      setPosition({ placement: 'measuring' });
      setToastPlacer(() => nextPlacer);
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
              <Button
                variant="quiet"
                onClick={() => {
                  // The bar goes with the button: the focus goes to the page's start, not to the body.
                  pageStart()?.focus({ preventScroll: true });
                  clearMessage();
                }}
              >
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
            <ToastPlacer list={toastList} count={toasts.length} onPlace={place} />
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
