import { satisfy } from '@module-federation/enhanced/runtime';
import { type RemoteModule, SHARED_CONTRACT_VERSION } from '@museum/shared';

/** The range every build of this shop declares (shared/build: `^<version>`), and nothing looser. */
const CARET_RANGE = /^\^\d+\.\d+\.\d+$/;

/**
 * Whether a remote that needs `needed` runs on a shell that provides `provided`, answered with the federation
 * runtime's own range check (already on the page) for the one shape our builds write; anything else is left to
 * semver (contract-diagnosis.ts).
 */
export function fitsAtOnce(needed: unknown, provided: string): boolean {
  return typeof needed === 'string' && CARET_RANGE.test(needed) && satisfy(provided, needed);
}

/**
 * The operator's diagnostic when a remote does not fit this shell's `@museum/shared` contract, or null. A remote
 * that fits costs no download; one that may not loads semver (6 kB gzip) for the exact reason.
 */
export async function contractProblem(
  module: Pick<RemoteModule, 'name' | 'version' | 'sharedContract'>,
): Promise<string | null> {
  if (fitsAtOnce(module.sharedContract, SHARED_CONTRACT_VERSION)) return null;
  const { diagnoseContract } = await import('./contract-diagnosis');
  return diagnoseContract(module);
}
