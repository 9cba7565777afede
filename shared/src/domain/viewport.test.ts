import { describe, expect, it } from 'vitest';
import { viewportClasses } from './viewport';

describe('viewportClasses (SPEC §2, §9 breakpoints 544, 768, 992, 1200)', () => {
  it.each([
    [320, ['vp-xs']],
    [544, ['vp-xs']],
    [545, ['vp-sm']],
    [768, ['vp-sm']],
    [800, ['vp-sm', 'vp-md']],
    [992, ['vp-sm', 'vp-md']],
    [1024, ['vp-sm', 'vp-md', 'vp-lg']],
    [1201, ['vp-sm', 'vp-md', 'vp-lg', 'vp-xl']],
  ])('%i px gives %j', (width, classes) => {
    expect(viewportClasses(width)).toEqual(classes);
  });
});
