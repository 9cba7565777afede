import type { Language } from '../../i18n/languages';
import type { CartItem } from '../cart-item';

/**
 * A basket line keeps the names it was added with (the cart lives in session storage, not in the API), so a
 * visitor who switches language saw "Erwachsene" in an English basket. The checkout asks the catalogues again
 * in the page's language for the lines whose names are in another one (`lang`), and renames them with these.
 */

/** Where a line's names come from: one request each, shared by every line that needs it. */
export type NameSource =
  | { kind: 'events' }
  | { kind: 'ticketDay'; eventId: number; date: string }
  | { kind: 'article'; id: number }
  | { kind: 'voucher'; id: number }
  | { kind: 'tour'; tourId: number; date: string };

export function nameSourceKey(source: NameSource): string {
  switch (source.kind) {
    case 'ticketDay':
      return `ticketDay ${source.eventId} ${source.date}`;
    case 'tour':
      return `tour ${source.tourId} ${source.date}`;
    case 'article':
    case 'voucher':
      return `${source.kind} ${source.id}`;
    default:
      return source.kind;
  }
}

/** Names as the catalogues give them in the page's language, by id. */
export interface CartNames {
  events: ReadonlyMap<number, string>;
  tickets: ReadonlyMap<number, { name: string; subtickets: ReadonlyMap<number, string> }>;
  articles: ReadonlyMap<number, string>;
  vouchers: ReadonlyMap<number, string>;
  tours: ReadonlyMap<number, TourNames>;
}

export interface TourNames {
  name: string;
  eventName: string;
  /** Every price of the tour on the line's day, those of one time only (an evening fee) included. */
  prices: ReadonlyMap<number, string>;
  tickets: ReadonlyMap<number, { name: string; subtickets: ReadonlyMap<number, string> }>;
  questions: ReadonlyMap<number, { label: string; options: ReadonlyMap<number, string> }>;
}

export const NO_CART_NAMES: CartNames = {
  events: new Map(),
  tickets: new Map(),
  articles: new Map(),
  vouchers: new Map(),
  tours: new Map(),
};

/** At most this many requests for one renaming: a basket of many different articles keeps the rest. */
export const MAX_NAME_SOURCES = 12;

/** The lines whose names are not in `language` (a voucher code's name is the code's, not a catalogue's). */
export function linesToRename(lines: readonly CartItem[], language: Language): CartItem[] {
  return lines.filter((line) => line.type !== 'voucherCode' && line.lang !== language);
}

/** What one line needs asked, in the order its names matter (the line's own name first). */
export function nameSourcesOf(line: CartItem): NameSource[] {
  switch (line.type) {
    case 'ticket':
      // Lines saved before the event was kept name no event to ask: they keep their names.
      return line.eventId === undefined
        ? []
        : [
            { kind: 'ticketDay', eventId: line.eventId, date: line.datetime.slice(0, 10) },
            { kind: 'events' },
          ];
    case 'dayTicket':
      return [{ kind: 'events' }];
    case 'merchandise':
    case 'annualPass':
      return [{ kind: 'article', id: line.id }];
    case 'voucher':
      return [{ kind: 'voucher', id: line.id }];
    case 'guidedTour':
      // The tour on the line's day: its prices of one time only (an evening fee) come with that day.
      return [{ kind: 'tour', tourId: line.tourId, date: line.date }];
    default:
      return [];
  }
}

/** The distinct requests for these lines, at most MAX_NAME_SOURCES. */
export function nameSources(lines: readonly CartItem[]): NameSource[] {
  const sources = new Map<string, NameSource>();
  for (const line of lines)
    for (const source of nameSourcesOf(line)) {
      if (sources.size >= MAX_NAME_SOURCES) return [...sources.values()];
      sources.set(nameSourceKey(source), source);
    }
  return [...sources.values()];
}

const named = <T extends { id: number; name: string }>(
  rows: readonly T[],
  names: ReadonlyMap<number, string> | undefined,
): T[] => rows.map((row) => ({ ...row, name: names?.get(row.id) ?? row.name }));

/**
 * The line with the names `names` knows put in, and `lang` set when every source it needs was answered
 * (`answered`): a source that failed leaves the line to be tried again on the next visit of the checkout.
 * What a catalogue no longer lists keeps the name it was added with.
 */
export function renameCartLine(
  line: CartItem,
  names: CartNames,
  answered: ReadonlySet<string>,
  language: Language,
): CartItem {
  const sources = nameSourcesOf(line);
  // A line with nothing to ask keeps its language: its names were not renamed.
  const complete = sources.length > 0 && sources.every((source) => answered.has(nameSourceKey(source)));
  const lang = complete ? language : line.lang;
  switch (line.type) {
    case 'ticket': {
      const ticket = names.tickets.get(line.id);
      return {
        ...line,
        lang,
        name: ticket?.name ?? line.name,
        eventName:
          (line.eventId !== undefined ? names.events.get(line.eventId) : undefined) ?? line.eventName,
        subtickets: named(line.subtickets, ticket?.subtickets),
      };
    }
    case 'dayTicket': {
      const event = names.events.get(line.id);
      return { ...line, lang, name: event ?? line.name, eventName: event ?? line.eventName };
    }
    case 'merchandise':
    case 'annualPass':
      return { ...line, lang, name: names.articles.get(line.id) ?? line.name };
    case 'voucher':
      return { ...line, lang, name: names.vouchers.get(line.id) ?? line.name };
    case 'guidedTour': {
      const tour = names.tours.get(line.tourId);
      if (!tour) return { ...line, lang };
      return {
        ...line,
        lang,
        name: tour.name,
        eventName: tour.eventName,
        tours: named(line.tours, tour.prices),
        tickets: line.tickets.map((row) => {
          const ticket = tour.tickets.get(row.id);
          return {
            ...row,
            name: ticket?.name ?? row.name,
            ...(row.subtickets ? { subtickets: named(row.subtickets, ticket?.subtickets) } : {}),
          };
        }),
        answers: line.answers.map((answer) => {
          const question = tour.questions.get(answer.qId);
          if (!question) return answer;
          const ids = Array.isArray(answer.value) ? answer.value : [answer.value];
          return {
            ...answer,
            label: question.label,
            ...(answer.optionNames
              ? {
                  optionNames: ids.map(
                    (id, at) => question.options.get(Number(id)) ?? answer.optionNames?.[at] ?? String(id),
                  ),
                }
              : {}),
          };
        }),
      };
    }
    default:
      return line;
  }
}
