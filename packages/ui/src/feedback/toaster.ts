// The app's toaster without the toast UI: screens call showToast() from the first render on, while
// the Chakra toast machinery (about 15 KiB gzipped) loads with the first toast (ToastRegion.tsx).
// Calls made before it has loaded wait here and are replayed in order.
import { FALLBACK_ERROR_MESSAGE, isApiError, isSessionEnded } from '@portal/api-client';

/** The seed: toasts stay 5000 ms unless a call says otherwise. */
export const TOAST_DURATION_MS = 5000;

/** 'error' is the destructive variant of the seeds. */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastCreateOptions {
  id: string;
  title: string;
  description?: string;
  type: ToastType;
  duration?: number;
  closable: boolean;
}

/** What the loaded toast store does (Chakra's createToaster result has these methods). */
export interface ToastStore {
  create(options: ToastCreateOptions): string;
  dismiss(id?: string): void;
  remove(id?: string): void;
  pause(id?: string): void;
  resume(id?: string): void;
}

type Operation = (store: ToastStore) => void;

let loadedStore: ToastStore | undefined;
let waiting: Operation[] = [];
let regionWanted = false;
const regionListeners = new Set<() => void>();
let nextId = 0;

function run(operation: Operation): void {
  if (loadedStore) {
    operation(loadedStore);
    return;
  }
  waiting.push(operation);
}

/** Called once by ToastRegion.tsx when the toast UI has loaded: replays the waiting calls. */
export function attachToastStore(store: ToastStore): void {
  loadedStore = store;
  const operations = waiting;
  waiting = [];
  for (const operation of operations) operation(store);
}

/** Whether a toast has been asked for, so the `<Toaster />` region should load. */
export const toastRegion = {
  isWanted: (): boolean => regionWanted,
  subscribe(listener: () => void): () => void {
    regionListeners.add(listener);
    return () => regionListeners.delete(listener);
  },
};

/**
 * The one toaster of the app. The store it forwards to shows one toast at a time (`max: 1`);
 * later ones wait in a queue. Ids are known at once, so a toast can be dismissed before it shows.
 */
export const toaster = {
  create(options: Omit<ToastCreateOptions, 'id'>): string {
    nextId += 1;
    const id = `toast:${nextId}`;
    run((store) => store.create({ ...options, id }));
    if (!regionWanted) {
      regionWanted = true;
      for (const listener of regionListeners) listener();
    }
    return id;
  },
  dismiss: (id?: string): void => run((store) => store.dismiss(id)),
  remove: (id?: string): void => run((store) => store.remove(id)),
  pause: (id?: string): void => run((store) => store.pause(id)),
  resume: (id?: string): void => run((store) => store.resume(id)),
};

export interface ShowToastOptions {
  title: string;
  description?: string;
  type?: ToastType;
  /** Milliseconds; defaults to TOAST_DURATION_MS. */
  duration?: number;
}

/** Shows a toast and returns its id. A failed call's toast goes through {@link showErrorToast}. */
export function showToast({
  title,
  description,
  type = 'info',
  duration,
}: ShowToastOptions): string {
  return toaster.create({ title, description, type, duration, closable: true });
}

/** What a failure's toast says when the call got no answer from the server (no ApiError). */
export const NO_ANSWER_DETAIL = 'Sjekk nettforbindelsen og prøv igjen.';

export interface ErrorToastOptions {
  /** Defaults to 'Noe gikk galt'. */
  title?: string;
  /** The screen's own words; defaults to the server's message, else NO_ANSWER_DETAIL. */
  description?: string;
  duration?: number;
}

/**
 * Shows the destructive toast of a failed call and returns its id. A call refused because the
 * session ended shows none (and returns undefined): the forced logout that comes with it leads to
 * the sign-in page, which says why and what was kept, so a screen's own words would say it twice.
 */
export function showErrorToast(
  error: unknown,
  { title = FALLBACK_ERROR_MESSAGE, description, duration }: ErrorToastOptions = {},
): string | undefined {
  if (isSessionEnded(error)) return undefined;
  const said = description ?? (isApiError(error) ? error.userMessage : NO_ANSWER_DETAIL);
  return showToast({ title, description: said, type: 'error', duration });
}
