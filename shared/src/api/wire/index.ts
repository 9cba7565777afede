// The wire contract between the shop and the museum API: zod schemas of every response `data` and
// request body. These files import only `zod/mini` (tree-shakable, so the browser pays only for what it
// uses); the API's contract tests parse every answer with them.
export * from './cart-requests.ts';
export * from './checkout.ts';
export * from './common.ts';
export * from './config.ts';
export * from './content.ts';
export * from './customer.ts';
export * from './customer-limits.ts';
export * from './error-codes.ts';
export * from './events.ts';
export * from './merchandise.ts';
export * from './tours.ts';
export * from './vouchers.ts';
