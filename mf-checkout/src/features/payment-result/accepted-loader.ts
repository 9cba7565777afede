import { isLanguage } from '@museum/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { renameCartInLanguage } from '../../lib/cart-names';

/** The order shows its lines in the page's language, also right after a language switch on this page. */
export async function loader({ params }: LoaderFunctionArgs): Promise<null> {
  if (isLanguage(params.lang)) await renameCartInLanguage(params.lang);
  return null;
}
