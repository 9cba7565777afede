import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeSlotPicker } from './time-slot-picker';

afterEach(cleanup);

describe('TimeSlotPicker', () => {
  it('is a named radio group; a sold-out time is announced and cannot be chosen', async () => {
    const onChange = vi.fn();
    render(
      <TimeSlotPicker
        legend="Time"
        value="a"
        onChange={onChange}
        options={[
          { value: 'a', label: '10:00 – 11:00', description: '30 places left' },
          { value: 'b', label: '11:00 – 12:00', description: 'sold out', disabled: true },
          { value: 'c', label: '12:00 – 13:00', description: '2 places left' },
        ]}
      />,
    );
    screen.getByRole('group', { name: 'Time' });
    expect((screen.getByRole('radio', { name: /10:00 – 11:00/ }) as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('radio', { name: /11:00 – 12:00\s*sold out/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /^12:00/ }));
    expect(onChange).toHaveBeenCalledWith('c');
  });
});
