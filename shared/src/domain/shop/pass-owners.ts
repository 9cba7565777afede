import type { Merchandise } from '../../api/wire/merchandise.ts';
import type { MerchandiseCartItem, PassOwnerAddress } from '../cart-item';
import { MAX_LINE_COUNT } from '../cart-lines';
import { isAnnualPass, isPurchasable } from './merchandise';
import { type FormTextProblem, formTextProblem } from './text-input';

/** One pass as the visitor fills it in: the owner's name and, when chosen, an address to send the card to. */
export interface PassOwnerDraft {
  name: string;
  /** SPEC §3 "Pass owners" send_to_custom_addr: this card goes to its own address. */
  sendToCustomAddress: boolean;
  address: PassOwnerAddress;
}

/**
 * SPEC §3 "Merchandise and annual pass" form: quantity, names, hasCustomAddresses, sendToCustomAddresses,
 * addresses. The names, the custom-address choices and the addresses are one list, one entry per pass.
 */
export interface PassForm {
  quantity: number;
  /** Whether any pass may go to an address other than the order's. */
  hasCustomAddresses: boolean;
  owners: PassOwnerDraft[];
  /**
   * Owners a lower quantity took off the end of the list, given back first when it grows again: clearing the
   * field to type another number (an empty field counts as 0) loses nothing typed for the passes.
   */
  setAside?: PassOwnerDraft[];
}

/** Passes in one order line: a bound for the owner list (and for what a visitor types in at once). */
export const MAX_PASSES_PER_LINE = 10;

export const EMPTY_PASS_ADDRESS: PassOwnerAddress = { street: '', zip: '', city: '', country: '' };

export function emptyPassOwner(country = ''): PassOwnerDraft {
  return { name: '', sendToCustomAddress: false, address: { ...EMPTY_PASS_ADDRESS, country } };
}

/** The most passes of this kind the visitor may choose now: stock minus what is in the cart, at most 10. */
export function passQuantityLimit(
  pass: Pick<Merchandise, 'stock' | 'sold_out' | 'expired'>,
  inCart: number,
): number {
  if (!isPurchasable(pass)) return 0;
  const left = Math.min(pass.stock, MAX_LINE_COUNT) - Math.max(0, inCart);
  return Math.max(0, Math.min(left, MAX_PASSES_PER_LINE));
}

/**
 * SPEC §5: the quantity resizes the name and address lists. Fewer passes keep the first owners (nothing the
 * visitor typed for them is lost); more passes add empty owners (with the default country).
 */
export function resizePassOwners(
  owners: readonly PassOwnerDraft[],
  quantity: number,
  defaultCountry = '',
): PassOwnerDraft[] {
  const size = Math.max(0, Math.min(Number.isInteger(quantity) ? quantity : 0, MAX_PASSES_PER_LINE));
  const kept = owners.slice(0, size);
  while (kept.length < size) kept.push(emptyPassOwner(defaultCountry));
  return kept;
}

/** The form for a new quantity: owners resized (those taken off set aside for later), the rest kept. */
export function withPassQuantity(form: PassForm, quantity: number, defaultCountry = ''): PassForm {
  const typed = [...form.owners, ...(form.setAside ?? [])];
  const owners = resizePassOwners(typed, quantity, defaultCountry);
  return { ...form, quantity: owners.length, owners, setAside: typed.slice(owners.length) };
}

export function initialPassForm(quantity: number, defaultCountry = ''): PassForm {
  return withPassQuantity({ quantity: 0, hasCustomAddresses: false, owners: [] }, quantity, defaultCountry);
}

/** Whether a pass goes to its own address: only when custom addresses are on and this pass asks for it. */
export function sendsToCustomAddress(form: Pick<PassForm, 'hasCustomAddresses'>, owner: PassOwnerDraft) {
  return form.hasCustomAddresses && owner.sendToCustomAddress;
}

/** What the API accepts as a zip (api/README.md: a letter or digit, then 1–9 letters, digits, spaces, hyphens). */
const ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

export type PassOwnerField = 'name' | 'street' | 'zip' | 'city' | 'country';

export type PassFormError =
  | { code: 'QUANTITY_REQUIRED' }
  | { code: 'QUANTITY_TOO_HIGH'; max: number }
  | { code: 'FIELD_REQUIRED' | 'FIELD_TOO_LONG' | 'FIELD_INVALID'; owner: number; field: PassOwnerField };

const fieldError = (
  problem: FormTextProblem,
  owner: number,
  field: PassOwnerField,
): Extract<PassFormError, { owner: number }> => ({
  code:
    problem === 'required' ? 'FIELD_REQUIRED' : problem === 'tooLong' ? 'FIELD_TOO_LONG' : 'FIELD_INVALID',
  owner,
  field,
});

/**
 * Every problem of the form, so that all show at once, each tied to its field (SPEC §5, issue 12: validated
 * before it goes into the cart). A name per pass; a custom address needs street, zip, city and a country the
 * shop knows. Bounds are the API's (api/README.md: texts at most 100 characters, its zip rule).
 */
export function validatePassForm(
  form: PassForm,
  limit: number,
  countryKeys: ReadonlySet<string>,
): PassFormError[] {
  const errors: PassFormError[] = [];
  if (form.quantity < 1) errors.push({ code: 'QUANTITY_REQUIRED' });
  else if (form.quantity > limit) errors.push({ code: 'QUANTITY_TOO_HIGH', max: limit });
  form.owners.forEach((owner, index) => {
    const name = formTextProblem(owner.name);
    if (name) errors.push(fieldError(name, index, 'name'));
    if (!sendsToCustomAddress(form, owner)) return;
    for (const field of ['street', 'city'] as const) {
      const problem = formTextProblem(owner.address[field]);
      if (problem) errors.push(fieldError(problem, index, field));
    }
    const zip = owner.address.zip.trim();
    if (zip === '') errors.push(fieldError('required', index, 'zip'));
    else if (!ZIP.test(zip)) errors.push(fieldError('invalid', index, 'zip'));
    const country = owner.address.country.trim();
    if (country === '') errors.push(fieldError('required', index, 'country'));
    else if (!countryKeys.has(country)) errors.push(fieldError('invalid', index, 'country'));
  });
  return errors;
}

/** The errors of one owner's field, for the field to show. */
export function passOwnerFieldErrors(
  errors: readonly PassFormError[],
  owner: number,
  field: PassOwnerField,
): PassFormError[] {
  return errors.filter((error) => 'owner' in error && error.owner === owner && error.field === field);
}

const trimmedAddress = (address: PassOwnerAddress): PassOwnerAddress => ({
  street: address.street.trim(),
  zip: address.zip.trim().toUpperCase(),
  city: address.city.trim(),
  country: address.country.trim(),
});

/**
 * The cart line of a valid pass form (SPEC §3 "Pass owners"): one owner per pass with a trimmed name, and the
 * address only for a pass sent to its own address. `maxCount` is the stock, like any article.
 */
export function passCartItem(pass: Merchandise, form: PassForm): Omit<MerchandiseCartItem, 'lineId'> {
  if (!isAnnualPass(pass)) throw new Error(`Article ${pass.id} is not an annual pass`);
  const owners = form.owners.slice(0, form.quantity).map((owner) => ({
    name: owner.name.trim(),
    address: sendsToCustomAddress(form, owner) ? trimmedAddress(owner.address) : null,
  }));
  return {
    type: 'annualPass',
    id: pass.id,
    name: pass.name,
    price: pass.price,
    totalPrice: pass.price * owners.length,
    count: owners.length,
    vat_value: pass.vat_value,
    maxCount: Math.max(0, pass.stock),
    owners,
  };
}
