import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMocks } from '../mocks/recorder';

/** Node has no page origin, so tests give the client (and the handlers) an absolute base. */
export const TEST_BASE_URL = 'http://portal.test/api';

export interface SeenRequest {
  method: string;
  /** Path and query, e.g. '/api/activity/activity/?search=x'. */
  url: string;
  authorization: string | null;
  accept: string | null;
  contentType: string | null;
  idempotencyKey: string | null;
}

/**
 * One msw/node server per test file that fails on unhandled requests and records every request
 * it sees, so tests can assert how many calls were (not) made. After each test the stateful
 * mocks get their data back (`resetMocks`).
 */
export function setupMockServer() {
  const server = setupServer();
  const seen: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      url: url.pathname + url.search,
      authorization: request.headers.get('Authorization'),
      accept: request.headers.get('Accept'),
      contentType: request.headers.get('Content-Type'),
      idempotencyKey: request.headers.get('Idempotency-Key'),
    });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMocks();
    seen.length = 0;
  });
  afterAll(() => server.close());
  return { server, seen };
}
