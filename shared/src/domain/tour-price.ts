import type { Tour } from '../api/wire/tours.ts';

/** The smallest price a visitor can pay for a tour (price list and tickets); null when it has none. */
export function lowestTourPrice(tour: Pick<Tour, 'priceList' | 'tickets'>): number | null {
  const prices = [...Object.values(tour.priceList), ...Object.values(tour.tickets)].map(
    (entry) => entry.price,
  );
  return prices.length > 0 ? Math.min(...prices) : null;
}
