import type { CurrentUser } from './current-user';

/**
 * The signed-in users of the last few seconds, so that a burst of reads (a page asks for four
 * things at once; a list is paged and searched) does not look the same user up every time: under
 * load that lookup was one of each read's two round trips to the database (docs/performance.md).
 *
 * Freshness: any write this process answers empties the cache, so a deactivation, a new group or
 * a changed name made through the API is seen by the next request. A change made elsewhere
 * (another API process, SQL by hand) is seen within `ttlMs`. Only active users are kept: an
 * inactive or unknown user is looked up every time, as before.
 */
export type ViewerCache = {
  /** The user, or undefined when not cached or older than the time to live. */
  get: (id: number) => CurrentUser | undefined;
  /**
   * Looks the user up with `load` unless cached; keeps the answer unless the cache was emptied
   * while the lookup ran (it may then have read the row from before the write).
   */
  load: (
    id: number,
    load: (id: number) => Promise<CurrentUser | null>,
  ) => Promise<CurrentUser | null>;
  /** Forgets everyone: called after every write. */
  clear: () => void;
};

/** At most this many users are kept; the oldest entry goes first. */
const MAX_ENTRIES = 10_000;

export const createViewerCache = (
  ttlMs: number,
  clock: () => number = () => performance.now(),
): ViewerCache => {
  const entries = new Map<number, { user: CurrentUser; at: number }>();
  // Bumped by clear(), so a lookup that started before a write does not store what it read.
  let generation = 0;

  const get = (id: number) => {
    const entry = entries.get(id);
    if (!entry) return undefined;
    if (clock() - entry.at < ttlMs) return entry.user;
    entries.delete(id);
    return undefined;
  };

  return {
    get,
    load: async (id, load) => {
      const cached = ttlMs > 0 ? get(id) : undefined;
      if (cached) return cached;
      const started = generation;
      const user = await load(id);
      if (user && ttlMs > 0 && started === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(id, { user, at: clock() });
      }
      return user;
    },
    clear: () => {
      generation++;
      entries.clear();
    },
  };
};
