import { useId } from 'react';
import styles from './time-slot-picker.module.css';

export interface TimeSlotOption {
  /** What onChange gets back, e.g. the slot's date-time. */
  value: string;
  /** The time as the visitor reads it ("10:00 – 11:00"). */
  label: string;
  /** Places left or "sold out", already translated. */
  description?: string;
  /** A sold-out time is shown but cannot be chosen. */
  disabled?: boolean;
}

export interface TimeSlotPickerProps {
  legend: string;
  options: readonly TimeSlotOption[];
  value: string | null;
  onChange: (value: string) => void;
}

/**
 * Time slots as a radio group: a group name for screen readers, arrow keys move between the times (the
 * browser's own radio behaviour), sold-out times are announced and skipped.
 */
export function TimeSlotPicker({ legend, options, value, onChange }: TimeSlotPickerProps) {
  const name = useId();
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option} data-disabled={option.disabled || undefined}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.text}>
              <span className={styles.time}>{option.label}</span>
              {option.description && <span className={styles.description}>{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
