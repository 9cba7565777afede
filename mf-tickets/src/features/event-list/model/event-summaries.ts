import { offeredTickets, ticketGroupsOf } from '@museum/shared/domain';
import type { IdName } from '@museum/shared/wire';
import { getTicketCollect } from '../../../api/get-ticket-collect';

/** What the list shows about an event beyond the event itself: its next free date and its ticket groups. */
export interface EventSummary {
  nextDate: string | null;
  ticketGroups: IdName[];
}

/**
 * The API has no list of ticket groups per event: the tickets of each event (ticket/collect without a date,
 * which also names the next date with free places) give the ticket-group filter its groups. Deferred data:
 * an event whose answer fails is simply left without a summary; the promise never rejects.
 */
export async function loadEventSummaries(
  eventIds: readonly number[],
  signal: AbortSignal,
): Promise<Map<number, EventSummary>> {
  const answers = await Promise.allSettled(eventIds.map((id) => getTicketCollect(id, null, signal)));
  const summaries = new Map<number, EventSummary>();
  answers.forEach((answer, index) => {
    const id = eventIds[index];
    if (answer.status === 'fulfilled' && id !== undefined)
      summaries.set(id, {
        nextDate: answer.value.date,
        // Only the tickets the event page offers (SPEC §5 hides mode 1 and 5 without places): a group of hidden
        // tickets alone would find the event in the list and no ticket of it on its page.
        ticketGroups: ticketGroupsOf(offeredTickets(answer.value.tickets)),
      });
  });
  return summaries;
}
