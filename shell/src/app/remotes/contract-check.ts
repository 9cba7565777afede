import { type RemoteModule, SHARED_CONTRACT_VERSION } from '@museum/shared';
import { checkContract, describeContractMismatch } from '@museum/shared/domain';

/**
 * docs/architecture.md "Compatibility": a remote declares the `@museum/shared` contract range it was built
 * against; this shell's copy of the singleton is the one that runs. The operator's diagnostic when the two do
 * not fit, or null when they do. Loaded with the first remote, not with the start page (semver is in it).
 */
export function contractProblem(
  module: Pick<RemoteModule, 'name' | 'version' | 'sharedContract'>,
): string | null {
  const verdict = checkContract(module.sharedContract, SHARED_CONTRACT_VERSION);
  if (verdict.compatible) return null;
  return describeContractMismatch(
    { name: module.name, version: typeof module.version === 'string' ? module.version : null },
    verdict,
  );
}
