import satisfies from 'semver/functions/satisfies.js';
import valid from 'semver/functions/valid.js';
import gtr from 'semver/ranges/gtr.js';
import validRange from 'semver/ranges/valid.js';

/**
 * Why a remote cannot run on this shell (docs/architecture.md "Compatibility"):
 * - `missing`: the remote declares no contract range (built before contracts, or not a remote of this shop);
 * - `invalid`: what it declares is not a semver range;
 * - `newer`: it needs a newer contract than the shell provides (deployed before the shell);
 * - `older`: it was built for an older major, whose surface this shell no longer promises.
 */
export type ContractMismatch = 'missing' | 'invalid' | 'newer' | 'older';

export type ContractVerdict =
  | { compatible: true }
  | { compatible: false; reason: ContractMismatch; needed: string | null; provided: string };

/** Whether a remote that needs the contract range `needed` runs on a shell that provides `provided`. */
export function checkContract(needed: unknown, provided: string): ContractVerdict {
  if (typeof needed !== 'string' || needed.trim() === '')
    return { compatible: false, reason: 'missing', needed: null, provided };
  if (validRange(needed) === null || valid(provided) === null)
    return { compatible: false, reason: 'invalid', needed, provided };
  if (satisfies(provided, needed)) return { compatible: true };
  return { compatible: false, reason: gtr(provided, needed) ? 'older' : 'newer', needed, provided };
}

const EXPLANATIONS: Record<ContractMismatch, string> = {
  missing: 'it declares no @museum/shared contract',
  invalid: 'its @museum/shared contract is not a semver range',
  newer: 'it was built against a newer @museum/shared than this shell provides; deploy the shell first',
  older: 'it was built against an older major of @museum/shared; rebuild it against the current one',
};

/** One line for the operator: which remote, which build, what it needs and what it got, and what to do. */
export function describeContractMismatch(
  remote: { name: string; version: string | null },
  verdict: Extract<ContractVerdict, { compatible: false }>,
): string {
  const build = remote.version ? `${remote.name} ${remote.version}` : remote.name;
  const needed = verdict.needed ?? 'nothing';
  return (
    `Remote ${build} is not shown: it needs @museum/shared ${needed}, this shell provides ` +
    `${verdict.provided} (${EXPLANATIONS[verdict.reason]}).`
  );
}
