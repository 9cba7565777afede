import { defineRemote, type RemoteModule, screenRoute } from '@museum/shared';
import { describe, expect, it, vi } from 'vitest';
import { loadRouteCode, remoteOfPath } from './route-code';

function ticketsRemote(list = vi.fn(async () => ({})), event = vi.fn(async () => ({}))): RemoteModule {
  return defineRemote({
    name: 'mf_tickets',
    version: '1.0.0',
    sharedContract: '^1.0.0',
    namespace: 'tickets',
    catalogues: {} as RemoteModule['catalogues'],
    routes: [
      screenRoute('tickets', { titleKey: 'tickets:titles.list', lazy: list }),
      screenRoute('ticket', { titleKey: 'tickets:titles.event', lazy: event }),
    ],
  });
}

describe('remoteOfPath', () => {
  it('names the remote and the path below the language', () => {
    expect(remoteOfPath('/en/tickets/4')).toEqual({ remote: 'mf_tickets', below: 'tickets/4' });
    expect(remoteOfPath('/de/checkout/')).toEqual({ remote: 'mf_checkout', below: 'checkout' });
    expect(remoteOfPath('/logout')).toEqual({ remote: 'mf_account', below: '/logout' });
  });

  it("is null for the shell's own pages and unknown paths", () => {
    expect(remoteOfPath('/en/')).toBeNull();
    expect(remoteOfPath('/en/page/shipping')).toBeNull();
    expect(remoteOfPath('/nowhere')).toBeNull();
  });
});

describe('loadRouteCode', () => {
  it('loads only the code of the page that shows the path, and waits for it', async () => {
    let arrived = false;
    const event = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      arrived = true;
      return {};
    });
    const list = vi.fn(async () => ({}));
    await loadRouteCode(ticketsRemote(list, event), 'tickets/4');
    expect(arrived).toBe(true);
    expect(event).toHaveBeenCalledTimes(1);
    expect(list).not.toHaveBeenCalled();
  });

  it('loads nothing for a path no route of the remote shows', async () => {
    const list = vi.fn(async () => ({}));
    const event = vi.fn(async () => ({}));
    await loadRouteCode(ticketsRemote(list, event), 'guided-tours/4');
    await loadRouteCode(ticketsRemote(list, event), 'tickets/4/more');
    expect(list).not.toHaveBeenCalled();
    expect(event).not.toHaveBeenCalled();
  });

  it('passes a failed download on to its caller', async () => {
    const event = vi.fn(async () => {
      throw new Error('chunk failed');
    });
    await expect(loadRouteCode(ticketsRemote(undefined, event), 'tickets/4')).rejects.toThrow('chunk failed');
  });
});
