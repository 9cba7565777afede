import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Calendar, type CalendarDay } from './calendar';

afterEach(cleanup);

const STATES: Record<string, CalendarDay> = {
  '2026-11-24': { tone: 'available', description: 'places available' },
  '2026-11-26': { tone: 'soldOut', description: 'sold out' },
};
const dayState = (date: string): CalendarDay =>
  STATES[date] ?? { tone: 'unavailable', description: 'not available' };

function Harness({
  onSelect = () => {},
  onMonthChange = () => {},
}: {
  onSelect?: (date: string) => void;
  onMonthChange?: (month: string) => void;
}) {
  const [month, setMonth] = useState('2026-11');
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <Calendar
      month={month}
      onMonthChange={(next) => {
        onMonthChange(next);
        setMonth(next);
      }}
      selected={selected}
      onSelect={(date) => {
        onSelect(date);
        setSelected(date);
      }}
      dayState={dayState}
      firstMonth="2026-11"
      lastMonth="2027-01"
      today="2026-11-21"
      locale="en-US"
      labels={{ previousMonth: 'Previous month', nextMonth: 'Next month' }}
    />
  );
}

const focusedDate = () => (document.activeElement as HTMLElement | null)?.dataset.date;

describe('Calendar (WAI-ARIA date-picker grid)', () => {
  it('is a grid named by its month, each date announced with its state', () => {
    render(<Harness />);
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    expect(grid).toBeTruthy();
    screen.getByRole('button', { name: 'Tuesday, November 24, 2026, places available' });
    screen.getByRole('button', { name: 'Thursday, November 26, 2026, sold out' });
    const monday = screen.getAllByRole('columnheader')[0];
    expect([monday?.textContent, monday?.getAttribute('abbr')]).toEqual(['Mon', 'Monday']);
  });

  it('puts one date in the tab order, after the month buttons: the first with places', async () => {
    render(<Harness />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(focusedDate()).toBe('2026-11-24');
    const dates = screen.getAllByRole('button').filter((button) => button.dataset.date);
    expect(dates.filter((button) => button.tabIndex === 0)).toHaveLength(1);
  });

  it('moves by day, week, to the week ends and by month with the keys of the pattern', async () => {
    const onMonthChange = vi.fn();
    render(<Harness onMonthChange={onMonthChange} />);
    act(() => screen.getByRole('button', { name: /November 24, 2026/ }).focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedDate()).toBe('2026-11-25');
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedDate()).toBe('2026-12-02');
    expect(onMonthChange).toHaveBeenLastCalledWith('2026-12');
    screen.getByRole('grid', { name: 'December 2026' });
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    expect(focusedDate()).toBe('2026-11-24');
    await userEvent.keyboard('{Home}');
    expect(focusedDate()).toBe('2026-11-23');
    await userEvent.keyboard('{End}');
    expect(focusedDate()).toBe('2026-11-29');
    await userEvent.keyboard('{PageDown}');
    expect(focusedDate()).toBe('2026-12-29');
  });

  it('does not move past the months it may show', async () => {
    render(<Harness />);
    act(() => screen.getByRole('button', { name: /November 24, 2026/ }).focus());
    await userEvent.keyboard('{PageUp}');
    expect(focusedDate()).toBe('2026-11-01');
    await userEvent.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(focusedDate()).toBe('2027-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    screen.getByRole('grid', { name: 'January 2027' });
  });

  it('chooses the focused date with Enter and marks it selected', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    act(() => screen.getByRole('button', { name: /November 24, 2026/ }).focus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2026-11-26');
    expect(screen.getByRole('gridcell', { selected: true }).textContent).toBe('26');
  });

  it('moves the focus within the month with the key itself, before React renders the move', async () => {
    // On a busy phone React may render the move after the next key: an Enter then must reach the day moved to,
    // so the focus cannot wait for that render.
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    act(() => screen.getByRole('button', { name: /November 24, 2026/ }).focus());
    const from = document.activeElement as HTMLElement;
    // A plain event outside act(): nothing React schedules has run when the next line reads the focus.
    from.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true }));
    expect(focusedDate()).toBe('2026-11-23');
    await act(async () => undefined);
    expect(focusedDate()).toBe('2026-11-23');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2026-11-23');
  });

  it('pages by month with its buttons, not before the first month', async () => {
    const onMonthChange = vi.fn();
    render(<Harness onMonthChange={onMonthChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(onMonthChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onMonthChange).toHaveBeenCalledWith('2026-12');
  });
});
