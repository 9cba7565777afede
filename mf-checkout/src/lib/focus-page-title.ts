/**
 * After the page's content changed under the focus (the button pressed went away with it): the page's title,
 * which the shell makes focusable by script (SPEC §9), once the change is painted. WCAG 2.4.3.
 */
export function focusPageTitle(): void {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-page-title]')?.focus());
}
