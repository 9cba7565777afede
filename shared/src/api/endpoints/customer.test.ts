import { configureApi, useCustomerStore, useSessionStore } from '@museum/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../wire/customer.ts';
import { loadCustomer, restoreCustomer, saveCustomerOf } from './customer';

const TOKEN = 'aaa.bbb.ccc';
const anna: Customer = {
  salutation: 'ms',
  fname: 'Anna',
  lname: 'Schmidt',
  email: 'anna.schmidt@example.com',
  phone: '',
  company: '',
  addrBilling: { name: 'Anna Schmidt', street: 'Lindenallee 3', zip: '10115', city: 'Berlin', country: 'DE' },
  addrShipping: null,
  isGuest: false,
  send_invoice: true,
};

/** The API answers each read once `release` is called for it: with the customer, or with a status. */
function heldAnswers() {
  const held: Array<{ release: (status?: number) => void }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          held.push({
            release: (status = 200) =>
              resolve(
                new Response(JSON.stringify(status === 200 ? { data: anna } : { error: 'UNAUTHORIZED' }), {
                  status,
                  headers: { 'content-type': 'application/json' },
                }),
              ),
          });
        }),
    ),
  );
  return held;
}

/** SPEC §4 logout: the token and the customer are cleared. */
function logOut() {
  useSessionStore.getState().clearJwt();
  useCustomerStore.getState().clearCustomer();
}

beforeEach(() => {
  configureApi({ baseUrl: 'https://api.example/', supportEmail: 'help@example.com', timeoutMs: 5000 });
  logOut();
});
afterEach(() => {
  vi.unstubAllGlobals();
  logOut();
});

describe('the customer answered for a session (SPEC §4 logout clears the customer)', () => {
  it('keeps the customer the API answers for the current session', async () => {
    const held = heldAnswers();
    useSessionStore.getState().setJwt(TOKEN);
    const loaded = loadCustomer();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    held[0]?.release();
    await loaded;
    expect(useCustomerStore.getState().customer?.email).toBe(anna.email);
  });

  it('drops an answer that arrives after the visitor logged out', async () => {
    const held = heldAnswers();
    useSessionStore.getState().setJwt(TOKEN);
    const loaded = loadCustomer();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    logOut();
    held[0]?.release();
    await loaded;
    expect(useCustomerStore.getState().customer).toBeNull();
  });

  it('drops a restored customer that arrives after the visitor logged out', async () => {
    const held = heldAnswers();
    useSessionStore.getState().setJwt(TOKEN);
    const restored = restoreCustomer();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    logOut();
    held[0]?.release();
    await restored;
    expect(useCustomerStore.getState().customer).toBeNull();
  });

  it('does not end a newer session when the restored one turns out expired', async () => {
    const held = heldAnswers();
    useSessionStore.getState().setJwt(TOKEN);
    const restored = restoreCustomer();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    // The visitor logged in again meanwhile.
    useSessionStore.getState().setJwt('ddd.eee.fff');
    useCustomerStore.getState().setCustomer(anna);
    held[0]?.release(401);
    await restored;
    expect(useSessionStore.getState().jwt).toBe('ddd.eee.fff');
    expect(useCustomerStore.getState().customer?.email).toBe(anna.email);
  });

  it('saves an answer only for the token it was asked with', () => {
    useSessionStore.getState().setJwt(TOKEN);
    expect(saveCustomerOf('ddd.eee.fff', anna)).toBe(false);
    expect(useCustomerStore.getState().customer).toBeNull();
    expect(saveCustomerOf(TOKEN, anna)).toBe(true);
    expect(useCustomerStore.getState().customer?.email).toBe(anna.email);
  });
});
