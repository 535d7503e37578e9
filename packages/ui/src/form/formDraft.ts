// Unsaved form values kept in the tab's sessionStorage, so that what a user typed survives a
// forced logout (an expired session sends the page to /login), a reload or a page left by mistake.
// sessionStorage, not localStorage: a draft may hold what a teacher wrote about a student, and it
// should not outlive the tab on a shared device. Each draft is keyed by its owner's user id, so a
// different user signing in on the same tab never sees it; a deliberate logout removes them all.

const PREFIX = 'portal.draft.';
/**
 * Beside the values: the key of the form's save (a new record's Idempotency-Key), so that a save
 * whose answer was lost, sent again from the draft after a reload or a new sign-in, gets the
 * record the first one made. A name no form field has: `restoredValues` leaves it out.
 */
const SAVE_KEY = '$saveKey';

/** The storage key of one form's draft for one user, e.g. 'portal.draft.7.activity.new'. */
export function draftKey(owner: string, form: string): string {
  return `${PREFIX}${owner}.${form}`;
}

/** The values kept under `key`, or null when there are none or they cannot be read. */
export function readDraft(storage: Storage, key: string): Record<string, unknown> | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // Not written by keepDraft: dropped below.
  }
  storage.removeItem(key);
  return null;
}

/**
 * Keeps `values` under `key` while they differ from `opened` (what the form opened with), and
 * removes the draft once they are the same again: a form put back as it was has nothing to keep.
 * A field without a value (a disabled field is left out of the form's values) keeps its value
 * from `opened`.
 */
export function keepDraft(
  storage: Storage,
  key: string,
  values: Record<string, unknown>,
  opened: Record<string, unknown>,
  saveKey?: string,
): void {
  const draft = { ...opened, ...definedFields(values) };
  try {
    if (sameValues(draft, opened)) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ ...draft, [SAVE_KEY]: saveKey }));
  } catch {
    // Storage full or refused (private mode): the form still works, only without its draft.
  }
}

function definedFields(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** Equal as JSON, whatever the order of their fields. */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a, sortedFields) === JSON.stringify(b, sortedFields);
}

function sortedFields(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((k) => [k, record[k]]),
  );
}

/**
 * The form's values with a draft laid over them: only the fields the form has (a draft kept
 * before a new version of the form may name others), the rest as the form opened.
 */
export function restoredValues(
  opened: Record<string, unknown>,
  draft: Record<string, unknown>,
): Record<string, unknown> {
  const known = Object.entries(draft).filter(([field]) => Object.hasOwn(opened, field));
  return { ...opened, ...Object.fromEntries(known) };
}

/** The save key kept with a draft (`keepDraft`), or null when it has none. */
export function draftSaveKey(draft: Record<string, unknown>): string | null {
  const saveKey = draft[SAVE_KEY];
  return typeof saveKey === 'string' ? saveKey : null;
}

export function removeDraft(storage: Storage, key: string): void {
  storage.removeItem(key);
}

/** The drafts `owner` keeps, by form name, e.g. [{ name: 'activity.42', values }]. */
export function draftsOf(
  storage: Storage,
  owner: string,
): { name: string; values: Record<string, unknown> }[] {
  const prefix = draftKey(owner, '');
  return draftKeys(storage)
    .filter((key) => key.startsWith(prefix))
    .sort()
    .flatMap((key) => {
      const values = readDraft(storage, key);
      return values === null ? [] : [{ name: key.slice(prefix.length), values }];
    });
}

/** Whether any user's draft is kept: the sign-in page then says it will come back. */
export function hasDrafts(storage: Storage): boolean {
  return draftKeys(storage).length > 0;
}

/** Removes every draft of every user (a deliberate logout). */
export function removeAllDrafts(storage: Storage): void {
  for (const key of draftKeys(storage)) storage.removeItem(key);
}

function draftKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

/** The tab's sessionStorage, or null where there is none (or it is refused). */
export function draftStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
