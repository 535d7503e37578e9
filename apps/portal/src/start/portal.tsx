import { ApiClientProvider, watchSessionExpiry } from '@portal/api-client';
import { getPortalSystem, SessionProvider, UiProvider } from '@portal/ui';
import { SESSION_ENDED_STATE } from '@portal/ui/public';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createPortalRouter } from '../router';
import { apiClient, queryClient, sessionStore, setForcedLogoutHandler } from '../services';
import { yieldToBrowser } from './yield-to-browser';

/**
 * The last stage of the start-up (src/main.tsx): the app's modules have just been evaluated; the
 * Chakra system (the largest step) and the router, which starts the first page's loaders, each get
 * a task of their own, then React renders the first screen.
 */
export async function startPortal(root: HTMLElement) {
  await yieldToBrowser();
  const system = getPortalSystem();
  await yieldToBrowser();
  const router = createPortalRouter(sessionStore);
  const sessionEnded = () => {
    queryClient.clear();
    // The sign-in page says why the user is there (and that unsaved form values were kept).
    void router.navigate('/login', { replace: true, state: SESSION_ENDED_STATE });
  };
  // A refused refresh ends the session on a call; an expired one as it expires, or as the tab
  // comes back, before the user types into a form whose save would be refused.
  setForcedLogoutHandler(sessionEnded);
  watchSessionExpiry(sessionStore, sessionEnded);

  // A transition lets React yield to the browser while it builds the first screen, so the shell in
  // index.html stays painted and no single task blocks input for long.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <UiProvider system={system}>
          <ApiClientProvider client={apiClient}>
            <QueryClientProvider client={queryClient}>
              <SessionProvider store={sessionStore}>
                <RouterProvider router={router} />
              </SessionProvider>
            </QueryClientProvider>
          </ApiClientProvider>
        </UiProvider>
      </StrictMode>,
    ),
  );
}
