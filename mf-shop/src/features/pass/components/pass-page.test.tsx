import { useCartStore } from '@museum/shared';
import { describeAnnualPassLine, merchandiseCartItem, prepareCartItems } from '@museum/shared/domain';
import { apiAnswer, apiGet, renderRemoteRoute, resetShopState, setUpMuseumApi } from '@museum/shared/testing';
import { cartSchema } from '@museum/shared/wire';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import remote from '../../../app/routes';
import { catalogue, configureTestShop, countries, singlePass } from '../../../test/fixtures';

setUpMuseumApi(
  apiGet('merchandise', ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('article'));
    return [catalogue, singlePass].find((item) => item.id === id) ?? apiAnswer(404, { error: 'NOT_FOUND' });
  }),
  apiGet('customer/attr', { countries, salutations: [], required_fields: [], visible_fields: [] }),
);

beforeEach(() => {
  resetShopState();
  configureTestShop();
});
afterEach(cleanup);

const pass = (number: number) => screen.getByRole('group', { name: `Pass ${number}` });
const nameOf = (number: number) =>
  within(pass(number)).getByLabelText(/^Name of the pass holder/) as HTMLInputElement;
const add = () => screen.getByRole('button', { name: 'Add to basket' });

/** The message tied to a field (aria-describedby), as a screen reader reads it with the field. */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function openPass() {
  await renderRemoteRoute(remote, '/en/passes/6');
  await screen.findByRole('heading', { level: 1, name: 'Annual pass single' });
  await screen.findByLabelText('Number of passes');
}

describe('annual pass page (SPEC §2, §3 "Pass owners", §5)', () => {
  it('shows the pass card and starts with one pass and one owner', async () => {
    await openPass();
    screen.getByRole('img', { name: 'The annual pass card: Annual pass single' });
    expect((screen.getByLabelText('Number of passes') as HTMLInputElement).value).toBe('1');
    expect(screen.getAllByRole('group', { name: /^Pass \d$/ })).toHaveLength(1);
    expect(screen.queryByLabelText(/^Street and house number/)).toBeNull();
  });

  it('resizes the owner list with the quantity and keeps what was typed for the first passes', async () => {
    await openPass();
    const more = screen.getByRole('button', { name: 'One pass more' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(screen.getAllByRole('group', { name: /^Pass \d$/ })).toHaveLength(3);
    await userEvent.type(nameOf(1), 'Anna Schmidt');
    await userEvent.type(nameOf(3), 'Cleo Weber');
    await userEvent.click(screen.getByRole('button', { name: 'One pass fewer' }));
    await userEvent.click(screen.getByRole('button', { name: 'One pass fewer' }));
    expect(screen.getAllByRole('group', { name: /^Pass \d$/ })).toHaveLength(1);
    expect(nameOf(1).value).toBe('Anna Schmidt');
    await userEvent.click(more);
    expect(nameOf(2).value).toBe('');
    expect(document.body.textContent).toContain('Total for 2 passes: €130.00');
  });

  it('enters the quantity field again after Enter in it when emptied, and shows what is typed next', async () => {
    await openPass();
    const quantity = screen.getByLabelText('Number of passes') as HTMLInputElement;
    await userEvent.clear(quantity);
    // A screen reader reads a field's description when the field gets the focus, not when it already has it.
    let entered = 0;
    quantity.addEventListener('focus', () => {
      entered += 1;
    });
    await userEvent.keyboard('{Enter}');
    expect(description(quantity)).toContain('Please choose at least one pass.');
    expect(document.activeElement).toBe(quantity);
    expect(entered).toBe(1);
    await userEvent.keyboard('2');
    expect(quantity.value).toBe('2');
  });

  it('keeps the names typed for the passes while the number is cleared to type it again', async () => {
    await openPass();
    const quantity = screen.getByLabelText('Number of passes') as HTMLInputElement;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.type(nameOf(1), 'Anna Schmidt');
    await userEvent.type(nameOf(2), 'Ben Meyer');
    await userEvent.type(nameOf(3), 'Cleo Weber');
    await userEvent.clear(quantity);
    expect(quantity.value).toBe('');
    await userEvent.type(quantity, '3');
    expect([nameOf(1).value, nameOf(2).value, nameOf(3).value]).toEqual([
      'Anna Schmidt',
      'Ben Meyer',
      'Cleo Weber',
    ]);
  });

  it('says the basket holds the most passes one order may have instead of offering none', async () => {
    useCartStore.getState().addToCart(merchandiseCartItem(singlePass, 99));
    await renderRemoteRoute(remote, '/en/passes/6');
    expect(
      await screen.findByText(
        'Your basket already holds 99 passes of this kind, the most one order may have.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Number of passes')).toBeNull();
    expect(screen.queryByText('Please choose at least one pass.')).toBeNull();
  });

  it('gives the focus to what went in when the last pass one may add is added', async () => {
    useCartStore.getState().addToCart(merchandiseCartItem(singlePass, 98));
    await openPass();
    await userEvent.type(nameOf(1), 'Anna Schmidt');
    await userEvent.click(add());
    expect(
      screen.getByText('Your basket already holds 99 passes of this kind, the most one order may have.'),
    ).toBeTruthy();
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.textContent).toContain('1 × “Annual pass single” went into your basket.');
  });

  it('says so when a typed number of passes is lowered to the most that may be added', async () => {
    await openPass();
    const quantity = screen.getByLabelText('Number of passes') as HTMLInputElement;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '999');
    expect(quantity.value).toBe('10');
    expect(description(quantity)).toContain('Only 10 more can be added, so the quantity is now 10.');
    expect(screen.getAllByRole('group', { name: /^Pass \d+$/ })).toHaveLength(10);
  });

  it('checks every owner and address before anything goes into the basket', async () => {
    await openPass();
    await userEvent.click(screen.getByRole('button', { name: 'One pass more' }));
    await userEvent.click(screen.getByLabelText('Send passes to other addresses'));
    await userEvent.click(within(pass(2)).getByLabelText('Send this pass to another address'));
    // The museum's default country is chosen for a new address; the visitor unchooses it here.
    const country = within(pass(2)).getByLabelText(/^Country/) as HTMLSelectElement;
    expect(country.value).toBe('DE');
    await userEvent.selectOptions(country, '');
    await userEvent.type(within(pass(2)).getByLabelText(/^Postcode/), '1');
    await userEvent.click(add());

    expect(screen.getByRole('alert').textContent).toBe(
      'Please check the form: 6 entries need your attention.',
    );
    expect(nameOf(1).getAttribute('aria-invalid')).toBe('true');
    expect(description(nameOf(1))).toBe('Please enter the name of the pass holder.');
    expect(document.activeElement).toBe(nameOf(1));
    const second = within(pass(2));
    expect(description(second.getByLabelText(/^Street and house number/))).toBe(
      'Please enter the street and house number.',
    );
    expect(description(second.getByLabelText(/^Postcode/))).toBe(
      'Please enter a valid postcode: 2 to 10 letters, digits, spaces or hyphens.',
    );
    expect(description(second.getByLabelText(/^City/))).toBe('Please enter the city.');
    expect(description(second.getByLabelText(/^Country/))).toBe('Please choose a country.');
    expect(useCartStore.getState().form).toEqual([]);
  });

  it('puts two passes with their owners and one custom address in the basket', async () => {
    await openPass();
    await userEvent.click(screen.getByRole('button', { name: 'One pass more' }));
    await userEvent.type(nameOf(1), '  Anna Schmidt ');
    await userEvent.type(nameOf(2), 'Ben Meyer');
    await userEvent.click(screen.getByLabelText('Send passes to other addresses'));
    const second = within(pass(2));
    await userEvent.click(second.getByLabelText('Send this pass to another address'));
    await userEvent.type(second.getByLabelText(/^Street and house number/), 'Ringstraße 1');
    await userEvent.type(second.getByLabelText(/^Postcode/), '1010');
    await userEvent.type(second.getByLabelText(/^City/), 'Wien');
    await userEvent.selectOptions(second.getByLabelText(/^Country/), 'Austria');
    await userEvent.click(add());

    await screen.findByText('2 × “Annual pass single” went into your basket.');
    const lines = useCartStore.getState().form;
    const [line] = lines;
    if (!line) throw new Error('no line in the basket');
    expect(describeAnnualPassLine(line)).toEqual({
      kind: 'annualPass',
      name: 'Annual pass single',
      count: 2,
      unitPrice: 6500,
      totalPrice: 13000,
      owners: [
        { name: 'Anna Schmidt', delivery: { to: 'order' } },
        {
          name: 'Ben Meyer',
          delivery: {
            to: 'custom',
            address: { street: 'Ringstraße 1', zip: '1010', city: 'Wien', country: 'AT' },
          },
        },
      ],
      ownersMissing: 0,
    });
    // SPEC §7 analytics: product data only, never the owners' names or addresses.
    const layer = JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer);
    expect(layer).toContain('"event":"addToCart"');
    expect(layer).not.toMatch(/Anna|Meyer|Ringstraße|Wien/);
    const items = prepareCartItems(lines);
    expect(cartSchema.safeParse({ ver: 1, items }).success).toBe(true);
    expect(items).toMatchObject([{ type: 'annualPass', id: 6, count: 2, totalPrice: 13000 }]);
    // A fresh form for the next passes (SPEC §5 reset: one pass).
    expect(screen.getAllByRole('group', { name: /^Pass \d$/ })).toHaveLength(1);
    expect(nameOf(1).value).toBe('');
  });

  it('answers "not found" for an article that is not an annual pass', async () => {
    const { router } = await renderRemoteRoute(remote, '/en/passes/1');
    await screen.findByText(/404/);
    expect(Object.values(router.state.errors ?? {})).toMatchObject([{ status: 404 }]);
  });
});
