import { describe, expect, it } from 'vitest';
import { addressHoldsSecret } from './address-secrets';

describe('addresses that hold a secret (the tag manager waits while one does)', () => {
  const at = (path: string) => {
    const url = new URL(path, 'https://shop.museum.example');
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  };

  it("knows the payment reference, the reset token and a museum order's id, and nothing else", () => {
    expect(addressHoldsSecret(at('/en/checkout/accepted?cartId=c1&us=u1&sessionUs=s1'))).toBe(true);
    expect(addressHoldsSecret(at('/en/checkout/canceled?sessionUs=s1'))).toBe(true);
    expect(addressHoldsSecret(at('/de/recover/link#q0T2lN8c_Zk-3xYv9BfR7uWmPa1sDe4H'))).toBe(true);
    expect(addressHoldsSecret(at('/de/recover/q0T2lN8c_Zk-3xYv9BfR7uWmPa1sDe4H'))).toBe(true);
    expect(addressHoldsSecret(at('/de/recover/link'))).toBe(false);
    // Nothing of a token's shape: the page has nothing to move, the container need not wait.
    expect(addressHoldsSecret(at('/de/recover/link#junk'))).toBe(false);
    expect(addressHoldsSecret(at('/de/recover/not-a-token'))).toBe(false);
    expect(addressHoldsSecret(at('/en/order-review/ORDR7K2M4Q9X'))).toBe(true);
    expect(addressHoldsSecret(at('/de/Order-Review/ORDR7K2M4Q9X'))).toBe(true);
    expect(addressHoldsSecret(at('/en/checkout/accepted'))).toBe(false);
    expect(addressHoldsSecret(at('/en/tickets/1?date=2026-12-01#slots'))).toBe(false);
  });
});
