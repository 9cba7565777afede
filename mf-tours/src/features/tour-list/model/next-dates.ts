import { getTour } from '../../../api/get-tour';

/** The list asks for at most this many tours' next dates (a bound on the requests one page makes). */
export const MAX_NEXT_DATES = 48;
/** …and no more than this many at a time, so a long list does not flood the API. */
const AT_A_TIME = 4;

/**
 * Each tour's next bookable date (GET tour without a date, SPEC §7): deferred data the list shows when it
 * arrives. A tour whose answer fails is left out; the promise never rejects. null: no bookable date.
 */
export async function loadNextTourDates(
  tourIds: readonly number[],
  signal: AbortSignal,
): Promise<Map<number, string | null>> {
  const dates = new Map<number, string | null>();
  const ids = tourIds.slice(0, MAX_NEXT_DATES);
  for (let start = 0; start < ids.length && !signal.aborted; start += AT_A_TIME) {
    const batch = ids.slice(start, start + AT_A_TIME);
    const answers = await Promise.allSettled(batch.map((id) => getTour(id, null, signal)));
    answers.forEach((answer, index) => {
      const id = batch[index];
      if (answer.status === 'fulfilled' && id !== undefined) dates.set(id, answer.value.date);
    });
  }
  return dates;
}
