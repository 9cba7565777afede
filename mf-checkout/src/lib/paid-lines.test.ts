import { useCartStore } from '@museum/shared';
import { resetShopState } from '@museum/shared/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { at, bookLine, dayLine, ticketLine, twoPassesLine } from '../test/cart-lines';
import { basketAfterPayment, takePaidLinesOutOfBasket } from './paid-lines';

const [anna, ben] = twoPassesLine.owners ?? [];
/** The pass line as it was sent: one pass, for Anna. */
const annasPass = { ...twoPassesLine, count: 1, totalPrice: 6000, owners: anna ? [anna] : [] };

beforeEach(resetShopState);

describe('the basket once a payment is booked', () => {
  it('takes the paid quantity from a line raised after Back, keeping the rest at its unit price', () => {
    // Sent: 2 adults and a catalogue. Back from the provider: 2 more adults and 2 more catalogues joined them.
    const basket = [
      ticketLine({ totalCount: 4, totalPrice: 6400 }),
      { ...bookLine, count: 3, totalPrice: 11700 },
    ];
    expect(basketAfterPayment(basket, [ticketLine(), bookLine])).toEqual([
      ticketLine({ totalCount: 2, totalPrice: 3200 }),
      { ...bookLine, count: 2, totalPrice: 7800 },
    ]);
  });

  it('takes out lines paid in full, even lowered since, and keeps the lines that were not sent', () => {
    const basket = [ticketLine({ totalCount: 1, totalPrice: 1600 }), dayLine, bookLine];
    expect(basketAfterPayment(basket, [ticketLine(), dayLine])).toEqual([bookLine]);
  });

  it('keeps a line moved to another time since: that time was not paid', () => {
    const moved = ticketLine({ datetime: at('15:00'), datetime_end: at('16:00') });
    expect(basketAfterPayment([moved], [ticketLine()])).toEqual([moved]);
  });

  it('takes out the passes of the holders paid for, not the first ones of the line', () => {
    // Sent: Anna's pass. Back: Ben's pass joined the line after hers.
    expect(basketAfterPayment([twoPassesLine], [annasPass])).toEqual([
      { ...twoPassesLine, count: 1, totalPrice: 6000, owners: [ben] },
    ]);
  });
});

describe('taking the paid lines out of the cart store', () => {
  it('lowers the raised lines in place, drops the paid ones and forgets the booked cart id', () => {
    useCartStore.setState({
      form: [ticketLine({ totalCount: 4, totalPrice: 6400 }), dayLine, bookLine],
      cartId: 'CART12345678',
    });
    takePaidLinesOutOfBasket([ticketLine(), dayLine]);
    const { form, cartId } = useCartStore.getState();
    expect(form).toEqual([ticketLine({ totalCount: 2, totalPrice: 3200 }), bookLine]);
    expect(cartId).toBeNull();
  });

  it('keeps the pass of the holder not paid for', () => {
    useCartStore.setState({ form: [twoPassesLine, bookLine] });
    takePaidLinesOutOfBasket([annasPass]);
    expect(useCartStore.getState().form).toMatchObject([
      bookLine,
      { type: 'annualPass', id: 6, count: 1, totalPrice: 6000, owners: [ben] },
    ]);
  });

  it('empties the basket when everything in it was paid', () => {
    useCartStore.setState({ form: [ticketLine(), bookLine], shippingCountry: 'AT' });
    takePaidLinesOutOfBasket([ticketLine(), bookLine]);
    expect(useCartStore.getState()).toMatchObject({ form: [], shippingCountry: null });
  });
});
