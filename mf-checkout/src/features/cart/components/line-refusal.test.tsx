import { ensureRemoteTexts, initI18n } from '@museum/shared';
import type { CartItem, PaymentRefusal } from '@museum/shared/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import remote from '../../../app/routes';
import { bookLine, voucherLine } from '../../../test/cart-lines';
import { LineRefusal } from './line-refusal';

beforeAll(async () => {
  await initI18n('en');
  await ensureRemoteTexts(remote);
});
afterEach(cleanup);

/** What the API answers for a cart with too much of one line (api/src/services/pricing/demand.ts). */
const outOfStock = (lineId: string, available: number): PaymentRefusal => ({
  code: 'ITEM_OUT_OF_STOCK',
  lineId,
  details: { available },
  lineFields: {},
  fields: {},
});

const showRefusal = (item: CartItem, refusal: PaymentRefusal) =>
  render(
    <LineRefusal
      id="refusal"
      item={item}
      refusal={refusal}
      fieldCodes={[]}
      unprepared={false}
      onMoved={() => {}}
    />,
  );

describe('a refused line (SPEC §8)', () => {
  it('says how many vouchers one order may have, not that vouchers are out of stock', () => {
    showRefusal(voucherLine, outOfStock('voucher', 50));
    expect(screen.getByRole('alert').textContent).toBe(
      'One order may have at most 50 vouchers: please lower the number of vouchers in your basket.',
    );
  });

  it('says what is left in stock of an article', () => {
    showRefusal(bookLine, outOfStock('book', 2));
    expect(screen.getByRole('alert').textContent).toBe(
      'An item in your basket is out of stock. 2 pieces are left in stock.',
    );
  });
});
