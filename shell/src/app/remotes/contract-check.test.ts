import { SHARED_CONTRACT_VERSION } from '@museum/shared';
import { checkContract } from '@museum/shared/domain';
import { describe, expect, it } from 'vitest';
import { contractProblem, fitsAtOnce } from './contract-check';

const versions: string[] = [];
for (const major of [0, 1, 2])
  for (const minor of [0, 1, 3]) for (const patch of [0, 2]) versions.push(`${major}.${minor}.${patch}`);

describe('the contract check without semver', () => {
  it('never passes a remote that semver would refuse, nor refuses one semver would pass (every ^x.y.z)', () => {
    for (const provided of versions) {
      for (const built of versions) {
        const needed = `^${built}`;
        expect(fitsAtOnce(needed, provided), `${needed} on ${provided}`).toBe(
          checkContract(needed, provided).compatible,
        );
      }
    }
  });

  it('leaves every other shape to semver', () => {
    for (const needed of ['>=1.0.0', '1.x', '~1.3.0', '^1.3', '', ' ^1.3.0', '^1.3.0 || ^2.0.0', null, 13]) {
      expect(fitsAtOnce(needed, '1.3.0')).toBe(false);
    }
  });

  it("passes this shell's own builds and explains a refusal the way the operator reads it", async () => {
    const current = {
      name: 'mf_tours' as const,
      version: '0.4.1',
      sharedContract: `^${SHARED_CONTRACT_VERSION}`,
    };
    await expect(contractProblem(current)).resolves.toBeNull();
    await expect(contractProblem({ ...current, sharedContract: '^99.0.0' })).resolves.toMatch(
      /^Remote mf_tours 0\.4\.1 is not shown: it needs @museum\/shared \^99\.0\.0/,
    );
    await expect(contractProblem({ ...current, sharedContract: '>=1.0.0' })).resolves.toBeNull();
  });
});
