import { type SelectHTMLAttributes, useId } from 'react';
import styles from './text-field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

/** The API's `{key, name}` lists (salutations, countries) as choices. */
export function keyNameOptions(list: readonly { key: string; name: string }[]): SelectOption[] {
  return list.map(({ key, name }) => ({ value: key, label: name }));
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Please choose"), so that nothing is chosen for the visitor. */
  placeholder: string;
  /** Already translated messages; shown under the field and announced with it. */
  errors?: readonly string[];
}

/** A labelled `<select>` whose errors are tied to it (aria-invalid, aria-describedby), like TextField. */
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
        className={styles.input}
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
