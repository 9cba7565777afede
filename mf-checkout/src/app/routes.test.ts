import { remoteScreens } from '@museum/shared/testing';
import { describe, expect, it } from 'vitest';
import remote from './routes';

describe('mf_checkout routes', () => {
  it('exposes exactly the screens the route table gives mf_checkout', () => {
    const { exposed, owned } = remoteScreens(remote);
    expect(exposed).toEqual(owned);
  });
});
