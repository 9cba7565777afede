import { type InputHTMLAttributes, useId } from 'react';
import styles from './form-fields.module.css';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
}

/** A checkbox with its label beside it; the whole label is part of the target. */
export function CheckboxField({ label, ...props }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={styles.checkbox}>
      <input id={id} type="checkbox" {...props} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
