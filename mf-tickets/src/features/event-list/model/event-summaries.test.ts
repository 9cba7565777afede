import { configureApi } from '@museum/shared';
import { apiGet, entry, resetShopState, setUpMuseumApi, TEST_API, ticket } from '@museum/shared/testing';
import type { TicketCollect } from '@museum/shared/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadEventSummaries } from './event-summaries';

const collect: TicketCollect = {
  date: '2026-11-24',
  timeslot: [],
  tickets: [
    ticket({ id: 101, schedule: [entry('2026-11-24 10:00:00', 30)] }),
    // Sold out, alone in its group: the event page hides it (SPEC §5), so the filter must not offer its group.
    ticket({
      id: 201,
      mode: 5,
      group_id: 3,
      group_name: 'Seats',
      schedule: [entry('2026-11-24 19:00:00', 0)],
    }),
  ],
};

setUpMuseumApi(apiGet('ticket/collect/event/:id', () => collect));
beforeEach(() => {
  resetShopState();
  configureApi({ baseUrl: TEST_API, supportEmail: 'shop@museum.example' });
});

describe('event summaries', () => {
  it('name the ticket groups of the tickets the event page offers, with the next free date', async () => {
    const summaries = await loadEventSummaries([1], new AbortController().signal);
    expect(summaries.get(1)).toEqual({
      nextDate: '2026-11-24',
      ticketGroups: [{ id: 1, name: 'Admission' }],
    });
  });
});
