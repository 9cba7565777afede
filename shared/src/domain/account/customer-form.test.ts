import { describe, expect, it } from 'vitest';
import type { Customer, CustomerAttr } from '../../api/wire/customer.ts';
import {
  type CustomerFormValues,
  customerDraft,
  customerFieldRules,
  customerFormFrom,
  customerRequest,
  emptyCustomerForm,
  initialCustomerForm,
  shownCustomerFields,
  withDefaultCountry,
} from './customer-form';

/** The demo museum's customer/attr: every field visible, company and phone optional. */
const demoAttr: Pick<CustomerAttr, 'visible_fields' | 'required_fields'> = {
  visible_fields: [
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
  ],
  required_fields: ['email', 'password', 'salutation', 'fname', 'lname', 'street', 'zip', 'city', 'country'],
};
const countries = [
  { key: 'DE', name: 'Germany' },
  { key: 'AT', name: 'Austria' },
];

const anna: Customer = {
  salutation: 'ms',
  fname: 'Anna',
  lname: 'Schmidt',
  email: 'anna.schmidt@example.com',
  phone: '+49 30 1234567',
  company: '',
  addrBilling: { name: 'Anna Schmidt', street: 'Lindenallee 3', zip: '10115', city: 'Berlin', country: 'DE' },
  addrShipping: { id: 1, name: 'Anna Schmidt', street: 'Ring 1', zip: '1010', city: 'Wien', country: 'AT' },
  isGuest: false,
  send_invoice: false,
};

const filled = (changes: Partial<CustomerFormValues> = {}): CustomerFormValues => ({
  ...emptyCustomerForm(),
  email: ' new.visitor@example.org ',
  emailConfirm: 'new.visitor@example.org',
  password: ' secret pass ',
  passwordConfirm: ' secret pass ',
  salutation: 'mx',
  fname: ' Kim ',
  lname: 'Weber',
  company: '',
  phone: '',
  street: 'Lindenallee 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
  ...changes,
});

describe('customerFieldRules (SPEC §3 customer/attr)', () => {
  it('shows the visible fields and requires only visible required ones', () => {
    const rules = customerFieldRules({
      visible_fields: ['email', 'password', 'fname', 'lname', 'country'],
      required_fields: ['fname', 'lname', 'street', 'phone', 'unknown'],
    });
    expect([...rules.visible]).toEqual(['email', 'password', 'fname', 'lname', 'country']);
    // street and phone are required but hidden: a visitor could not answer them.
    expect([...rules.required].sort()).toEqual(['email', 'fname', 'lname', 'password']);
  });

  it('always asks for the credentials of a new account', () => {
    const rules = customerFieldRules({ visible_fields: ['fname'], required_fields: [] });
    expect(shownCustomerFields(rules, 'registration')).toEqual(['email', 'password', 'fname']);
    expect(rules.required.has('email')).toBe(true);
  });

  it('shows no password to guests and neither e-mail nor password in the settings (SPEC §6)', () => {
    const rules = customerFieldRules(demoAttr);
    expect(shownCustomerFields(rules, 'registration')).toEqual(demoAttr.visible_fields);
    expect(shownCustomerFields(rules, 'guest')).not.toContain('password');
    expect(shownCustomerFields(rules, 'guest')).toContain('email');
    expect(shownCustomerFields(rules, 'update')).toEqual([
      'salutation',
      'fname',
      'lname',
      'company',
      'phone',
      'street',
      'zip',
      'city',
      'country',
    ]);
  });
});

describe('customerRequest (SPEC §5, §7 the c object)', () => {
  it('sends the trimmed visible fields and the password as typed; no shipping when same as billing', () => {
    const c = customerRequest(filled(), customerFieldRules(demoAttr), 'registration');
    expect(c).toEqual({
      email: 'new.visitor@example.org',
      password: ' secret pass ',
      salutation: 'mx',
      fname: 'Kim',
      lname: 'Weber',
      company: '',
      phone: '',
      street: 'Lindenallee 1',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
    });
  });

  it('does not send a field that is not visible: the country only when it is shown', () => {
    const rules = customerFieldRules({
      visible_fields: ['email', 'fname', 'lname', 'street', 'zip', 'city'],
      required_fields: [],
    });
    const c = customerRequest(filled({ phone: '+49 30 1', country: 'DE' }), rules, 'registration');
    expect(c).not.toHaveProperty('country');
    expect(c).not.toHaveProperty('phone');
    expect(c).not.toHaveProperty('salutation');
  });

  it('sends a shipping address only when it differs from billing', () => {
    const shipping = { name: ' Kim Weber ', street: 'Ring 1', zip: '1010', city: 'Wien', country: 'AT' };
    const rules = customerFieldRules(demoAttr);
    const different = customerRequest(filled({ sameAsBilling: false, shipping }), rules, 'registration');
    expect(different.shipping).toEqual({ ...shipping, name: 'Kim Weber' });
    const same = customerRequest(filled({ sameAsBilling: true, shipping }), rules, 'registration');
    expect(same).not.toHaveProperty('shipping');
  });

  it('for guests: no password, the invoice choice', () => {
    const c = customerRequest(filled({ sendInvoice: false }), customerFieldRules(demoAttr), 'guest');
    expect(c).not.toHaveProperty('password');
    expect(c.send_invoice).toBe(false);
    expect(c.email).toBe('new.visitor@example.org');
  });

  it('for updates: no e-mail or password, the invoice choice, and null removes a shipping address', () => {
    const c = customerRequest(filled({ sameAsBilling: true }), customerFieldRules(demoAttr), 'update');
    expect(c).not.toHaveProperty('email');
    expect(c).not.toHaveProperty('password');
    expect(c.send_invoice).toBe(true);
    expect(c.shipping).toBeNull();
  });
});

describe('filling a form from what is known (SPEC §4 customer, countries, shipping)', () => {
  it('fills the settings from the customer; a shipping address means not same as billing', () => {
    const values = customerFormFrom(anna);
    expect(values).toMatchObject({
      email: 'anna.schmidt@example.com',
      fname: 'Anna',
      street: 'Lindenallee 3',
      country: 'DE',
      sendInvoice: false,
      sameAsBilling: false,
      shipping: { name: 'Anna Schmidt', street: 'Ring 1', zip: '1010', city: 'Wien', country: 'AT' },
    });
    expect(customerFormFrom({ ...anna, addrShipping: null }).sameAsBilling).toBe(true);
  });

  it('prefers the saved draft (nothing typed is lost), then the customer, then an empty form', () => {
    const draft = customerDraft(filled({ sameAsBilling: false, city: 'Potsdam' }));
    expect(draft).not.toHaveProperty('password');
    expect(draft).not.toHaveProperty('passwordConfirm');
    const fromDraft = initialCustomerForm({ draft, customer: anna }, countries, 'DE');
    expect(fromDraft.city).toBe('Potsdam');
    expect(fromDraft.sameAsBilling).toBe(false);
    expect(fromDraft.password).toBe('');
    expect(initialCustomerForm({ customer: anna }, countries, 'DE').fname).toBe('Anna');
    expect(initialCustomerForm({}, countries, null)).toEqual(emptyCustomerForm());
  });

  it('applies the museum default country to empty country fields only, if it is offered', () => {
    const values = initialCustomerForm({}, countries, 'DE');
    expect(values.country).toBe('DE');
    expect(values.shipping.country).toBe('DE');
    expect(withDefaultCountry('AT', countries, 'DE')).toBe('AT');
    expect(withDefaultCountry('', countries, 'US')).toBe('');
    expect(withDefaultCountry('', countries, null)).toBe('');
  });
});
