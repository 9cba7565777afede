/** Moves the focus to a form's field by its name (after a failed submit: the first field with an error). */
export function focusField(form: HTMLFormElement | null, name: string | null): void {
  if (!form || !name) return;
  const element = form.elements.namedItem(name);
  if (!(element instanceof HTMLElement)) return;
  // A field that has focus already (the visitor pressed Enter in it) is not read out again by focusing it: it
  // is left and entered again, so that a screen reader reads it with its new error (its description).
  if (document.activeElement === element) element.blur();
  element.focus();
}
