import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

afterEach(cleanup);

/** A page that refuses counts above `max`, as a booking form does. */
function Harness({ max }: { max: number }) {
  const [count, setCount] = useState(3);
  return (
    <QuantityStepper
      label="Adult"
      decreaseLabel="One Adult fewer"
      increaseLabel="One Adult more"
      value={count}
      onChange={(next) => {
        if (next <= max) setCount(next);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  const props = { label: 'Adult', decreaseLabel: 'One Adult fewer', increaseLabel: 'One Adult more' };

  it('is a labelled number field whose buttons ask for one more or one fewer', async () => {
    const onChange = vi.fn();
    render(<QuantityStepper {...props} value={2} onChange={onChange} />);
    expect((screen.getByLabelText('Adult') as HTMLInputElement).value).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'One Adult more' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'One Adult fewer' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('at its maximum, says why on the + button too (the reason that describes the field)', async () => {
    render(
      <>
        <QuantityStepper {...props} value={3} max={3} onChange={vi.fn()} describedBy="left" />
        <p id="left">Only 3 left.</p>
      </>,
    );
    const more = screen.getByRole('button', { name: 'One Adult more' });
    expect(more.getAttribute('aria-disabled')).toBe('true');
    expect(more.getAttribute('aria-describedby')).toBe('left');
    expect(screen.getByRole('button', { name: 'One Adult more', description: 'Only 3 left.' })).toBe(more);
  });

  it('does not go below its minimum, and a text that is no number counts as 0', async () => {
    const onChange = vi.fn();
    render(<QuantityStepper {...props} value={0} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'One Adult fewer' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Adult'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(0);
    fireEvent.change(screen.getByLabelText('Adult'), { target: { value: '4' } });
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('shows what the visitor types while the field holds that number, and the kept number when it is refused', async () => {
    render(<Harness max={16} />);
    const field = screen.getByLabelText('Adult') as HTMLInputElement;
    await userEvent.clear(field);
    expect(field.value).toBe('');
    await userEvent.type(field, '16');
    expect(field.value).toBe('16');
    await userEvent.clear(field);
    await userEvent.type(field, '17');
    expect(field.value).toBe('1');
    await userEvent.tab();
    expect(field.value).toBe('1');
  });
});
