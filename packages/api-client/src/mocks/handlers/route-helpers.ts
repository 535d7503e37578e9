import { HttpResponse } from 'msw';
import { recordWrite } from '../recorder';

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
