import { configureApi, useConfigStore, useSessionStore } from '@museum/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPaymentTypes } from './payment-types';

const paypal = { payartId: 167, i18n: { en: 'PayPal' } };
const directDebit = { payartId: 74, i18n: { en: 'Direct debit' } };
/** SPEC §6: without a JWT only PayPal is offered. */
const anonymous = [paypal];
const signedIn = [paypal, directDebit];

/** The API answers each read once `release` is called for it, in whatever order the test chooses. */
function heldAnswers() {
  const held: Array<{ release: () => void }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string | URL) =>
        new Promise<Response>((resolve) => {
          const body = String(url).includes('_=') ? signedIn : anonymous;
          held.push({
            release: () =>
              resolve(
                new Response(JSON.stringify({ data: body }), {
                  headers: { 'content-type': 'application/json' },
                }),
              ),
          });
        }),
    ),
  );
  return held;
}

describe('loadPaymentTypes', () => {
  beforeEach(() => {
    configureApi({ baseUrl: 'https://api.example/', supportEmail: 'help@example.com', timeoutMs: 5000 });
    useSessionStore.getState().clearJwt();
    useConfigStore.getState().setPaymentTypes([]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clearJwt();
  });

  it('keeps the payment types the API answers for the current session', async () => {
    const held = heldAnswers();
    const loaded = loadPaymentTypes();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    held[0]?.release();
    await expect(loaded).resolves.toHaveLength(1);
    expect(useConfigStore.getState().paymentTypes).toHaveLength(1);
  });

  it("does not let an answer from before a sign-in replace the signed-in visitor's types", async () => {
    const held = heldAnswers();
    const beforeSignIn = loadPaymentTypes();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    useSessionStore.getState().setJwt('aaa.bbb.ccc');
    const afterSignIn = loadPaymentTypes();
    await vi.waitFor(() => expect(held).toHaveLength(2));
    held[1]?.release();
    await afterSignIn;
    held[0]?.release();
    // The read from before the sign-in asks again, with the token.
    await vi.waitFor(() => expect(held).toHaveLength(3));
    held[2]?.release();
    await beforeSignIn;
    expect(useConfigStore.getState().paymentTypes.map((type) => type.payartId)).toEqual([167, 74]);
  });

  it('asks again with the restored token when the session came back while the read was on its way', async () => {
    // A signed-in visitor reloads the checkout: its loader asks before the saved session is restored.
    const held = heldAnswers();
    const loaded = loadPaymentTypes();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    useSessionStore.getState().setJwt('aaa.bbb.ccc');
    held[0]?.release();
    await vi.waitFor(() => expect(held).toHaveLength(2));
    held[1]?.release();
    await expect(loaded).resolves.toHaveLength(2);
    expect(useConfigStore.getState().paymentTypes.map((type) => type.payartId)).toEqual([167, 74]);
  });
});
