import { HttpResponse } from 'msw';
import { MOCK_DEVELOPERS, makeIssue, makeIssues } from '../fixtures/issues';
import { http } from '../http';
import { delayed, neverResolve, serverError, validationError } from '../states';
import type { Schemas } from '../../contract';

type Issue = Schemas['Issue'];

const NOT_FOUND = { detail: 'Ikke funnet.' };

// The board the default handlers serve: writes change it, so a story sees its card move.
// resetIssueMocks() puts the fixture back (a story's beforeEach), or another board.
let board: Issue[] = makeIssues();
export function resetIssueMocks(issues: Issue[] = makeIssues()) {
  board = issues;
}

const developerName = (id: number | null | undefined) =>
  MOCK_DEVELOPERS.find((d) => d.id === id)?.full_name ?? null;

const sorted = (issues: Issue[]) =>
  [...issues].sort((a, b) => b.priority - a.priority || a.id - b.id);

const boardHandlers = [
  http.get('/issues/', ({ query }) => {
    const search = query.get('search');
    return HttpResponse.json(sorted(board.filter((i) => !search || String(i.category) === search)));
  }),
  http.post('/issues/', async ({ request }) => {
    const body = await request.json();
    const issue = makeIssue({
      ...body,
      id: Math.max(0, ...board.map((i) => i.id)) + 1,
      details: body.details ?? '',
      state: body.state ?? 1,
      developer: body.developer ?? null,
      developer_name: developerName(body.developer),
    });
    board.push(issue);
    return HttpResponse.json(issue, { status: 201 });
  }),
  http.patch('/issues/{id}/', async ({ params, request }) => {
    const patch = await request.json();
    const index = board.findIndex((i) => i.id === Number(params.id));
    if (index < 0) return HttpResponse.json(NOT_FOUND, { status: 404 });
    const current = board[index]!;
    const developer = patch.developer === undefined ? current.developer : patch.developer;
    const updated: Issue = {
      ...current,
      ...patch,
      details: patch.details ?? current.details,
      developer,
      developer_name: developerName(developer),
    };
    board[index] = updated;
    return HttpResponse.json(updated);
  }),
  http.delete('/issues/{id}/', ({ params }) => {
    const before = board.length;
    board = board.filter((i) => i.id !== Number(params.id));
    if (board.length === before) return HttpResponse.json(NOT_FOUND, { status: 404 });
    return new HttpResponse(null, { status: 204 });
  }),
];

const userHandlers = [
  http.get('/user/user/', ({ query }) => {
    const search = (query.get('search') ?? '').toLowerCase();
    const limit = Number(query.get('limit') ?? 20);
    return HttpResponse.json(
      MOCK_DEVELOPERS.filter(
        (u) => u.full_name.toLowerCase().includes(search) || u.email.toLowerCase().includes(search),
      ).slice(0, limit),
    );
  }),
];

const defaultHandlers = [...boardHandlers, ...userHandlers];

/**
 * The issue board (issues/) and the staff user search (user/user/): the default and every state.
 * Each state puts its handlers before the defaults, so every other route keeps working.
 */
export const issueHandlers = {
  /** Four cards over the three columns and categories; writes change the board. */
  default: defaultHandlers,
  /** No issues yet. */
  empty: [http.get('/issues/', () => HttpResponse.json([])), ...defaultHandlers],
  /** The board stays pending. */
  loading: [http.get('/issues/', neverResolve), ...defaultHandlers],
  /** The board answers after a second. */
  slow: [
    http.get(
      '/issues/',
      delayed(() => HttpResponse.json(sorted(board)), 1000),
    ),
    ...defaultHandlers,
  ],
  /** The board fails with 500. */
  error: [http.get('/issues/', serverError), ...defaultHandlers],
  /** Every write fails with 500 (the delete failure toast). */
  writeError: [
    http.post('/issues/', serverError),
    http.patch('/issues/{id}/', serverError),
    http.delete('/issues/{id}/', serverError),
    ...defaultHandlers,
  ],
  /** A create refused with the API's field messages. */
  invalid: [
    http.post('/issues/', () =>
      validationError({ title: ['Tittel kan ikke være lengre enn 255 bokstaver'] }),
    ),
    ...defaultHandlers,
  ],
};
