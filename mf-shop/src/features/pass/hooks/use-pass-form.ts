import { useCartStore, useConfigStore } from '@museum/shared';
import {
  articleCountInCart,
  initialMerchandiseQuantity,
  initialPassForm,
  type PassForm,
  type PassFormError,
  type PassOwnerDraft,
  passCartItem,
  passQuantityLimit,
  validatePassForm,
  withPassQuantity,
} from '@museum/shared/domain';
import type { KeyName, Merchandise } from '@museum/shared/wire';
import { useMemo, useState } from 'react';
import { useAddToBasket } from '../../../lib/use-add-to-basket';

export type AddressField = keyof PassOwnerDraft['address'];

/**
 * The annual-pass form of SPEC §3 (quantity, names, custom addresses): the quantity resizes the owner list,
 * everything is validated before it goes into the cart, and the errors show once the visitor has tried to add.
 */
export function usePassForm(pass: Merchandise, countries: readonly KeyName[]) {
  const defaultCountry = useConfigStore((state) => state.remote?.default_user_country_key ?? '');
  const inCart = useCartStore((state) => articleCountInCart(state.form, pass));
  const limit = passQuantityLimit(pass, inCart);
  const [form, setForm] = useState<PassForm>(() =>
    initialPassForm(initialMerchandiseQuantity({ stock: limit }), defaultCountry),
  );
  const [attempts, setAttempts] = useState(0);
  const basket = useAddToBasket();
  const countryKeys = useMemo(() => new Set(countries.map((country) => country.key)), [countries]);
  const errors: PassFormError[] = attempts > 0 ? validatePassForm(form, limit, countryKeys) : [];

  const changeOwner = (index: number, change: (owner: PassOwnerDraft) => PassOwnerDraft) =>
    setForm((current) => ({
      ...current,
      owners: current.owners.map((owner, at) => (at === index ? change(owner) : owner)),
    }));

  return {
    form,
    limit,
    /** Passes of this kind in the basket, for the message of a basket that holds all one may add. */
    inCart,
    errors,
    /** Counts failed tries, so that the page can move the focus to the first problem after each. */
    attempts,
    basket,
    setQuantity: (quantity: number) =>
      setForm((current) => withPassQuantity(current, Math.min(Math.max(0, quantity), limit), defaultCountry)),
    setHasCustomAddresses: (hasCustomAddresses: boolean) =>
      setForm((current) => ({ ...current, hasCustomAddresses })),
    setName: (index: number, name: string) => changeOwner(index, (owner) => ({ ...owner, name })),
    setSendToCustomAddress: (index: number, sendToCustomAddress: boolean) =>
      changeOwner(index, (owner) => ({ ...owner, sendToCustomAddress })),
    setAddress: (index: number, field: AddressField, value: string) =>
      changeOwner(index, (owner) => ({ ...owner, address: { ...owner.address, [field]: value } })),
    /** Adds the passes when the form is valid; answers whether it did. */
    submit: (): boolean => {
      basket.clear();
      if (validatePassForm(form, limit, countryKeys).length > 0) {
        setAttempts((count) => count + 1);
        return false;
      }
      const outcome = basket.add(passCartItem(pass, form));
      if (outcome.kind === 'refused') return false;
      const left = passQuantityLimit(pass, articleCountInCart(useCartStore.getState().form, pass));
      // SPEC §5 reset: a fresh form for the next passes (1, or 0 when none are left).
      setForm(initialPassForm(initialMerchandiseQuantity({ stock: left }), defaultCountry));
      setAttempts(0);
      return true;
    },
  };
}

export type PassFormState = ReturnType<typeof usePassForm>;
