import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { unwrapDeleted } from './unwrap';

/** What openapi-fetch resolves to for an answer with this status and error body. */
const answer = (status: number, error?: unknown) =>
  Promise.resolve({ error, response: new Response(null, { status }) });

describe('unwrapDeleted', () => {
  it('is done on a 204 and on a 404 (gone already: the first press deleted it)', async () => {
    await expect(unwrapDeleted(answer(204))).resolves.toBeUndefined();
    await expect(unwrapDeleted(answer(404, { detail: 'Ikke funnet.' }))).resolves.toBeUndefined();
  });

  it("throws the API's refusal with its message", async () => {
    const refused = unwrapDeleted(
      answer(400, { detail: 'Aktiviteten er utbetalt og kan ikke endres.' }),
    );
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: 'Aktiviteten er utbetalt og kan ikke endres.',
    });
  });
});
