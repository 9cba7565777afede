import { createInstance } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import { manifestPreloadPlugin } from './federation';

describe('the runtime plugin beside the manifest preloads', () => {
  it('leaves the runtime nothing of its own to preload when it loads a remote (remote-loader.ts preloads it)', async () => {
    const instance = createInstance({
      name: 'shell-under-test',
      remotes: [],
      plugins: [manifestPreloadPlugin],
    });
    // What the runtime's snapshot plugin asks before it works out a remote's preloads on every load.
    const preloadOps = [
      { nameOrAlias: 'mf_tickets', exposes: ['./routes'], resourceCategory: 'sync' as const, share: false },
    ];
    await instance.remoteHandler.hooks.lifecycle.beforePreloadRemote.emit({
      preloadOps,
      options: instance.options,
      origin: instance,
    });
    expect(preloadOps).toEqual([]);
  });
});
