import { describe, expect, it } from 'vitest';
import { DOUBLE_SUBMIT_MS, isSecondClickOfAdd } from './double-submit';

describe('isSecondClickOfAdd', () => {
  it('drops only an empty form submitted within a double click of an add', () => {
    expect(isSecondClickOfAdd(true, 1000, 1000 + DOUBLE_SUBMIT_MS - 1)).toBe(true);
    expect(isSecondClickOfAdd(true, 1000, 1000 + DOUBLE_SUBMIT_MS)).toBe(false);
    expect(isSecondClickOfAdd(false, 1000, 1001)).toBe(false);
    expect(isSecondClickOfAdd(true, Number.NEGATIVE_INFINITY, 5)).toBe(false);
  });
});
