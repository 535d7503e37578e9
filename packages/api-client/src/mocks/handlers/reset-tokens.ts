import { HttpResponse } from 'msw';
import { MOCK_TOKEN_USERS, makeResetToken, makeResetTokens } from '../fixtures/reset-tokens';
import { http } from '../http';
import { neverResolve, serverError, validationError } from '../states';
import type { Schemas } from '../../contract';

type ResetToken = Schemas['ResetToken'];

const PATH = '/user/reset-tokens/';

/** The API's refusal of an e-mail without an active user (apps/api staff-reset-tokens.ts). */
export const NO_ACTIVE_USER_MESSAGE = 'Det finnes ingen aktiv bruker med denne e-postadressen.';

// The live tokens the default handlers serve: a create adds one at the top, so a story sees it.
// resetResetTokenMocks() puts the fixture back (a story's beforeEach).
let tokens: ResetToken[] = makeResetTokens();
export function resetResetTokenMocks() {
  tokens = makeResetTokens();
}

const create = http.post(PATH, async ({ request }) => {
  const { email } = await request.json();
  const known = MOCK_TOKEN_USERS.find((u) => u === email.trim().toLowerCase());
  if (!known) return validationError({ email: [NO_ACTIVE_USER_MESSAGE] });
  const id = Math.max(0, ...tokens.map((t) => t.id)) + 1;
  const token = makeResetToken({ id, user_email: known, created_at: new Date().toISOString() });
  tokens = [token, ...tokens];
  return HttpResponse.json(token, { status: 201 });
});

const defaultHandlers = [http.get(PATH, () => HttpResponse.json(tokens)), create];

/**
 * user/reset-tokens/ (the staff's password tokens): the default and every state. Each state puts
 * its handler before the defaults, so the other method keeps working.
 */
export const resetTokenHandlers = {
  /** Three live tokens; a create for a known user adds one at the top. */
  default: defaultHandlers,
  /** No live tokens. */
  empty: [http.get(PATH, () => HttpResponse.json([])), create],
  /** The list stays pending. */
  loading: [http.get(PATH, neverResolve), create],
  /** The list fails with 500. */
  error: [http.get(PATH, serverError), create],
  /** Every create is refused: no active user with that e-mail. */
  invalid: [
    http.post(PATH, () => validationError({ email: [NO_ACTIVE_USER_MESSAGE] })),
    ...defaultHandlers,
  ],
};
