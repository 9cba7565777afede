import { remoteScreens } from '@museum/shared/testing';
import { describe, expect, it } from 'vitest';
import remote from './routes';

describe('mf_tours routes', () => {
  it('exposes exactly the screens the route table gives mf_tours', () => {
    const { exposed, owned } = remoteScreens(remote);
    expect(exposed).toEqual(owned);
  });
});
