/**
 * WCAG 3.3.1: a refused press brings the visitor to what is wrong, within `root`: the first invalid field in
 * the page's order, else the reason shown for the refusal (`data-refusal`, focusable with tabIndex -1).
 */
export function focusFirstRefusal(root: ParentNode | null | undefined): void {
  root
    ?.querySelector<HTMLElement>('input[aria-invalid="true"], select[aria-invalid="true"], [data-refusal]')
    ?.focus();
}
