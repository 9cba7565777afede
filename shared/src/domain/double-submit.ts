/** Two clicks closer than this are one double click. */
export const DOUBLE_SUBMIT_MS = 1000;

/**
 * A booking form's "Add to basket" pressed twice in a double click: the first adds and empties the form, the
 * second finds it empty and would say "choose at least one". An empty form submitted this soon after an add
 * is that second click, and is dropped; a form the visitor has changed is always added.
 */
export function isSecondClickOfAdd(formEmpty: boolean, addedAt: number, now: number): boolean {
  return formEmpty && now - addedAt < DOUBLE_SUBMIT_MS;
}
