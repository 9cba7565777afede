import type { PlannedVisit } from '@museum/shared/domain';

/** What the success page shows, handed over by the accepted page in the history entry (survives a reload). */
export interface SuccessState {
  bookingId: string;
  hasTickets: boolean;
  visits: PlannedVisit[];
  /** A museum order was paid, not the basket. */
  order: string | null;
}

export function readSuccessState(state: unknown): SuccessState | null {
  const value = (state as { success?: Partial<SuccessState> } | null)?.success;
  if (!value || typeof value.bookingId !== 'string' || value.bookingId === '') return null;
  return {
    bookingId: value.bookingId.slice(0, 64),
    hasTickets: value.hasTickets === true,
    visits: Array.isArray(value.visits) ? value.visits.slice(0, 100) : [],
    order: typeof value.order === 'string' ? value.order : null,
  };
}
