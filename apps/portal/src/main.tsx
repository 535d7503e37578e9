import { ApiClientProvider } from '@portal/api-client';
import { SessionProvider, UiProvider } from '@portal/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createPortalRouter } from './router';
import { apiClient, queryClient, sessionStore, setForcedLogoutHandler } from './services';

const router = createPortalRouter(sessionStore);
setForcedLogoutHandler(() => {
  queryClient.clear();
  void router.navigate('/login', { replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// A transition lets React yield to the browser while it builds the first screen, so the shell in
// index.html stays painted and no single task blocks input for long.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <UiProvider>
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
