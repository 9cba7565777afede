import { describe, expect, it } from 'vitest';
import { lowestTourPrice } from './tour-price';

const price = (id: number, cents: number) => ({
  id,
  name: `p${id}`,
  price: cents,
  vat_value: 7,
  sequence_no: id,
});

describe('lowestTourPrice', () => {
  it('takes the cheapest of price list and tickets', () => {
    expect(
      lowestTourPrice({ priceList: { 1: price(1, 9000) }, tickets: { 5: price(5, 1200), 6: price(6, 800) } }),
    ).toBe(800);
  });

  it('is null for a tour without prices', () => {
    expect(lowestTourPrice({ priceList: {}, tickets: {} })).toBeNull();
  });
});
