/** Moves the focus to a form's field by its name (after a failed submit: the first field with an error). */
export function focusField(form: HTMLFormElement | null, name: string | null): void {
  if (!form || !name) return;
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}
