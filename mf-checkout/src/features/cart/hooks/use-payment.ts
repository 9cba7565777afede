import {
  ApiError,
  cartPersistence,
  describeApiError,
  type Language,
  type MessageText,
  useCartStore,
  useVisitStore,
} from '@museum/shared';
import { trackCheckout } from '@museum/shared/analytics';
import {
  type CartItem,
  checkoutStepNumber,
  hasPaymentFormErrors,
  type PaymentForm,
  type PaymentFormErrors,
  type PaymentRefusal,
  paymentAux,
  paymentCart,
  paymentOption,
  paymentRefusal,
  validatePaymentForm,
} from '@museum/shared/domain';
import type { PaymentType } from '@museum/shared/wire';
import { useRef, useState } from 'react';
import { paymentFailure } from '../../../lib/payment-failure';
import { goToPaymentPage, paymentReturnUrls } from '../../../lib/payment-page';
import { forgetBasketPayment, newBasketMark, rememberBasketPayment } from '../../../lib/payment-under-way';
import { useBackFromPaymentPage } from '../../../lib/use-back-from-payment-page';
import { initPayment } from '../api/init-payment';

export type PaymentStatus = 'idle' | 'sending' | 'leaving';

export interface PaymentAttempt {
  status: PaymentStatus;
  /** What the form lacks, found before anything is sent. */
  errors: PaymentFormErrors;
  /** The API's 422, read against the cart that was sent (SPEC §8: shown on the cart). */
  refusal: PaymentRefusal | null;
  /** Lines the shop cannot send: the visitor removes them and books them again. */
  unprepared: string[];
  /** Any other failure, as the visitor reads it. */
  failure: MessageText | null;
  /** How many times the visitor pressed "Pay": a new press moves focus to what went wrong again. */
  attempt: number;
}

interface PaymentContext {
  lines: readonly CartItem[];
  offered: readonly PaymentType[];
  signedIn: boolean;
  language: Language;
  /** Whether the cart can be paid as it is (shipping known where goods are sent). */
  blocked: boolean;
}

const IDLE: PaymentAttempt = {
  status: 'idle',
  errors: {},
  refusal: null,
  unprepared: [],
  failure: null,
  attempt: 0,
};

/**
 * SPEC §4 "Payment": checks the form, sends initPayment with the cart, the partner, the document number and
 * the return addresses, and leaves for the provider's page; a refusal stays on the cart with everything the
 * visitor typed. A second press while one is under way does nothing.
 */
export function usePayment() {
  const [state, setState] = useState<PaymentAttempt>(IDLE);
  const busy = useRef(false);
  // Back from the provider's page: the page was kept as it left ("leaving"); the visitor may pay again.
  useBackFromPaymentPage(() => {
    // Its basket too is the one of when it left, while the pages since (the accepted page, after an approval)
    // may have booked lines and taken them out of the tab's copy: the basket is that copy again, or Pay would
    // send booked lines once more and any change would write them back.
    cartPersistence.reread();
    busy.current = false;
    setState((current) => (current.status === 'leaving' ? { ...current, status: 'idle' } : current));
  });

  const pay = async (form: PaymentForm, context: PaymentContext) => {
    if (busy.current) return;
    const attempt = state.attempt + 1;
    // Nothing to send yet (no delivery country, no shipping costs for it), but the press is answered: the
    // page brings the visitor to what blocks it (WCAG 3.3.1), as for any other refused press.
    if (context.blocked) {
      setState((current) => ({ ...current, attempt }));
      return;
    }
    const errors = validatePaymentForm(form, { signedIn: context.signedIn, offered: context.offered });
    if (hasPaymentFormErrors(errors)) {
      setState({ ...IDLE, errors, attempt });
      return;
    }
    const { externalDocumentNumber, requestInvoice, shippingCountry, shippingCosts } =
      useCartStore.getState();
    const prepared = paymentCart(context.lines, externalDocumentNumber);
    if (!prepared.ok) {
      setState({ ...IDLE, unprepared: prepared.unprepared, attempt });
      return;
    }
    busy.current = true;
    setState({ ...IDLE, status: 'sending', attempt });
    trackCheckout(checkoutStepNumber('payment'), context.lines, paymentOption(form));
    const basket = newBasketMark();
    try {
      const address = await initPayment({
        payart: form.payart ?? 0,
        aux: paymentAux(form, { partner: useVisitStore.getState().partner, requestInvoice }),
        cart: prepared.cart,
        url: paymentReturnUrls(context.language, { basket }),
        ...(!context.signedIn && shippingCountry ? { country: shippingCountry } : {}),
      });
      // What was sent is what the return may book, report and take out of the basket (payment-under-way.ts).
      rememberBasketPayment({ mark: basket, lines: [...context.lines], shippingCosts });
      if (goToPaymentPage(address)) {
        // The browser is leaving: the button stays busy until the provider's page shows.
        setState({ ...IDLE, status: 'leaving', attempt });
        return;
      }
      forgetBasketPayment(basket);
      setState({ ...IDLE, failure: describeApiError(null), attempt });
    } catch (error) {
      const refusal =
        error instanceof ApiError && error.status === 422
          ? paymentRefusal(error.body, prepared.lineOfItem)
          : null;
      setState({ ...IDLE, refusal, failure: refusal ? null : paymentFailure(error), attempt });
    }
    busy.current = false;
  };

  /** The visitor changed the cart (moved a line, removed one): the old refusal no longer applies. */
  const forget = () => setState((current) => ({ ...current, refusal: null, unprepared: [], failure: null }));

  return { ...state, pay, forget };
}
