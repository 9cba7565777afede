import { create } from 'zustand';
import { type CartItem, type NewCartItem, readCartItems } from '../domain/cart-item';
import { type AddToCartOutcome, addToCartLines, setCartLineCount } from '../domain/cart-lines';
import type { Language } from '../i18n/languages';
import { persistInSession, stringOrNull } from './session-storage';
import { useVisitStore } from './visit-store';

export interface CartState {
  /** The item list; its length is the basket count (SPEC §3). */
  form: CartItem[];
  requestInvoice: boolean;
  error: string | null;
  cartId: string | null;
  shippingCosts: number | null;
  shippingError: boolean;
  shippingCostsError: string | null;
  externalDocumentNumber: string | null;
  /** The delivery country an anonymous visitor chose in the cart (SPEC §4 "user form"; since contract 1.2). */
  shippingCountry: string | null;
}

interface CartActions {
  /**
   * Puts an item into the cart and saves it: the same thing raises its line's quantity, never beyond what is
   * left (`maxCount`); says what happened, so the page can tell the visitor (since contract 1.1).
   */
  addToCart: (item: NewCartItem) => AddToCartOutcome;
  /** addToCart, answering the resulting line, or null when nothing went in. */
  addItem: (item: NewCartItem) => CartItem | null;
  /** Changes a line's quantity, bounded to 1 … what is left (since contract 1.1). */
  setLineCount: (lineId: string, count: number) => void;
  removeItem: (lineId: string) => void;
  /** Empties the cart, resets the cart id and removes the session copy (SPEC §4). */
  clearCart: () => void;
  setCartId: (cartId: string | null) => void;
  setError: (error: string | null) => void;
  setRequestInvoice: (requestInvoice: boolean) => void;
  /** SPEC §4 "Shipping": the cost, or null with the API's error code (since contract 1.2). */
  setShippingCosts: (shippingCosts: number | null, errorCode: string | null) => void;
  /** The delivery country of an anonymous visitor (since contract 1.2). */
  setShippingCountry: (country: string | null) => void;
  setExternalDocumentNumber: (externalDocumentNumber: string | null) => void;
  /**
   * Moves a ticket line to another time slot of its day, every other line kept in place (the checkout's offer
   * when a slot sold out; since contract 1.2).
   */
  moveTicketLine: (
    lineId: string,
    slot: { datetime: string; datetime_end: string; max_tickets: number },
  ) => Promise<void>;
  /**
   * Replaces the lines whose names are in another language than `language` (never a voucher code) with what
   * `rename` makes of them: the checkout's renaming after a language switch (checkout/cart-names, which stays
   * in the checkout's own code; since contract 1.4).
   */
  renameLines: (language: Language, rename: (line: CartItem) => CartItem) => void;
}

const EMPTY_CART: CartState = {
  form: [],
  requestInvoice: true,
  error: null,
  cartId: null,
  shippingCosts: null,
  shippingError: false,
  shippingCostsError: null,
  externalDocumentNumber: null,
  shippingCountry: null,
};

function newLineId(): string {
  return globalThis.crypto.randomUUID();
}

export const useCartStore = create<CartState & CartActions>()((set, get) => ({
  ...EMPTY_CART,
  addToCart: (item) => {
    // The names come in the language of the page that adds the line: kept with it, so the checkout knows
    // which lines to rename after a language switch.
    const language = item.lang ?? useVisitStore.getState().language;
    const { lines, outcome } = addToCartLines(
      get().form,
      language ? { ...item, lang: language } : item,
      newLineId,
    );
    if (outcome.kind !== 'refused') set({ form: lines, error: null });
    return outcome;
  },
  addItem: (item) => {
    const outcome = get().addToCart(item);
    return outcome.kind === 'refused' ? null : outcome.line;
  },
  setLineCount: (lineId, count) => set((state) => ({ form: setCartLineCount(state.form, lineId, count) })),
  renameLines: (language, rename) =>
    set((state) => ({
      form: state.form.map((line) => {
        if (line.type === 'voucherCode' || line.lang === language) return line;
        const renamed = rename(line);
        // Only names may change: a line that comes back as another thing is kept as it was.
        return renamed.lineId === line.lineId && renamed.type === line.type && renamed.id === line.id
          ? renamed
          : line;
      }),
    })),
  removeItem: (lineId) => set((state) => ({ form: state.form.filter((line) => line.lineId !== lineId) })),
  clearCart: () => {
    set({ ...EMPTY_CART });
    cartPersistence.clear();
  },
  setCartId: (cartId) => set({ cartId }),
  setError: (error) => set({ error }),
  setRequestInvoice: (requestInvoice) => set({ requestInvoice }),
  setShippingCosts: (shippingCosts, errorCode) =>
    set({ shippingCosts, shippingError: errorCode !== null, shippingCostsError: errorCode }),
  setShippingCountry: (shippingCountry) => set({ shippingCountry }),
  setExternalDocumentNumber: (externalDocumentNumber) => set({ externalDocumentNumber }),
  moveTicketLine: async (lineId, slot) => {
    // Only the checkout moves a line: the rule loads then, not with every page (docs "Bundle size").
    const { moveTicketLine } = await import('../domain/checkout/nearest-slot');
    set((state) => ({ form: moveTicketLine(state.form, lineId, slot) }));
  },
}));

function pickCart(state: CartState): CartState {
  return {
    form: state.form,
    requestInvoice: state.requestInvoice,
    error: state.error,
    cartId: state.cartId,
    shippingCosts: state.shippingCosts,
    shippingError: state.shippingError,
    shippingCostsError: state.shippingCostsError,
    externalDocumentNumber: state.externalDocumentNumber,
    shippingCountry: state.shippingCountry,
  };
}

/** The session copy under `cart` (SPEC §3); lines that cannot be read are dropped, not trusted. */
export const cartPersistence = persistInSession<CartState & CartActions>(useCartStore, {
  key: 'cart',
  pick: pickCart,
  read: (saved) => ({
    form: readCartItems(saved.form),
    requestInvoice: saved.requestInvoice !== false,
    error: stringOrNull(saved.error),
    cartId: stringOrNull(saved.cartId),
    shippingCosts: typeof saved.shippingCosts === 'number' ? saved.shippingCosts : null,
    shippingError: saved.shippingError === true,
    shippingCostsError: stringOrNull(saved.shippingCostsError),
    externalDocumentNumber: stringOrNull(saved.externalDocumentNumber),
    shippingCountry: stringOrNull(saved.shippingCountry),
  }),
});

export const selectBasketCount = (state: CartState): number => state.form.length;
