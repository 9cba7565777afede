import { formatPrice } from '../domain/format';
import { useLocale } from './use-locale';

/** A price in cents, written the way the visitor's language writes euros. */
export function Price({ cents, className }: { cents: number; className?: string }) {
  const locale = useLocale();
  return <span className={className}>{formatPrice(cents, locale)}</span>;
}
