/**
 * Navigations that stay on the same view: a page that keeps its state in the address (the guided-tour list's
 * filters) replaces the address with react-router's `preventScrollReset`. Such a navigation neither scrolls
 * to the top nor moves focus to the page title, so a visitor changing a filter by keyboard stays on it
 * (WCAG 3.2.2). Back and forward are new views as always.
 */
const MAX_REMEMBERED = 50;
const keptViews = new Set<string>();

export function keepsView(state: { historyAction: string; preventScrollReset: boolean }): boolean {
  return state.historyAction !== 'POP' && state.preventScrollReset;
}

/** Called by the router subscription before the new location renders. */
export function rememberKeptView(locationKey: string): void {
  keptViews.add(locationKey);
  if (keptViews.size > MAX_REMEMBERED) {
    const oldest = keptViews.values().next().value;
    if (oldest !== undefined) keptViews.delete(oldest);
  }
}

export function isKeptView(locationKey: string): boolean {
  return keptViews.has(locationKey);
}
