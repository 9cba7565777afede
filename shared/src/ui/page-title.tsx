import type { ReactNode } from 'react';

/**
 * The page's one `<h1>`. After each navigation the shell moves focus here (tabIndex -1), so keyboard and
 * screen-reader users start reading the new page, not the header again.
 */
export function PageTitle({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1 tabIndex={-1} data-page-title="" className={className}>
      {children}
    </h1>
  );
}
