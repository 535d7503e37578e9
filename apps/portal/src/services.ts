// The app's singletons: one session store in browser storage, one API client reading its tokens,
// one QueryClient. Created once, before anything renders.
import {
  createPortalClient,
  createQueryClient,
  createSessionStore,
  type PortalPaths,
} from '@portal/api-client';
import { LOGIN_ROUTE } from '@portal/domain/access';
import { fetchWithEarlyReads, refetchOnMountUnlessSeeded } from './early-reads';

export const sessionStore = createSessionStore(window.localStorage);

// Restore before the first render: a stored session counts only while its refresh token is unexpired.
sessionStore.restore();

let onForcedLogout: () => void = () => window.location.assign(LOGIN_ROUTE);

/** Lets the router take over the forced-logout navigation once it exists (no full reload). */
export function setForcedLogoutHandler(handler: () => void): void {
  onForcedLogout = handler;
}

export const apiClient = createPortalClient<PortalPaths>({
  tokenStore: sessionStore,
  // The first reads of the page may already be under way from index.html (src/early-reads.ts).
  fetch: fetchWithEarlyReads,
  // The client has already cleared the tokens; the session store's clear() drops user and type too.
  onForcedLogout: () => {
    sessionStore.clear();
    onForcedLogout();
  },
});

// Data a page's loader has just put into the cache from the early reads is not fetched again on mount.
export const queryClient = createQueryClient({
  defaultOptions: { queries: { refetchOnMount: refetchOnMountUnlessSeeded } },
});
