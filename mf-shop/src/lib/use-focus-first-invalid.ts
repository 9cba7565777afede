import { type RefObject, useEffect } from 'react';

/**
 * WCAG 3.3.1: after a refused press (`attempts` counts them), the first field of `form` with a problem gets the
 * focus, and its message (its description) is read with it. A field that has the focus already (Enter pressed
 * in it) is left and entered again, or nothing would be read. A number field's text is then selected: the
 * quantity stepper forgets what was typed when it loses the focus and shows the number it holds ("0" for an
 * emptied field), so what the visitor types next replaces that number instead of following it ("05").
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, attempts: number): void {
  useEffect(() => {
    if (attempts === 0) return;
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    if (document.activeElement === field) field.blur();
    field.focus();
    if (!(field instanceof HTMLInputElement && field.type === 'number')) return;
    // Once React has shown what the blur left (its update runs before this task's microtasks end): a value
    // set after the selection would put the caret behind it again.
    queueMicrotask(() => {
      if (document.activeElement === field) field.select();
    });
  }, [attempts, form]);
}
