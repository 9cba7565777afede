import { describe, expect, it } from 'vitest';
import { checkRemoteManifest, describeVerdict } from './check-remote';

/** The parts of mf-manifest.json the check reads, shaped as @module-federation/rsbuild-plugin 2.9 writes them. */
function manifest(name: string, versions: Record<string, [version: string, required: string]>) {
  return {
    id: name,
    name,
    metaData: { name, buildInfo: { buildVersion: '0.3.1', buildName: `@museum/${name}` } },
    shared: Object.entries(versions).map(([shared, [version, requiredVersion]]) => ({
      id: `${name}:${shared}`,
      name: shared,
      version,
      singleton: true,
      requiredVersion,
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    })),
    remotes: [],
    exposes: name === 'shell' ? [] : [{ id: `${name}:routes`, name: 'routes', path: './routes' }],
  };
}

const today = {
  react: ['19.3.1', '^19.3.1'],
  'react-dom': ['19.3.1', '^19.3.1'],
  'react-router': ['8.5.1', '^8.5.1'],
  zustand: ['5.1.0', '^5.1.0'],
  i18next: ['27.1.2', '^27.1.2'],
  'react-i18next': ['18.0.1', '^18.0.1'],
  '@museum/shared': ['1.0.0', '^1.0.0'],
} satisfies Record<string, [string, string]>;

const shell = manifest('shell', today);

describe('check:remote (docs/architecture.md "Compatibility")', () => {
  it('accepts a remote built with the shell’s libraries and contract', () => {
    const verdict = checkRemoteManifest(manifest('mf_tours', today), shell);
    expect(verdict).toEqual({ remote: 'mf_tours', version: '0.3.1', problems: [] });
    expect(describeVerdict(verdict, 'tours.example')).toBe(
      '✓ mf_tours 0.3.1 (tours.example) fits the shell.',
    );
  });

  it('accepts an older minor of the contract and of a library', () => {
    const older = manifest('mf_tours', { ...today, react: ['19.1.0', '^19.1.0'] });
    expect(
      checkRemoteManifest(older, manifest('shell', { ...today, '@museum/shared': ['1.2.0', '^1.2.0'] }))
        .problems,
    ).toEqual([]);
  });

  it('refuses a remote built against a newer @museum/shared, saying to deploy the shell first', () => {
    const newer = manifest('mf_tours', { ...today, '@museum/shared': ['1.3.0', '^1.3.0'] });
    expect(checkRemoteManifest(newer, shell).problems).toEqual([
      '@museum/shared: needs ^1.3.0, the shell provides 1.0.0 (built against a newer @museum/shared than the shell: deploy the shell first)',
    ]);
  });

  it('refuses a newer React, a second copy of zustand and a non-singleton router', () => {
    const broken = manifest('mf_shop', { ...today, react: ['19.4.0', '^19.4.0'] });
    broken.shared = broken.shared.filter((entry) => entry.name !== 'zustand');
    const router = broken.shared.find((entry) => entry.name === 'react-router');
    if (router) router.singleton = false;
    const verdict = checkRemoteManifest(broken, shell);
    expect(verdict.problems).toEqual([
      'react: needs ^19.4.0, the shell provides 19.3.1',
      'react-router: shared by the remote, but not as a singleton',
      'zustand: not shared by the remote, so it would bring a second copy onto the page',
    ]);
    expect(describeVerdict(verdict, 'shop.example').split('\n')[0]).toBe(
      '✗ mf_shop 0.3.1 (shop.example) is refused:',
    );
  });

  it('refuses a remote that shares a sub-path of a singleton the shell does not provide', () => {
    const shell = manifest('shell', { ...today, 'react/jsx-runtime': ['19.3.1', '^19.3.1'] });
    const fits = manifest('mf_tours', { ...today, 'react/jsx-runtime': ['19.3.1', '^19.3.1'] });
    expect(checkRemoteManifest(fits, shell).problems).toEqual([]);
    const extra = manifest('mf_tours', { ...today, 'react-dom/server': ['19.3.1', '^19.3.1'] });
    expect(checkRemoteManifest(extra, shell).problems).toEqual([
      'react-dom/server: the shell does not provide it, so the remote would bring its own copy',
    ]);
  });

  it('refuses something that is not one of the shop’s remotes', () => {
    const stranger = { ...manifest('mf_weather', today), exposes: [] };
    expect(checkRemoteManifest(stranger, shell).problems).toEqual([
      '"mf_weather" is not a remote of this shop (mf_tickets, mf_tours, mf_shop, mf_checkout, mf_account)',
      'it does not expose ./routes (DESIGN §2)',
    ]);
  });

  it('says when a file is not a manifest at all', () => {
    expect(() => checkRemoteManifest({ hello: 'world' }, shell)).toThrow('not a Module Federation manifest');
  });
});
