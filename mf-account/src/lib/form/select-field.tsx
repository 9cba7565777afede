import { type SelectHTMLAttributes, useId } from 'react';
import styles from './form-fields.module.css';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly { key: string; name: string }[];
  /** The first, empty choice ("Please choose"), so that nothing is chosen for the visitor. */
  placeholder: string;
  /** Already translated messages, tied to the field (aria-describedby). */
  errors?: readonly string[];
}

/** A labelled `<select>` whose errors are announced with it, like the kit's TextField. */
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
          <option key={option.key} value={option.key}>
            {option.name}
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
