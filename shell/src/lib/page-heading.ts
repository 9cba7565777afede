/**
 * Where a keyboard or screen-reader visitor should go on reading: the page's one heading (PageTitle, focusable
 * with tabIndex -1), else the main landmark. Null while the page has not rendered its heading yet.
 */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main [data-page-title]');
}

export function pageStart(): HTMLElement | null {
  return pageHeading() ?? document.getElementById('main');
}
