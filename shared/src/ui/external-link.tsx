import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden';

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
}

/**
 * A link to another site, in a new tab: it says so to screen readers, and the new page gets no handle on
 * this one (`noopener`) nor the shop address with its query (`noreferrer`).
 */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {t('a11y.newTab')}</VisuallyHidden>
    </a>
  );
}
