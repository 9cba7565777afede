import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

/** A button's attributes and its `ref` (React 19 passes it as a prop; `...props` hands it to the element). */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
}

/** A real `<button>`: keyboard and screen readers get it for free; `type` defaults to "button", not submit. */
export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}

/** The button look for links (`<a>` or router links) that should stand out as actions. */
export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return [styles.button, styles[variant]].join(' ');
}
