import { z } from 'zod/mini';

export const billingAddressSchema = z.object({
  name: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
});
export const shippingAddressSchema = z.extend(billingAddressSchema, { id: z.int() });

/** GET {lang}/customer?_=JWT, customer/update, customer/fromOrder. */
export const customerSchema = z.object({
  salutation: z.string(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  addrBilling: billingAddressSchema,
  addrShipping: z.nullable(shippingAddressSchema),
  isGuest: z.boolean(),
  send_invoice: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;
