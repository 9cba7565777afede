import { type SelectHTMLAttributes, useId } from 'react';
import styles from './shop.module.css';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The choice shown while nothing is chosen. */
  placeholder: string;
  /** Already translated messages, tied to the field for screen readers. */
  errors?: readonly string[];
}

/** A labelled drop-down whose errors are tied to it (aria-invalid, aria-describedby), like TextField. */
export function SelectField({
  label,
  options,
  placeholder,
  errors = [],
  required,
  ...props
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        id={id}
        className={styles.select}
        required={required}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? errorId : undefined}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errors.length > 0 && (
        <ul id={errorId} className={styles.errors}>
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
