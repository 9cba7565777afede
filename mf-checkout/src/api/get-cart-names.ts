import { apiRequest } from '@museum/shared';
import { type CartNames, type NameSource, nameSourceKey, type TourNames } from '@museum/shared/domain';
import {
  eventMapSchema,
  merchandiseSchema,
  ticketCollectSchema,
  tourDetailSchema,
  voucherSchema,
} from '@museum/shared/wire';

/**
 * Names are a courtesy: a failed read leaves the line as it was, and must not raise the shop's global message
 * bar (it would push the page down), sign the visitor out or reload the page.
 */
const QUIET = [400, 401, 403, 404, 406, 410, 422, 429, 500, 502, 503, 504];

/** Names by id, of components, ticket components or a question's options. */
const namesById = (rows: readonly { id: number; name: string }[] | undefined) =>
  new Map((rows ?? []).map((row) => [row.id, row.name]));

/**
 * The catalogues' names for the given sources in the page's language (every request in parallel), and which
 * sources answered: a failed one leaves its lines as they are, to be asked again on the next visit.
 */
export async function getCartNames(
  sources: readonly NameSource[],
  signal?: AbortSignal,
): Promise<{ names: CartNames; answered: Set<string> }> {
  const events = new Map<number, string>();
  const tickets = new Map<number, { name: string; subtickets: ReadonlyMap<number, string> }>();
  const articles = new Map<number, string>();
  const vouchers = new Map<number, string>();
  const tours = new Map<number, TourNames>();
  const answered = new Set<string>();

  const ask = async (source: NameSource): Promise<void> => {
    switch (source.kind) {
      case 'events': {
        const map = await apiRequest('get', 'event/select', { data: eventMapSchema, handles: QUIET, signal });
        for (const event of Object.values(map)) events.set(event.id, event.name);
        break;
      }
      case 'ticketDay': {
        const day = await apiRequest('get', `ticket/collect/event/${source.eventId}/date/${source.date}`, {
          data: ticketCollectSchema,
          handles: QUIET,
          signal,
        });
        for (const ticket of day.tickets)
          tickets.set(ticket.id, { name: ticket.name, subtickets: namesById(ticket.subtickets) });
        break;
      }
      case 'article':
        articles.set(
          source.id,
          (
            await apiRequest('get', 'merchandise', {
              query: { article: source.id },
              data: merchandiseSchema,
              handles: QUIET,
              signal,
            })
          ).name,
        );
        break;
      case 'voucher':
        vouchers.set(
          source.id,
          (
            await apiRequest('get', `voucher/selectOne/price/${source.id}`, {
              data: voucherSchema,
              handles: QUIET,
              signal,
            })
          ).name,
        );
        break;
      case 'tour': {
        const tour = await apiRequest('get', 'tour', {
          query: { tour: source.tourId, date: source.date },
          data: tourDetailSchema,
          handles: QUIET,
          signal,
        });
        const prices = [
          ...Object.values(tour.priceList),
          ...Object.values(tour.schedule).flatMap((entry) => Object.values(entry.priceList ?? {})),
        ];
        tours.set(tour.id, {
          name: tour.name,
          eventName: tour.eventName,
          prices: new Map(prices.map((price) => [price.id, price.name])),
          tickets: new Map(
            Object.values(tour.tickets).map((ticket) => [
              ticket.id,
              { name: ticket.name, subtickets: namesById(ticket.subtickets) },
            ]),
          ),
          questions: new Map(
            tour.questions.map((question) => [
              question.id,
              { label: question.label, options: namesById(question.options) },
            ]),
          ),
        });
        break;
      }
    }
    answered.add(nameSourceKey(source));
  };

  await Promise.allSettled(sources.map(ask));
  return { names: { events, tickets, articles, vouchers, tours }, answered };
}
