import { apiRequest } from '@museum/shared';
import { type Customer, type CustomerInput, jwtSchema } from '@museum/shared/wire';

/** The order's customer as auth/guest's `c`: billing details and the invoice wish, no shipping address. */
export function guestOfOrder(customer: Customer): CustomerInput {
  const { addrBilling } = customer;
  return {
    email: customer.email,
    salutation: customer.salutation,
    fname: customer.fname,
    lname: customer.lname,
    company: customer.company,
    phone: customer.phone,
    street: addrBilling.street,
    zip: addrBilling.zip,
    city: addrBilling.city,
    country: addrBilling.country,
    send_invoice: customer.send_invoice,
  };
}

/** POST auth/guest (SPEC §7) with the order's customer: the guest's JWT, which card and direct debit need. */
export function registerOrderGuest(customer: Customer): Promise<string> {
  return apiRequest('post', 'auth/guest', {
    body: { c: guestOfOrder(customer) },
    data: jwtSchema,
    handles: [422],
  });
}
