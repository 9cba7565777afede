import { describe, expect, it } from 'vitest';
import type { Merchandise } from '../../api/wire/merchandise.ts';
import { addToCartLines } from '../cart-lines';
import { prepareCartItems } from '../cart-preparation';
import {
  emptyPassOwner,
  initialPassForm,
  MAX_PASSES_PER_LINE,
  type PassForm,
  type PassOwnerDraft,
  passCartItem,
  passOwnerFieldErrors,
  passQuantityLimit,
  resizePassOwners,
  validatePassForm,
  withPassQuantity,
} from './pass-owners';

const pass: Merchandise = {
  id: 6,
  name: 'Annual pass',
  description: 'A year of visits.',
  price: 6500,
  vat_value: 7,
  stock: 1000,
  sold_out: false,
  sequence_no: 6,
  custom_groups: [{ id: 34, name: 'Annual passes' }],
  product_kind_ref: 13,
  image: '/static/merchandise/pass.svg',
  weight: 20,
  sale_ends: null,
  expired: false,
};

const countries = new Set(['DE', 'AT', 'FR']);
const owner = (name: string, extra: Partial<PassOwnerDraft> = {}): PassOwnerDraft => ({
  ...emptyPassOwner('DE'),
  name,
  ...extra,
});
const vienna = { street: 'Ringstraße 1', zip: '1010', city: 'Wien', country: 'AT' };

describe('resizePassOwners (SPEC §5: the quantity resizes the name and address lists)', () => {
  it('adds empty owners with the default country for more passes', () => {
    const owners = resizePassOwners([owner('Anna')], 3, 'DE');
    expect(owners.map((item) => item.name)).toEqual(['Anna', '', '']);
    expect(owners[2]?.address.country).toBe('DE');
  });

  it('keeps the first owners, with everything typed for them, for fewer passes', () => {
    const custom = owner('Ben', { sendToCustomAddress: true, address: vienna });
    const owners = resizePassOwners([owner('Anna'), custom, owner('Cleo')], 2);
    expect(owners).toEqual([owner('Anna'), custom]);
  });

  it('gives the owners back when the quantity grows again, after the field was cleared to type a number', () => {
    const typed = {
      ...initialPassForm(3, 'DE'),
      owners: [owner('Anna'), owner('Ben', { address: vienna }), owner('Cleo')],
    };
    const cleared = withPassQuantity(typed, 0, 'DE');
    expect(cleared.owners).toEqual([]);
    const retyped = withPassQuantity(cleared, 3, 'DE');
    expect(retyped.owners).toEqual(typed.owners);
    expect(withPassQuantity(withPassQuantity(retyped, 1), 4, 'DE').owners.map((item) => item.name)).toEqual([
      'Anna',
      'Ben',
      'Cleo',
      '',
    ]);
  });

  it('stays within 0 … 10 for any quantity', () => {
    expect(resizePassOwners([owner('Anna')], 0)).toEqual([]);
    expect(resizePassOwners([owner('Anna')], -3)).toEqual([]);
    expect(resizePassOwners([], 500)).toHaveLength(MAX_PASSES_PER_LINE);
    expect(resizePassOwners([], Number.NaN)).toEqual([]);
    expect(resizePassOwners([], 2.5)).toEqual([]);
  });

  it('keeps the form’s quantity and owner list the same length', () => {
    const form = withPassQuantity(initialPassForm(1, 'DE'), 4, 'DE');
    expect(form.quantity).toBe(4);
    expect(form.owners).toHaveLength(4);
    expect(withPassQuantity(form, 99).quantity).toBe(MAX_PASSES_PER_LINE);
  });

  it('limits the quantity to the stock left after the cart, at most 10', () => {
    expect(passQuantityLimit(pass, 0)).toBe(10);
    expect(passQuantityLimit({ ...pass, stock: 3 }, 1)).toBe(2);
    expect(passQuantityLimit({ ...pass, stock: 3 }, 3)).toBe(0);
    expect(passQuantityLimit({ ...pass, expired: true }, 0)).toBe(0);
  });
});

describe('validatePassForm (validated before it goes into the cart)', () => {
  const form = (owners: PassOwnerDraft[], hasCustomAddresses = false): PassForm => ({
    quantity: owners.length,
    hasCustomAddresses,
    owners,
  });

  it('accepts a name per pass, sent with the order', () => {
    expect(validatePassForm(form([owner('Anna'), owner('Ben')]), 10, countries)).toEqual([]);
  });

  it('wants a name for every pass, and all problems at once', () => {
    const errors = validatePassForm(form([owner(''), owner('  '), owner('Cleo')]), 10, countries);
    expect(errors).toEqual([
      { code: 'FIELD_REQUIRED', owner: 0, field: 'name' },
      { code: 'FIELD_REQUIRED', owner: 1, field: 'name' },
    ]);
    expect(passOwnerFieldErrors(errors, 1, 'name')).toHaveLength(1);
    expect(passOwnerFieldErrors(errors, 2, 'name')).toEqual([]);
  });

  it('refuses names over 100 characters and names with control or bidi characters', () => {
    const errors = validatePassForm(
      form([owner('A'.repeat(101)), owner('Anna\u0007'), owner('Ben\u202Eredli'), owner('A'.repeat(100))]),
      10,
      countries,
    );
    expect(errors).toEqual([
      { code: 'FIELD_TOO_LONG', owner: 0, field: 'name' },
      { code: 'FIELD_INVALID', owner: 1, field: 'name' },
      { code: 'FIELD_INVALID', owner: 2, field: 'name' },
    ]);
  });

  it('checks a custom address field by field: street, city, zip and a country the shop knows', () => {
    const incomplete = owner('Ben', {
      sendToCustomAddress: true,
      address: { street: '', zip: '1', city: ' ', country: 'XX' },
    });
    expect(validatePassForm(form([incomplete], true), 10, countries)).toEqual([
      { code: 'FIELD_REQUIRED', owner: 0, field: 'street' },
      { code: 'FIELD_REQUIRED', owner: 0, field: 'city' },
      { code: 'FIELD_INVALID', owner: 0, field: 'zip' },
      { code: 'FIELD_INVALID', owner: 0, field: 'country' },
    ]);
    const noZip = owner('Ben', { sendToCustomAddress: true, address: { ...vienna, zip: '', country: '' } });
    expect(validatePassForm(form([noZip], true), 10, countries)).toEqual([
      { code: 'FIELD_REQUIRED', owner: 0, field: 'zip' },
      { code: 'FIELD_REQUIRED', owner: 0, field: 'country' },
    ]);
    const valid = owner('Ben', { sendToCustomAddress: true, address: { ...vienna, zip: ' 1010 ' } });
    expect(validatePassForm(form([valid], true), 10, countries)).toEqual([]);
  });

  it('ignores an address that is not used: custom addresses off, or this pass sent with the order', () => {
    const unused = owner('Ben', { sendToCustomAddress: true, address: { ...vienna, street: '' } });
    expect(validatePassForm(form([unused], false), 10, countries)).toEqual([]);
    const notChosen = owner('Ben', { sendToCustomAddress: false, address: { ...vienna, street: '' } });
    expect(validatePassForm(form([notChosen], true), 10, countries)).toEqual([]);
  });

  it('wants at least one pass and no more than are left', () => {
    expect(validatePassForm(form([]), 10, countries)).toEqual([{ code: 'QUANTITY_REQUIRED' }]);
    expect(validatePassForm(form([owner('A'), owner('B'), owner('C')]), 2, countries)).toEqual([
      { code: 'QUANTITY_TOO_HIGH', max: 2 },
    ]);
  });
});

describe('passCartItem (SPEC §3 "Pass owners", §7)', () => {
  const twoPasses: PassForm = {
    quantity: 2,
    hasCustomAddresses: true,
    owners: [
      owner(' Anna Schmidt ', { address: vienna }),
      owner('Ben Meyer', { sendToCustomAddress: true, address: { ...vienna, zip: ' 1010 ' } }),
    ],
  };

  it('stores one owner per pass: trimmed names, an address only for a pass sent to its own', () => {
    expect(passCartItem(pass, twoPasses)).toEqual({
      type: 'annualPass',
      id: 6,
      name: 'Annual pass',
      price: 6500,
      totalPrice: 13000,
      count: 2,
      vat_value: 7,
      maxCount: 1000,
      owners: [
        { name: 'Anna Schmidt', address: null },
        { name: 'Ben Meyer', address: vienna },
      ],
    });
  });

  it('drops every address when custom addresses are off', () => {
    const line = passCartItem(pass, { ...twoPasses, hasCustomAddresses: false });
    expect(line.owners?.map((item) => item.address)).toEqual([null, null]);
  });

  it('is prepared for the API with owners, send_to_custom_addr and the total', () => {
    const { lines } = addToCartLines([], passCartItem(pass, twoPasses), () => 'p');
    expect(prepareCartItems(lines)).toEqual([
      {
        type: 'annualPass',
        id: 6,
        count: 2,
        owners: [
          { name: 'Anna Schmidt', send_to_custom_addr: false },
          { name: 'Ben Meyer', address: vienna, send_to_custom_addr: true },
        ],
        totalPrice: 13000,
      },
    ]);
  });

  it('adds the owners of the same pass added again to its line', () => {
    const first = addToCartLines([], passCartItem(pass, { ...twoPasses, quantity: 1 }), () => 'p');
    const second = addToCartLines(
      first.lines,
      passCartItem(pass, { quantity: 1, hasCustomAddresses: false, owners: [owner('Cleo')] }),
      () => 'q',
    );
    expect(second.outcome.kind).toBe('merged');
    expect(second.lines).toHaveLength(1);
    expect(second.lines[0]).toMatchObject({ count: 2, totalPrice: 13000 });
    const owners = second.lines[0]?.type === 'annualPass' ? second.lines[0].owners : [];
    expect(owners?.map((item) => item.name)).toEqual(['Anna Schmidt', 'Cleo']);
  });

  it('refuses an article that is not an annual pass', () => {
    expect(() => passCartItem({ ...pass, product_kind_ref: 1 }, twoPasses)).toThrow();
  });
});
