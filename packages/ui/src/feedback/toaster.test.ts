import { SESSION_ENDED_DETAIL } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { attachToastStore, showToast, type ToastCreateOptions, type ToastStore } from './toaster';

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

describe('showToast', () => {
  it('shows a failure, but not one that says only that the session ended (the sign-in page does)', () => {
    const store = recordingStore();
    attachToastStore(store);
    const ended = showToast({
      title: 'Noe gikk galt',
      description: SESSION_ENDED_DETAIL,
      type: 'error',
    });
    const failed = showToast({
      title: 'Noe gikk galt',
      description: 'Fant ikke eleven',
      type: 'error',
    });
    const info = showToast({ title: 'Lagret', description: SESSION_ENDED_DETAIL, type: 'info' });

    expect(store.shown.map((toast) => [toast.description, toast.type])).toEqual([
      ['Fant ikke eleven', 'error'],
      [SESSION_ENDED_DETAIL, 'info'],
    ]);
    // Every call gets an id of its own, the unshown one too (dismissing it dismisses nothing else).
    expect(new Set([ended, failed, info]).size).toBe(3);
  });
});
