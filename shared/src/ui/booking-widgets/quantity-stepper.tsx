import { useId, useState } from 'react';
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  /** The visible label of the number field (for instance the ticket's name). */
  label: string;
  value: number;
  /** Gets the wanted number; the caller may refuse it (capacity), the field then keeps its value. */
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Accessible names of the − and + buttons ("One Adult fewer"). */
  decreaseLabel: string;
  increaseLabel: string;
  /** Ids of texts that describe the field (price, warnings, errors). */
  describedBy?: string;
  invalid?: boolean;
}

/** SPEC §5: a text that is not a number counts as 0. */
function parseCount(text: string): number {
  const parsed = Number.parseInt(text, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** A whole-number field with − and + buttons of 44 px; a text that is not a number counts as 0 (SPEC §5). */
export function QuantityStepper({
  label,
  value,
  onChange,
  min = 0,
  max,
  decreaseLabel,
  increaseLabel,
  describedBy,
  invalid = false,
}: QuantityStepperProps) {
  const id = useId();
  // What the visitor is typing, while it is the number the field holds: clearing the field to type another
  // number shows an empty field (not "0" with the new digits after it); a refused number shows the kept one.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft !== null && parseCount(draft) === value ? draft : String(value);
  const atMin = value <= min;
  const atMax = max !== undefined && value >= max;
  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.controls}>
        {/* aria-disabled, not disabled: the button keeps focus when it reaches the end of the range; it is
            described like the field, so a screen reader says why it goes no further ("only 3 left"). */}
        <button
          type="button"
          className={styles.button}
          aria-label={decreaseLabel}
          aria-controls={id}
          aria-disabled={atMin || undefined}
          aria-describedby={describedBy}
          onClick={() => !atMin && onChange(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={shown}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            onChange(parseCount(event.target.value));
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={increaseLabel}
          aria-controls={id}
          aria-disabled={atMax || undefined}
          aria-describedby={describedBy}
          onClick={() => !atMax && onChange(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
