import { data } from 'react-router';

/** The answer a loader throws for an address that names nothing: the shop shows its not-found page. */
export const notFound = () => data(null, { status: 404 });

/** A path's id (`/product/{id}`): a positive whole number of at most nine digits, else not found. */
export function routeId(param: string | undefined): number {
  if (param === undefined || !/^[1-9]\d{0,8}$/.test(param)) throw notFound();
  return Number(param);
}
