import { describe, expect, it } from 'vitest';
import { parseShopConfig, ShopConfigError } from './shop-config';

const valid = {
  api: 'http://localhost:4000',
  remotes: {
    mf_tickets: 'http://localhost:3001/mf-manifest.json',
    mf_tours: 'http://localhost:3002/mf-manifest.json',
    mf_shop: 'http://localhost:3003/mf-manifest.json',
    mf_checkout: 'http://localhost:3004/mf-manifest.json',
    mf_account: 'http://localhost:3005/mf-manifest.json',
  },
  supportEmail: 'shop@museum.example',
};

describe('parseShopConfig', () => {
  it('accepts a complete file and normalises the API base to end in a slash', () => {
    const config = parseShopConfig(valid);
    expect(config.api).toBe('http://localhost:4000/');
    expect(config.titleSeparator).toBe('-');
  });

  it('names the field that is wrong', () => {
    expect(() => parseShopConfig({ ...valid, remotes: { ...valid.remotes, mf_tours: 'not a url' } })).toThrow(
      /remotes\.mf_tours/,
    );
  });

  it('rejects script URLs as remote locations', () => {
    expect(() =>
      parseShopConfig({ ...valid, remotes: { ...valid.remotes, mf_shop: 'javascript:alert(1)' } }),
    ).toThrow(ShopConfigError);
  });

  it('requires every remote', () => {
    const { mf_account: _dropped, ...rest } = valid.remotes;
    expect(() => parseShopConfig({ ...valid, remotes: rest })).toThrow(/mf_account/);
  });
});
