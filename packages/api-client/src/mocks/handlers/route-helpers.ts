import { HttpResponse, type HttpHandler } from 'msw';
import { http } from '../http';
import { recordWrite } from '../recorder';
import { delayed, neverResolve, serverError } from '../states';

export const NOT_FOUND = { detail: 'Ikke funnet.' };

/** 404 `{detail}`, as the API answers an object the viewer may not see. */
export function notFound() {
  return HttpResponse.json<{ detail: string }>(NOT_FOUND, { status: 404 });
}

/**
 * Lets a resolver answer only numeric `{id}`s: any other segment (as in
 * '/activity/activity/locations/') returns nothing, so MSW falls through to the handler of that
 * route, whatever order the groups are installed in.
 */
export function numericIdsOnly<A extends { params: Record<string, unknown> }, R>(
  resolve: (args: A) => R,
): (args: A) => R | undefined {
  return (args) =>
    args.params.id === undefined || /^\d+$/.test(String(args.params.id))
      ? resolve(args)
      : undefined;
}

/** limit/offset/search of a list request, with the API's defaults. */
export function pageOf(query: { get(name: string): string | null }) {
  return {
    limit: Number(query.get('limit') ?? 10),
    offset: Number(query.get('offset') ?? 0),
    search: (query.get('search') ?? '').toLowerCase(),
  };
}

/** A write resolver that records the request in `mockWrites`, then answers `respond()`. */
export function recorded<R>(respond: () => R) {
  return async ({ request }: { request: Request }) => {
    await recordWrite(request);
    return respond();
  };
}

type GetPath = Parameters<typeof http.get>[0];

/**
 * The read states of a resource, each before `defaults` (MSW takes the first match, so the routes
 * a state does not change keep working): `loading`, every read in `paths` pending; `slow`, the
 * default after 800 ms; `error`, every read 500. Non-numeric `{id}`s fall through.
 */
export function readStates(paths: readonly GetPath[], defaults: readonly HttpHandler[]) {
  const each = (resolve: () => unknown) => [
    ...paths.map((path) => http.get(path, numericIdsOnly(resolve) as never)),
    ...defaults,
  ];
  return {
    /** Every read stays pending. */
    loading: each(neverResolve),
    /** Every read answers the default after 800 ms. */
    slow: each(delayed(() => undefined)),
    /** Every read fails with 500. */
    error: each(serverError),
  };
}
