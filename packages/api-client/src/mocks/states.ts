import { delay, HttpResponse } from 'msw';

/** The API's message for an unexpected failure (apps/api). */
export const SERVER_ERROR_BODY: { detail: string } = { detail: 'Det oppstod en feil på serveren.' };

/** A resolver that never answers: the loading state, for as long as the story is open. */
export async function neverResolve(): Promise<never> {
  await delay('infinite');
  throw new Error('unreachable');
}

/** An answer after `ms` milliseconds (default 800): a loading state that ends. */
export function delayed<R>(respond: () => R, ms = 800): () => Promise<R> {
  return async () => {
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
