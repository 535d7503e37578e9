import { ApiError, SESSION_ENDED_DETAIL } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import {
  attachToastStore,
  NO_ANSWER_DETAIL,
  showErrorToast,
  type ToastCreateOptions,
  type ToastStore,
} from './toaster';

/** A store that records the toasts it is asked to show. */
function recordingStore(): ToastStore & { shown: ToastCreateOptions[] } {
  const shown: ToastCreateOptions[] = [];
  return {
    shown,
    create: (options) => {
      shown.push(options);
      return options.id;
    },
    dismiss: () => undefined,
    remove: () => undefined,
    pause: () => undefined,
    resume: () => undefined,
  };
}

const shownAs = (toast: ToastCreateOptions) => [toast.title, toast.description, toast.type];

describe('showErrorToast', () => {
  it("says the screen's words, else the server's, else that no answer came", () => {
    const store = recordingStore();
    attachToastStore(store);
    const refused = new ApiError(400, { detail: 'Fant ikke eleven' });

    const ids = [
      showErrorToast(refused),
      showErrorToast(refused, { description: 'Pakken ble ikke oppdatert' }),
      showErrorToast(new TypeError('Failed to fetch'), { title: 'Kunne ikke åpne filen' }),
    ];

    expect(store.shown.map(shownAs)).toEqual([
      ['Noe gikk galt', 'Fant ikke eleven', 'error'],
      ['Noe gikk galt', 'Pakken ble ikke oppdatert', 'error'],
      ['Kunne ikke åpne filen', NO_ANSWER_DETAIL, 'error'],
    ]);
    expect(new Set(ids).size).toBe(3);
  });

  it('shows nothing for a call refused because the session ended, whatever the screen would say', () => {
    const store = recordingStore();
    attachToastStore(store);
    const ended = new ApiError(401, { detail: SESSION_ENDED_DETAIL });

    expect(showErrorToast(ended)).toBeUndefined();
    expect(showErrorToast(ended, { description: 'Kunne ikke opprette pakken' })).toBeUndefined();
    // The server's own 401 is another failure, and shows.
    showErrorToast(new ApiError(401, { detail: 'Ugyldig token' }));

    expect(store.shown.map(shownAs)).toEqual([['Noe gikk galt', 'Ugyldig token', 'error']]);
  });
});
