import type { CartItem } from '@museum/shared/wire';
import { isValidDate, isValidDateTime } from '../../lib/clock.ts';
import { fieldErrorList } from '../../lib/http.ts';

type ErrorList = ReturnType<typeof fieldErrorList>;

/** Every id of a list once: a second line for the same id is FIELD_DUPLICATE at that line. */
function uniqueIds(
  list: Array<{ id: number }> | undefined,
  path: string,
  errors: ErrorList,
  key = 'id',
): void {
  const seen = new Set<number>();
  list?.forEach((line, i) => {
    if (seen.has(line.id)) errors.add(`${path}.${i}.${key}`, 'FIELD_DUPLICATE');
    seen.add(line.id);
  });
}

function checkItem(item: CartItem, path: string, errors: ErrorList): void {
  switch (item.type) {
    case 'ticket':
      if (!isValidDateTime(item.datetime)) errors.add(`${path}.datetime`, 'DATE_INVALID');
      uniqueIds(item.subtickets, `${path}.subtickets`, errors);
      return;
    case 'dayticket':
      // Absent: open-dated. Present: the day, as a date or a datetime (an empty string is neither).
      if (item.datetime !== undefined && !isValidDate(item.datetime) && !isValidDateTime(item.datetime))
        errors.add(`${path}.datetime`, 'DATE_INVALID');
      return;
    case 'guidedTour':
      if (!isValidDateTime(item.datetime)) errors.add(`${path}.datetime`, 'DATE_INVALID');
      uniqueIds(item.prices, `${path}.prices`, errors);
      uniqueIds(item.tickets, `${path}.tickets`, errors);
      item.tickets?.forEach((t, i) => {
        uniqueIds(t.subtickets, `${path}.tickets.${i}.subtickets`, errors);
      });
      uniqueIds(
        item.answers?.map((a) => ({ id: a.qId })),
        `${path}.answers`,
        errors,
        'qId',
      );
      return;
    default:
      return;
  }
}

/**
 * What the wire schema cannot say about a cart: real calendar datetimes within the shop's window, and no
 * line twice (issue 9: duplicate family components were accepted and stored). All at once, as field
 * errors under `cart.items.{index}`.
 */
export function checkCartStructure(items: CartItem[], path = 'cart.items'): void {
  const errors = fieldErrorList();
  items.forEach((item, index) => {
    checkItem(item, `${path}.${index}`, errors);
  });
  errors.throwIfAny();
}
