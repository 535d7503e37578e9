/** A write a mock handler received: method, path relative to '/api/', and the body. */
export interface MockWrite {
  method: string;
  /** e.g. 'activity/activity/150/' */
  path: string;
  /** The JSON body, `{ multipart: [field names] }` for a form upload, or null. */
  body: unknown;
}

/**
 * Every write the resource handlers (activities, students, teachers, invoice receivers) received,
 * in order, so a story's play function or a test can assert what was sent. `resetMocks()` empties it.
 */
export const mockWrites: MockWrite[] = [];

/** Records a write (reads a clone: the handler can still read the body). */
export async function recordWrite(request: Request): Promise<void> {
  const copy = request.clone();
  const path = new URL(copy.url).pathname.replace(/^\/api\//, '');
  let body: unknown = null;
  if ((copy.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
    body = { multipart: [...(await copy.formData()).keys()] };
  } else {
    const text = await copy.text();
    body = text ? (JSON.parse(text) as unknown) : null;
  }
  mockWrites.push({ method: copy.method, path, body });
}

const resets = new Set<() => void>();

/** A stateful handler set registers how to put its data back. */
export function onResetMocks(reset: () => void): void {
  resets.add(reset);
}

/**
 * Puts the data of every stateful resource handler set back (students who got a subject, a saved
 * profile) and empties `mockWrites`: a story's `beforeEach` or a test's `afterEach`.
 */
export function resetMocks(): void {
  mockWrites.length = 0;
  for (const reset of resets) reset();
}
