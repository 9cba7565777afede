import { create } from 'zustand';
import { type CartItem, type NewCartItem, readCartItems } from '../domain/cart-item';
import { type AddToCartOutcome, addToCartLines, setCartLineCount } from '../domain/cart-lines';
import { persistInSession, stringOrNull } from './session-storage';

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
};

function newLineId(): string {
  return globalThis.crypto.randomUUID();
}

export const useCartStore = create<CartState & CartActions>()((set, get) => ({
  ...EMPTY_CART,
  addToCart: (item) => {
    const { lines, outcome } = addToCartLines(get().form, item, newLineId);
    if (outcome.kind !== 'refused') set({ form: lines, error: null });
    return outcome;
  },
  addItem: (item) => {
    const outcome = get().addToCart(item);
    return outcome.kind === 'refused' ? null : outcome.line;
  },
  setLineCount: (lineId, count) => set((state) => ({ form: setCartLineCount(state.form, lineId, count) })),
  removeItem: (lineId) => set((state) => ({ form: state.form.filter((line) => line.lineId !== lineId) })),
  clearCart: () => {
    set({ ...EMPTY_CART });
    cartPersistence.clear();
  },
  setCartId: (cartId) => set({ cartId }),
  setError: (error) => set({ error }),
  setRequestInvoice: (requestInvoice) => set({ requestInvoice }),
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
  }),
});

export const selectBasketCount = (state: CartState): number => state.form.length;
