import {
  ApiError,
  Button,
  currentLanguage,
  i18n,
  useCartStore,
  useLocale,
  useMessageStore,
  useRequest,
} from '@museum/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../domain/cart-item';
import { formatPrice } from '../domain/format';
import {
  enteredVoucherCode,
  isVoucherCodeInCart,
  redeemVoucherCode,
  type VoucherCodeError,
  voucherCodeFailure,
} from '../domain/shop/voucher-code';
import { checkVoucherCode } from './check-voucher-code';
import styles from './voucher-code-form.module.css';
import { loadVoucherCodeTexts, VOUCHER_CODE_NAMESPACE } from './voucher-code-texts';

export interface VoucherCodeFormProps {
  /** Called with the cart line once a code is in the cart (the checkout recomputes its totals). */
  onRedeemed?: (line: CartItem) => void;
  /** Id of the heading that names the form, where the page has one. */
  labelledBy?: string;
}

/** One press of "Redeem": the trimmed code to check, or why it is not sent at all. */
type Attempt = { n: number; code: string; error: null } | { n: number; code: null; error: VoucherCodeError };

/** What came of a checked code: in the cart, or refused after the answer (validity, already in the cart). */
type Outcome =
  | { n: number; kind: 'added'; barcode: string; value: number }
  | { n: number; kind: 'refused'; error: VoucherCodeError };

/** A bound for the field: codes are at most 64 characters, some room for spaces pasted around them. */
const MAX_INPUT_LENGTH = 100;

function useVoucherCodeTexts(): boolean {
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(currentLanguage(), VOUCHER_CODE_NAMESPACE));
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadVoucherCodeTexts().then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

function failureOf(error: unknown): VoucherCodeError {
  return voucherCodeFailure(
    error instanceof ApiError ? { status: error.status, code: error.code } : { status: null, code: null },
  );
}

/**
 * SPEC §2 "Voucher-code entry" and §5 "Voucher code check": the code is trimmed, checked with the API, checked
 * again on the UTC+1 clock, and put in the cart unless its barcode is there already. Every refusal is a
 * translated message tied to the field; what was typed stays until the code is in the cart.
 */
export function VoucherCodeForm({ onRedeemed, labelledBy }: VoucherCodeFormProps) {
  const { t } = useTranslation(VOUCHER_CODE_NAMESPACE);
  const textsReady = useVoucherCodeTexts();
  const locale = useLocale();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [input, setInput] = useState('');
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const code = attempt?.code ?? null;
  const request = useRequest(
    attempt && code !== null ? `${attempt.n}:${code}` : null,
    (signal) => checkVoucherCode(code ?? '', signal),
    (answer) => {
      const n = attempt?.n ?? 0;
      const check = redeemVoucherCode(answer, useCartStore.getState().form, new Date());
      if (!check.ok) {
        setOutcome({ n, kind: 'refused', error: check.error });
        return;
      }
      const added = useCartStore.getState().addToCart(check.line);
      if (added.kind === 'refused') {
        setOutcome({ n, kind: 'refused', error: 'VOUCHER_ALREADY_IN_CART' });
        return;
      }
      setOutcome({ n, kind: 'added', barcode: check.line.barcode, value: check.line.amount });
      setInput('');
      useMessageStore.getState().showToast({ key: 'common:cart.added' });
      onRedeemed?.(added.line);
    },
  );

  const current = outcome !== null && outcome.n === attempt?.n ? outcome : null;
  let error: VoucherCodeError | null = attempt?.error ?? null;
  if (!error && request.status === 'failed') error = failureOf(request.error);
  if (!error && current?.kind === 'refused') error = current.error;
  const pending = request.status === 'loading';

  // A refusal sends the visitor back to the field, whose description is the message (read out with it). A
  // field that has focus already (Enter pressed in it) is left and entered again, or nothing would be read.
  const refusal = error && attempt ? `${attempt.n}:${error}` : null;
  useEffect(() => {
    const field = inputRef.current;
    if (!refusal || !field) return;
    if (document.activeElement === field) field.blur();
    field.focus();
  }, [refusal]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const n = (attempt?.n ?? 0) + 1;
    const entered = enteredVoucherCode(input);
    if (!entered.ok) setAttempt({ n, code: null, error: entered.error });
    // SPEC §4: a barcode already in the cart is not added again; no need to ask the API.
    else if (isVoucherCodeInCart(useCartStore.getState().form, entered.code))
      setAttempt({ n, code: null, error: 'VOUCHER_ALREADY_IN_CART' });
    else setAttempt({ n, code: entered.code, error: null });
  };

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  let status = '';
  if (pending) status = t('checking');
  else if (current?.kind === 'added')
    status = t('added', { code: current.barcode, amount: formatPrice(current.value, locale) });

  // Never a form of untranslated keys: without its texts (a page that did not load them), it waits for them.
  if (!textsReady) return null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {t('label')}
        </label>
        <p id={hintId} className={styles.hint}>
          {t('hint')}
        </p>
        <div className={styles.row}>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            type="text"
            value={input}
            maxLength={MAX_INPUT_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setInput(event.target.value);
              // A changed code is another code: the last answer and any check under way no longer apply.
              setAttempt(null);
            }}
          />
          <Button type="submit" aria-disabled={pending || undefined}>
            {t('redeem')}
          </Button>
        </div>
        {error && (
          <p id={errorId} className={styles.error}>
            {t(`errors.${error}`)}
          </p>
        )}
      </div>
      <p className={current?.kind === 'added' ? styles.added : styles.status} role="status">
        {status}
      </p>
    </form>
  );
}
