import { apiRequest } from '@museum/shared';
import { type CartNames, type NameSource, nameSourceKey, type TourNames } from '@museum/shared/domain';
import {
  eventMapSchema,
  merchandiseSchema,
  ticketCollectSchema,
  tourSelectSchema,
  voucherSchema,
} from '@museum/shared/wire';

const subticketNames = (rows: readonly { id: number; name: string }[] | undefined) =>
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
        const map = await apiRequest('get', 'event/select', { data: eventMapSchema, signal });
        for (const event of Object.values(map)) events.set(event.id, event.name);
        break;
      }
      case 'ticketDay': {
        const day = await apiRequest('get', `ticket/collect/event/${source.eventId}/date/${source.date}`, {
          data: ticketCollectSchema,
          signal,
        });
        for (const ticket of day.tickets)
          tickets.set(ticket.id, { name: ticket.name, subtickets: subticketNames(ticket.subtickets) });
        break;
      }
      case 'article':
        articles.set(
          source.id,
          (
            await apiRequest('get', 'merchandise', {
              query: { article: source.id },
              data: merchandiseSchema,
              signal,
            })
          ).name,
        );
        break;
      case 'voucher':
        vouchers.set(
          source.id,
          (await apiRequest('get', `voucher/selectOne/price/${source.id}`, { data: voucherSchema, signal }))
            .name,
        );
        break;
      case 'tours': {
        const select = await apiRequest('get', 'tour/select/event', { data: tourSelectSchema, signal });
        for (const tour of select.tours)
          tours.set(tour.id, {
            name: tour.name,
            eventName: tour.eventName,
            prices: new Map(Object.values(tour.priceList).map((price) => [price.id, price.name])),
            tickets: new Map(
              Object.values(tour.tickets).map((ticket) => [
                ticket.id,
                { name: ticket.name, subtickets: subticketNames(ticket.subtickets) },
              ]),
            ),
            questions: new Map(
              tour.questions.map((question) => [
                question.id,
                { label: question.label, options: subticketNames(question.options) },
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
