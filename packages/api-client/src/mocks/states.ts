import { delay, HttpResponse } from 'msw';

/** The API's message for an unexpected failure (apps/api). */
export const SERVER_ERROR_BODY: { detail: string } = { detail: 'Det oppstod en feil på serveren.' };

// Whether the open story holds a request on purpose (a loading or submitting state): the story
// tests then take its screenshot without waiting for every request to answer.
let requestHeld = false;

/** True once a request of the open story went to `neverResolve` or `delayed`. */
export function requestHeldOnPurpose(): boolean {
  return requestHeld;
}

/** Forgets the previous story's held requests; called before each story. */
export function resetHeldRequests(): void {
  requestHeld = false;
}

/** A resolver that never answers: the loading state, for as long as the story is open. */
export async function neverResolve(): Promise<never> {
  requestHeld = true;
  await delay('infinite');
  throw new Error('unreachable');
}

/** An answer after `ms` milliseconds (default 800): a loading state that ends. */
export function delayed<R>(respond: () => R, ms = 800): () => Promise<R> {
  return async () => {
    requestHeld = true;
    await delay(ms);
    return respond();
  };
}

/** 500 `{detail}`: the error state of any read or write. */
export function serverError() {
  return HttpResponse.json<{ detail: string }>(SERVER_ERROR_BODY, { status: 500 });
}

/** 400 `{field: [messages]}`: a validation error. */
export function validationError(errors: Record<string, string[]>) {
  return HttpResponse.json<Record<string, string[]>>(errors, { status: 400 });
}
