import { useRemoteStatusStore } from '@museum/shared';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../testing/render-in-shop';
import { RemoteUnavailable } from './remote-unavailable';

afterEach(() => {
  cleanup();
  useRemoteStatusStore.getState().setStatus('mf_tickets', 'idle');
});

describe('RemoteUnavailable: "Try again"', () => {
  it('loads a remote that failed to load anew', async () => {
    useRemoteStatusStore.getState().setStatus('mf_tickets', 'failed');
    await renderInShop(<RemoteUnavailable remote="mf_tickets" reason="load" />, { path: '/en/tickets/1' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(useRemoteStatusStore.getState().status.mf_tickets).toBe('idle');
  });

  it('keeps a loaded remote loaded when only its page could not be downloaded, so its unknown paths stay "not found"', async () => {
    useRemoteStatusStore.getState().setStatus('mf_tickets', 'ready');
    await renderInShop(<RemoteUnavailable remote="mf_tickets" reason="load" />, { path: '/en/tickets/1' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(useRemoteStatusStore.getState().status.mf_tickets).toBe('ready');
  });
});
