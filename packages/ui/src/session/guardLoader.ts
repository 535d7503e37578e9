import type { SessionStore } from '@portal/api-client';
import { accessDecision, viewerFromSession } from '@portal/domain/access';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { showToast } from '../feedback/toaster';

/** The destructive toast of seed 000 §8 for a page the user type may not see. */
export const UNAUTHORIZED_TOAST = {
  title: 'Uatorisert',
  description: 'Du har ikke tilgang til denne siden',
} as const;

/**
 * A route loader guarding every page below it: no (unexpired) session -> /login, the root -> the
 * user type's home, a page of another type or group -> home with the 'Uatorisert' toast.
 * Give the route `shouldRevalidate: () => true` so it runs on every navigation.
 */
export function createGuardLoader(store: SessionStore, now: () => number = Date.now) {
  return function guardLoader({ request }: LoaderFunctionArgs): null {
    const session = store.restore(now());
    const decision = accessDecision(
      session ? viewerFromSession(session) : null,
      new URL(request.url).pathname,
    );
    if (decision.kind === 'allow') return null;
    if (decision.kind === 'unauthorized') showToast({ type: 'error', ...UNAUTHORIZED_TOAST });
    throw redirect(decision.to);
  };
}
