import type {
  Customer,
  CustomerAttr,
  CustomerInput,
  KeyName,
  ShippingAddressInput,
} from '../../api/wire/customer.ts';
import { CUSTOMER_FIELD_MAX_LENGTH } from '../../api/wire/customer-limits.ts';

/** SPEC §3 "Registration form": the fields customer/attr may show, hide or require, in form order. */
export const CUSTOMER_FIELDS = [
  'email',
  'password',
  'salutation',
  'fname',
  'lname',
  'company',
  'phone',
  'street',
  'zip',
  'city',
  'country',
] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

/** SPEC §5: the five fields of a shipping address that differs from the billing address. */
export const SHIPPING_FIELDS = ['name', 'street', 'zip', 'city', 'country'] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];

/**
 * The longest text the API takes in a form field, the e-mail address included (FIELD_TOO_LONG beyond): the
 * shop asks no more, so nothing it accepts is refused later.
 */
export const MAX_FIELD_LENGTH = CUSTOMER_FIELD_MAX_LENGTH;

/**
 * Which form a customer's data is entered in: a new account (with a password), a guest's billing
 * information (no password, SPEC §6), or a logged-in customer's settings (no password, no e-mail: those
 * change through their own forms).
 */
export type CustomerFormKind = 'registration' | 'guest' | 'update';

/** What customer/attr says about the form's fields, read once. */
export interface CustomerFieldRules {
  visible: ReadonlySet<CustomerField>;
  required: ReadonlySet<CustomerField>;
}

/** E-mail and password are the account's credentials: a registration cannot do without them. */
const CREDENTIALS: readonly CustomerField[] = ['email', 'password'];

const isCustomerField = (name: string): name is CustomerField =>
  (CUSTOMER_FIELDS as readonly string[]).includes(name);

/**
 * SPEC §3: `visible_fields` and `required_fields` of customer/attr decide the form. A field that is not
 * visible is neither shown nor sent, so it cannot be required either; unknown names are ignored. The
 * credentials are always asked for: the API cannot create an account without them.
 */
export function customerFieldRules(
  attr: Pick<CustomerAttr, 'visible_fields' | 'required_fields'>,
): CustomerFieldRules {
  const visible = new Set<CustomerField>(CREDENTIALS);
  for (const name of attr.visible_fields) if (isCustomerField(name)) visible.add(name);
  const required = new Set<CustomerField>(CREDENTIALS);
  for (const name of attr.required_fields) if (isCustomerField(name) && visible.has(name)) required.add(name);
  return { visible, required };
}

/** The fields a form of this kind shows, in form order (SPEC §6: no password for guests and updates). */
export function shownCustomerFields(rules: CustomerFieldRules, kind: CustomerFormKind): CustomerField[] {
  return CUSTOMER_FIELDS.filter((field) => {
    if (!rules.visible.has(field)) return false;
    if (field === 'password') return kind === 'registration';
    if (field === 'email') return kind !== 'update';
    return true;
  });
}

/** Everything the visitor types into a customer form. Texts stay as typed until they are sent. */
export interface CustomerFormValues {
  email: string;
  /** The e-mail address entered a second time (SPEC §5 "e-mails do not match"). */
  emailConfirm: string;
  password: string;
  /** The password entered a second time (SPEC §5 "passwords do not match"). */
  passwordConfirm: string;
  salutation: string;
  fname: string;
  lname: string;
  company: string;
  phone: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  /** SPEC §2: the invoice request (guests and settings). */
  sendInvoice: boolean;
  /** SPEC §3: shipping goes to the billing address unless the visitor enters another one. */
  sameAsBilling: boolean;
  shipping: ShippingAddressInput;
}

/**
 * SPEC §3/§4 "user form": what the visitor typed, kept for the session so that nothing is lost on a reload or
 * a detour, and read by the checkout for the shipping country. Never the passwords.
 */
export type CustomerDraft = Omit<CustomerFormValues, 'password' | 'passwordConfirm'>;

export const emptyShippingAddress = (): ShippingAddressInput => ({
  name: '',
  street: '',
  zip: '',
  city: '',
  country: '',
});

export function emptyCustomerForm(): CustomerFormValues {
  return {
    email: '',
    emailConfirm: '',
    password: '',
    passwordConfirm: '',
    salutation: '',
    fname: '',
    lname: '',
    company: '',
    phone: '',
    street: '',
    zip: '',
    city: '',
    country: '',
    sendInvoice: true,
    sameAsBilling: true,
    shipping: emptyShippingAddress(),
  };
}

/** The draft to keep for the session: the form without its passwords. */
export function customerDraft(values: CustomerFormValues): CustomerDraft {
  const { password: _password, passwordConfirm: _confirm, ...draft } = values;
  return draft;
}

/**
 * SPEC §4 "Countries": the default country of the museum applies while the visitor has not chosen one, if
 * it is one of the countries offered.
 */
export function withDefaultCountry(
  country: string,
  countries: readonly KeyName[],
  defaultKey: string | null | undefined,
): string {
  if (country !== '' || !defaultKey) return country;
  return countries.some((entry) => entry.key === defaultKey) ? defaultKey : '';
}

/**
 * A form filled from what is known (SPEC §4 "Customer": used to fill user and shipping forms): the saved
 * draft, else the customer's data, then the museum's default country. SPEC §4 "Shipping": sameAsBilling is
 * true unless a shipping address is found in the saved form or the customer's data.
 */
export function initialCustomerForm(
  known: { draft?: CustomerDraft | null; customer?: Customer | null },
  countries: readonly KeyName[],
  defaultCountry: string | null | undefined,
): CustomerFormValues {
  const base = emptyCustomerForm();
  let values: CustomerFormValues = base;
  if (known.draft) values = { ...base, ...known.draft, shipping: { ...known.draft.shipping } };
  else if (known.customer) values = customerFormFrom(known.customer);
  const shipping = values.shipping;
  return {
    ...values,
    country: withDefaultCountry(values.country, countries, defaultCountry),
    shipping: { ...shipping, country: withDefaultCountry(shipping.country, countries, defaultCountry) },
  };
}

/** A logged-in customer's data as form values (settings). */
export function customerFormFrom(customer: Customer): CustomerFormValues {
  const shipping = customer.addrShipping;
  return {
    ...emptyCustomerForm(),
    email: customer.email,
    salutation: customer.salutation,
    fname: customer.fname,
    lname: customer.lname,
    company: customer.company,
    phone: customer.phone,
    street: customer.addrBilling.street,
    zip: customer.addrBilling.zip,
    city: customer.addrBilling.city,
    country: customer.addrBilling.country,
    sendInvoice: customer.send_invoice,
    sameAsBilling: shipping === null,
    shipping: shipping
      ? {
          name: shipping.name,
          street: shipping.street,
          zip: shipping.zip,
          city: shipping.city,
          country: shipping.country,
        }
      : emptyShippingAddress(),
  };
}

const trimmedShipping = (address: ShippingAddressInput): ShippingAddressInput => ({
  name: address.name.trim(),
  street: address.street.trim(),
  zip: address.zip.trim(),
  city: address.city.trim(),
  country: address.country.trim(),
});

/**
 * The `c` object of SPEC §7 for customer/register, auth/guest, customer/validate and customer/update:
 * - only the fields the form shows (SPEC §5: a hidden field is not sent, the country only when visible);
 * - texts trimmed, the password exactly as typed (register only);
 * - the invoice request for guests and updates (an update without it would reset the customer's choice);
 * - SPEC §5: a shipping address only when it differs from billing; an update sends `null` to remove one.
 */
export function customerRequest(
  values: CustomerFormValues,
  rules: CustomerFieldRules,
  kind: CustomerFormKind,
): CustomerInput {
  const c: CustomerInput = {};
  for (const field of shownCustomerFields(rules, kind)) {
    c[field] = field === 'password' ? values.password : values[field].trim();
  }
  if (kind !== 'registration') c.send_invoice = values.sendInvoice;
  if (!values.sameAsBilling) c.shipping = trimmedShipping(values.shipping);
  else if (kind === 'update') c.shipping = null;
  return c;
}
