import {
  apiAnswer,
  apiGet,
  renderRemoteRoute,
  resetShopState,
  setUpMuseumApi,
  tour,
  tourDetail,
} from '@museum/shared/testing';
import type { Tour } from '@museum/shared/wire';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import remote from '../../../app/routes';

// The museum's day is fixed; its clock needs no meta data here.
vi.mock('../../../lib/today', () => ({
  today: () => '2026-11-21',
  ensureMuseumClock: async () => undefined,
}));

const main = { id: 1, name: 'Main building' };
const pavilion = { id: 2, name: 'Garden pavilion' };
const publicTours = { id: 21, name: 'Public tours' };
const groups = { id: 22, name: 'Private groups' };
const garden = { id: 24, name: 'Architecture & garden' };

const tours: Tour[] = [
  tour({
    id: 1,
    name: 'Highlights (de)',
    langIdentifier: 'de',
    langName: 'German',
    custom_groups: [publicTours],
  }),
  tour({
    id: 2,
    name: 'Highlights (en)',
    langIdentifier: 'EN',
    langName: 'English',
    custom_groups: [publicTours],
  }),
  tour({
    id: 3,
    name: 'Private group tour',
    langIdentifier: 'De',
    langName: 'German',
    custom_groups: [groups],
    sequence_no: 3,
  }),
  tour({
    id: 5,
    name: 'Garden walk',
    langIdentifier: 'es',
    langName: 'Spanish',
    venue: pavilion,
    custom_groups: [garden],
    sequence_no: 0,
  }),
];
const categories = [publicTours, groups, garden];
const nextDates: Record<number, string | null> = {
  1: '2026-11-24',
  2: '2026-11-22',
  3: '2026-11-24',
  5: null,
};

let listed: Tour[] = tours;
/** tour/overview per day: the tours with a free slot that day, with that day's schedule. */
const overview: Record<string, Tour[]> = {
  '2026-11-22': [{ ...tours[1], schedule: { '14:00': { tours: 1 } } } as Tour],
  '2026-11-24': [
    { ...tours[0], schedule: { '11:00': { tours: 1 } } } as Tour,
    { ...tours[2], schedule: { '10:00': { tours: 2 }, '13:00': { tours: 1 } } } as Tour,
  ],
};
const requests: string[] = [];

const api = setUpMuseumApi(
  apiGet('tour/select/event', () => ({ tours: listed })),
  apiGet('tour/attr', { category: categories }),
  apiGet('tour', ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('tour'));
    const base = tours.find((entry) => entry.id === id) ?? tours[0];
    return tourDetail(base as Tour, nextDates[id] ?? null);
  }),
  apiGet('tour/overview', ({ request }) => {
    const date = new URL(request.url).searchParams.get('date') ?? '';
    return { [date]: overview[date] ?? [] };
  }),
);
api.events.on('request:start', ({ request }) => {
  if (request.method === 'OPTIONS') return;
  const url = new URL(request.url);
  requests.push(`${url.pathname}${url.search}`);
});

beforeEach(() => {
  resetShopState();
  requests.length = 0;
  listed = tours;
});
afterEach(cleanup);

const shownTours = () =>
  within(screen.getByTestId('tour-list'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

async function openList(path = '/en/guided-tours', config = {}) {
  const view = await renderRemoteRoute(remote, path, { config });
  await screen.findByRole('heading', { level: 1, name: 'Guided tours' });
  return view;
}

describe('guided-tour list (SPEC §2)', () => {
  it('starts with the museum’s default language (case-insensitive), sorted by sequence_no', async () => {
    await openList();
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('de');
    expect(shownTours()).toEqual(['Highlights (de)', 'Private group tour']);
    expect(screen.getByRole('status').textContent).toBe('2 guided tours');
    expect(screen.getByRole('link', { name: 'Highlights (de)' }).getAttribute('href')).toBe(
      '/en/guided-tours/1',
    );
    within(screen.getByRole('article', { name: 'Highlights (de)' })).getByText('From €4.00 per participant');
  });

  it('shows every language when the default one has no tours', async () => {
    await openList('/en/guided-tours', { guided_tour_default_language: 'it' });
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('');
    expect(shownTours()).toEqual(['Highlights (de)', 'Highlights (en)', 'Private group tour', 'Garden walk']);
  });

  it('shows each tour’s next date once it has arrived, and says when a tour has none', async () => {
    await openList('/en/guided-tours?language=all');
    const card = (name: string) => screen.getByRole('article', { name });
    await within(card('Highlights (en)')).findByText('Next date: 22.11.2026');
    expect(within(card('Highlights (de)')).getByTestId('next-date').textContent).toBe(
      'Next date: 24.11.2026',
    );
    expect(within(card('Garden walk')).getByTestId('next-date').textContent).toBe('No dates at the moment');
  });

  it('filters by language, category and venue; the address keeps the filters', async () => {
    const { user, router } = await openList();
    await user.selectOptions(screen.getByLabelText('Language'), 'All languages');
    expect(router.state.location.search).toBe('?language=all');
    expect(shownTours()).toHaveLength(4);
    await user.selectOptions(screen.getByLabelText('Category'), 'Public tours');
    expect(shownTours()).toEqual(['Highlights (de)', 'Highlights (en)']);
    await user.selectOptions(screen.getByLabelText('Category'), 'All categories');
    await user.selectOptions(screen.getByLabelText('Venue'), 'Garden pavilion');
    expect(shownTours()).toEqual(['Garden walk']);
    expect(router.state.location.search).toBe('?language=all&venue=2');
    // A change of filter replaces the address: Back leads away from the list, not through its filters.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('offers the venue filter only when the tours are in several venues', async () => {
    listed = tours.filter((entry) => entry.venue.id === main.id);
    await openList();
    expect(screen.queryByLabelText('Venue')).toBeNull();
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('');
  });

  it('opens a shared address with its filters', async () => {
    await openList('/en/guided-tours?language=en&category=21');
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('en');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('21');
    expect(shownTours()).toEqual(['Highlights (en)']);
  });

  it('filters by day through tour/overview: today, tomorrow and the next days; tours link to that day', async () => {
    const { user, router } = await openList('/en/guided-tours?language=all');
    const day = screen.getByRole('group', { name: 'Day' });
    expect(
      within(day)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Any date', 'Today', 'Tomorrow', '23.11.2026', '24.11.2026']);
    await user.click(within(day).getByRole('radio', { name: 'Tomorrow' }));
    await screen.findByText('1 guided tour');
    expect(requests).toContain('/en/tour/overview?date=2026-11-22&lookahead=0');
    expect(shownTours()).toEqual(['Highlights (en)']);
    within(screen.getByRole('article', { name: 'Highlights (en)' })).getByText('On 22.11.2026: 14:00');
    expect(screen.getByRole('link', { name: 'Highlights (en)' }).getAttribute('href')).toBe(
      '/en/guided-tours/2?date=2026-11-22',
    );
    await user.click(within(day).getByRole('radio', { name: '24.11.2026' }));
    await screen.findByText('On 24.11.2026: 10:00, 13:00');
    expect(shownTours()).toEqual(['Highlights (de)', 'Private group tour']);
    expect(router.state.location.search).toBe('?language=all&day=2026-11-24');
  });

  it('takes any other date from the date field', async () => {
    const { user } = await openList('/en/guided-tours?language=all');
    const field = screen.getByLabelText('Or choose a date') as HTMLInputElement;
    await user.type(field, '2026-11-24');
    await screen.findByText('2 guided tours');
    expect(shownTours()).toEqual(['Highlights (de)', 'Private group tour']);
  });

  it('keeps a date typed digit by digit, as Chromium reports the year, until it is a day', async () => {
    const { router } = await openList('/en/guided-tours?language=all');
    const field = screen.getByLabelText('Or choose a date') as HTMLInputElement;
    for (const partial of ['0002-11-24', '0020-11-24', '0202-11-24']) {
      fireEvent.change(field, { target: { value: partial } });
      expect(field.value).toBe(partial);
    }
    expect(router.state.location.search).toBe('?language=all');
    fireEvent.change(field, { target: { value: '2026-11-24' } });
    await screen.findByText('2 guided tours');
    expect(router.state.location.search).toBe('?language=all&day=2026-11-24');
    fireEvent.change(field, { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe('?language=all'));
    expect(field.value).toBe('');
    // A half-typed date goes once a day is chosen otherwise, and does not come back with "Any date".
    fireEvent.change(field, { target: { value: '0002-11-24' } });
    fireEvent.click(screen.getByRole('radio', { name: '24.11.2026' }));
    await waitFor(() => expect(router.state.location.search).toBe('?language=all&day=2026-11-24'));
    fireEvent.click(screen.getByRole('radio', { name: 'Any date' }));
    await waitFor(() => expect(router.state.location.search).toBe('?language=all'));
    expect(field.value).toBe('');
  });

  it('says "no results" and resets every filter to the start', async () => {
    const { user, router } = await openList('/en/guided-tours?day=2026-11-23&category=24');
    await screen.findByText('No results. Try other filters, or reset them.');
    expect(screen.queryByTestId('tour-list')).toBeNull();
    expect(requests).toContain('/en/tour/overview?date=2026-11-23&lookahead=0');
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(router.state.location.search).toBe('');
    expect(shownTours()).toEqual(['Highlights (de)', 'Private group tour']);
    expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull();
    // The button went away with the filters: the focus is on the first filter, not back at the page's start.
    expect(document.activeElement).toBe(screen.getByLabelText('Language'));
  });

  it('ignores filters it cannot read', async () => {
    await openList(`/en/guided-tours?category=abc&venue=-4&day=2026-02-31&language=${'x'.repeat(300)}`);
    expect(shownTours()).toEqual(['Highlights (de)', 'Private group tour']);
    expect(requests.some((path) => path.includes('overview'))).toBe(false);
  });

  it('drops a filter it does not offer, so that no hidden choice empties the list', async () => {
    listed = tours.filter((entry) => entry.venue.id === main.id);
    await openList('/en/guided-tours?language=it&category=77&venue=2');
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('');
    expect(shownTours()).toEqual(['Highlights (de)', 'Highlights (en)', 'Private group tour']);
  });

  it('asks again for a day that failed; the focus goes to the results, not back above the filters', async () => {
    const { user } = await openList('/en/guided-tours?language=all');
    api.use(apiGet('tour/overview', () => apiAnswer(502, {})));
    await user.click(screen.getByRole('radio', { name: '24.11.2026' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The guided tours on 24.11.2026 could not be loaded.',
    );
    api.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('2 guided tours');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: 'Results 2 guided tours' }),
      ),
    );
  });

  it('shows the list of a shared address whose day cannot be loaded, with that day\'s "Try again"', async () => {
    api.use(apiGet('tour/overview', () => apiAnswer(502, {})));
    await openList('/en/guided-tours?language=all&day=2026-11-24');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The guided tours on 24.11.2026 could not be loaded.',
    );
    screen.getByRole('button', { name: 'Try again' });
    expect((screen.getByRole('radio', { name: '24.11.2026' }) as HTMLInputElement).checked).toBe(true);
  });

  it('tells the visitor when the list cannot be loaded, and tries again', async () => {
    api.use(apiGet('tour/select/event', () => apiAnswer(502, {})));
    const { user } = await openList();
    expect(screen.getByRole('alert').textContent).toContain(
      'The guided tours could not be loaded. Please try again in a moment.',
    );
    expect(screen.queryByTestId('tour-list')).toBeNull();
    api.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('tour-list');
    expect(shownTours()).toEqual(['Highlights (de)', 'Private group tour']);
  });
});
