import { describe, expect, it } from 'vitest';
import { checkContract, describeContractMismatch } from './contract-compatibility';

describe('checkContract (docs/architecture.md "Compatibility")', () => {
  it('accepts a remote built against the same or an older minor of the same major', () => {
    expect(checkContract('^1.0.0', '1.0.0')).toEqual({ compatible: true });
    expect(checkContract('^1.0.0', '1.4.2')).toEqual({ compatible: true });
    expect(checkContract('^1.3.0', '1.3.0')).toEqual({ compatible: true });
  });

  it('refuses a remote that needs a newer contract than the shell provides', () => {
    expect(checkContract('^1.3.0', '1.2.9')).toEqual({
      compatible: false,
      reason: 'newer',
      needed: '^1.3.0',
      provided: '1.2.9',
    });
    expect(checkContract('^2.0.0', '1.9.0')).toMatchObject({ compatible: false, reason: 'newer' });
  });

  it('refuses a remote built against an older major', () => {
    expect(checkContract('^1.4.0', '2.0.0')).toMatchObject({ compatible: false, reason: 'older' });
    expect(checkContract('^0.1.0', '1.0.0')).toMatchObject({ compatible: false, reason: 'older' });
  });

  it('refuses a remote that declares nothing, or nonsense', () => {
    expect(checkContract(undefined, '1.0.0')).toMatchObject({ compatible: false, reason: 'missing' });
    expect(checkContract('', '1.0.0')).toMatchObject({ compatible: false, reason: 'missing' });
    expect(checkContract(3, '1.0.0')).toMatchObject({ compatible: false, reason: 'missing' });
    expect(checkContract('latest please', '1.0.0')).toMatchObject({ compatible: false, reason: 'invalid' });
  });
});

describe('describeContractMismatch', () => {
  it('names the remote, its build, what it needs, what it got and what to do', () => {
    const verdict = checkContract('^1.3.0', '1.2.0');
    if (verdict.compatible) throw new Error('expected a mismatch');
    expect(describeContractMismatch({ name: 'mf_tours', version: '0.4.1' }, verdict)).toBe(
      'Remote mf_tours 0.4.1 is not shown: it needs @museum/shared ^1.3.0, this shell provides 1.2.0 ' +
        '(it was built against a newer @museum/shared than this shell provides; deploy the shell first).',
    );
  });
});
