// `pnpm bench:web` only: the same shop built as one bundle. This module replaces the shell's
// app/remotes/remote-loader.ts in that build, so each remote's routes are part of the shell's own build
// (imported, split into chunks by the bundler) instead of being loaded through Module Federation. Everything
// else is the same code with the same libraries. Never part of the product.
import type { RemoteModule, RemoteName, ShopConfig } from '@museum/shared';
import { useRemoteStatusStore } from '@museum/shared';

export class RemoteIncompatibleError extends Error {
  readonly code = 'REMOTE_INCOMPATIBLE';
}

export function remoteFailure(error: unknown): 'load' | 'incompatible' {
  return error instanceof RemoteIncompatibleError ? 'incompatible' : 'load';
}

export function registerShopRemotes(_remotes: ShopConfig['remotes']): void {}

const ROUTES: Record<RemoteName, () => Promise<{ default: RemoteModule }>> = {
  mf_tickets: () => import('../../mf-tickets/src/app/routes'),
  mf_tours: () => import('../../mf-tours/src/app/routes'),
  mf_shop: () => import('../../mf-shop/src/app/routes'),
  mf_checkout: () => import('../../mf-checkout/src/app/routes'),
  mf_account: () => import('../../mf-account/src/app/routes'),
};

export async function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  const module = (await ROUTES[name]()).default;
  useRemoteStatusStore.getState().setStatus(name, 'ready', module.version);
  return module;
}
