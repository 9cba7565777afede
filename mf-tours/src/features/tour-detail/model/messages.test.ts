import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { tourErrorMessage } from './messages';

/** Says which text and values a message asks for, so the choice can be read without a catalogue. */
const t = ((key: string, values?: object) =>
  `${key} ${JSON.stringify(values ?? {})}`) as unknown as TFunction<'tours'>;

describe('the minimum group size message', () => {
  it('names the minimum of one group, and for several groups what they need together', () => {
    const say = (groups: number) =>
      tourErrorMessage(t, 'completeGroups', [], { code: 'GROUP_TOO_SMALL', minimum: 10, groups });
    expect(say(1)).toBe('form.errors.groupTooSmall {"count":10}');
    expect(say(2)).toBe('form.errors.groupsTooSmall {"count":20,"groups":2}');
  });
});
