import type { Page, Route } from '@playwright/test';
import { API, REMOTE_PORTS, SHELL } from '../support/environment';
import { expect, test } from '../support/fixtures';

const TICKETS_ORIGIN = `http://localhost:${REMOTE_PORTS.mf_tickets}`;
/** Each answer below is held back this long, so that a request made only after another's answer shows. */
const HOLD_MS = 1500;

interface Timing {
  requested: number;
  answered: number;
}

/**
 * Holds back the answers this test follows and records when each was asked for and answered. Which file is
 * which is read from its content, since chunk names change with every build.
 */
async function followLandingRequests(page: Page) {
  const timings = new Map<string, Timing>();
  /** Answers the request, `HOLD_MS` late when it is one this test follows. */
  const answer = async (route: Route, classify: (body: string, origin: string) => string | null) => {
    const requested = Date.now();
    const response = await route.fetch();
    const name = classify(await response.text(), new URL(route.request().url()).origin);
    if (!name) return route.fulfill({ response });
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.fulfill({ response });
    // A name asked for twice (the early calendar and the exact one) keeps its first request and first answer.
    const earlier = timings.get(name);
    timings.set(name, {
      requested: Math.min(requested, earlier?.requested ?? requested),
      answered: Math.min(Date.now(), earlier?.answered ?? Number.POSITIVE_INFINITY),
    });
  };
  await page.route(/\/static\/js\/async\/[^/]+\.js$/, (route) =>
    answer(route, (body, origin) => {
      if (origin !== TICKETS_ORIGIN) return null;
      // The event page's components offer a retry (its loader, which calls the calendar endpoint, is part of the
      // remote's routes); the remote's texts are a JSON module.
      if (body.includes('"event.retry"')) return 'page code';
      if (body.includes('"titles":{"list":')) return 'texts';
      return null;
    }),
  );
  // The booking widgets (calendar, time slots, steppers) belong to the shared library: their styles say which.
  await page.route(/\/static\/css\/async\/[^/]+\.css$/, (route) =>
    answer(route, (body, origin) => (origin === SHELL && body.includes('sh-calendar-') ? 'widgets' : null)),
  );
  await page.route(`${API}/en/event/select**`, (route) => answer(route, () => 'event'));
  await page.route(`${API}/en/ticket/calendar/event/1/**`, (route) => answer(route, () => 'calendar'));
  return timings;
}

/**
 * Issue 14: "no request waterfall that a parallel request could replace". A visitor who lands on an event page
 * waits for the remote's routes, then for the page's code, texts, booking widgets and data together. Each of
 * these requests used to wait for another's answer.
 */
test('landing on an event page asks for its code, texts, widgets and data without waiting in between', async ({
  page,
  shop,
}) => {
  test.slow();
  const timings = await followLandingRequests(page);
  await shop.visit('/en/tickets/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
  await shop.checkPage();

  const at = (name: string): Timing => {
    const timing = timings.get(name);
    if (!timing) throw new Error(`${name} was never requested (seen: ${[...timings.keys()].join(', ')})`);
    return timing;
  };
  const pageCode = at('page code');
  // The page's code does not wait for the remote's texts, nor they for it.
  expect(at('texts').requested).toBeLessThan(pageCode.answered);
  expect(pageCode.requested).toBeLessThan(at('texts').answered);
  // The widgets come with the page's code, not from its loader after it.
  expect(at('widgets').requested).toBeLessThan(pageCode.answered);
  // The page's data does not wait for its code or texts: its loader is part of the remote's routes.
  expect(at('event').requested).toBeLessThan(pageCode.answered);
  expect(at('event').requested).toBeLessThan(at('texts').answered);
  // The calendar goes with the event, not after the event's next free date.
  expect(at('calendar').requested).toBeLessThan(at('event').answered);
});
