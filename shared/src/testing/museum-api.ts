// Test helpers only: an HTTP-level fake of the museum API for component tests. The real API client runs
// (URL building, token, waiting flag, parsing against the wire schemas, SPEC §8 error mapping); only the
// network answers are written by the test.
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The API base the component tests configure (`configureApi`); never reached: every request is answered here. */
export const TEST_API = 'https://api.museum.test/';

type Resolver = (request: {
  params: Record<string, string | readonly string[] | undefined>;
  request: Request;
}) => Response | JsonBodyType | Promise<Response | JsonBodyType>;

/** The page runs on another origin than the API, as in the shop: answers carry CORS headers like the API's. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

const asResponse = async (answer: Awaited<ReturnType<Resolver>>): Promise<Response> => {
  const response = answer instanceof Response ? answer : HttpResponse.json({ data: answer });
  for (const [name, value] of Object.entries(CORS_HEADERS)) response.headers.set(name, value);
  return response;
};

/** The browser's CORS preflight, answered as the API answers it. */
const preflight = http.options(
  `${TEST_API}*`,
  () => new Response(null, { status: 204, headers: CORS_HEADERS }),
);

/** `{api}{lang}/{endpoint}`: any language; the endpoint may hold `:params` (`ticket/lifetime`, `tour/:id`). */
const urlOf = (endpoint: string) => `${TEST_API}:lang/${endpoint.replace(/^\/+/, '')}`;

/**
 * Answers GET `{lang}/{endpoint}`. A resolver's plain value is sent as `{ data }` (SPEC §7 success);
 * return `apiAnswer(status, body)` for anything else.
 */
export function apiGet(endpoint: string, resolve: Resolver | JsonBodyType) {
  return http.get(urlOf(endpoint), async ({ params, request }) =>
    asResponse(typeof resolve === 'function' ? await resolve({ params, request }) : resolve),
  );
}

/** Answers POST `{lang}/{endpoint}`, like apiGet. The request's JSON body is `await request.json()`. */
export function apiPost(endpoint: string, resolve: Resolver | JsonBodyType) {
  return http.post(urlOf(endpoint), async ({ params, request }) =>
    asResponse(typeof resolve === 'function' ? await resolve({ params, request }) : resolve),
  );
}

/** An answer with a status and a body as the API sends them (`{ error: CODE }`, `{ message }`, …). */
export function apiAnswer(status: number, body: JsonBodyType = {}): Response {
  return HttpResponse.json(body, { status, headers: CORS_HEADERS });
}

/** An answer that never comes (a hanging server): only the client's deadline or an abort ends the request. */
export function apiHangs(): Promise<Response> {
  return new Promise<Response>(() => undefined);
}

export type MuseumApiHandler = ReturnType<typeof apiGet>;

/**
 * Starts the fake for the test file: `const api = setUpMuseumApi(apiGet('event/select', events))`.
 * A request without a handler fails the test (no silent network access); `api.use(...)` adds handlers for
 * one test, reset after it.
 */
export function setUpMuseumApi(...handlers: MuseumApiHandler[]) {
  const server = setupServer(preflight, ...handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
