import { type RemoteModule, SHARED_CONTRACT_VERSION } from '@museum/shared';
import { checkContract, describeContractMismatch } from '@museum/shared/domain';

/**
 * docs/architecture.md "Compatibility": a remote declares the `@museum/shared` contract range it was built
 * against; this shell's copy of the singleton is the one that runs. The operator's diagnostic when the two do
 * not fit, or null when they do. semver is in this chunk: it loads only for a remote that contract-check.ts
 * could not pass at once.
 */
export function diagnoseContract(
  module: Pick<RemoteModule, 'name' | 'version' | 'sharedContract'>,
): string | null {
  const verdict = checkContract(module.sharedContract, SHARED_CONTRACT_VERSION);
  if (verdict.compatible) return null;
  return describeContractMismatch(
    { name: module.name, version: typeof module.version === 'string' ? module.version : null },
    verdict,
  );
}
