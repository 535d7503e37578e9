import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createPortalClient } from '../client/create-portal-client';
import { createMemoryTokenStore } from '../client/token-store';
import type { PortalPaths } from '../contract';
import { createQueryClient } from '../query/create-query-client';
import { ApiClientProvider } from '../react/api-client-context';

/**
 * Providers for hook tests in the jsdom environment: the client talks to `<origin>/api`, which
 * the mocks' relative '/api' handlers match there. Retries are off so error states show at once.
 */
export function createHookWrapper() {
  const tokenStore = createMemoryTokenStore({ access: 'access-1', refresh: 'refresh-1' });
  const client = createPortalClient<PortalPaths>({
    baseUrl: `${globalThis.location.origin}/api`,
    tokenStore,
    onForcedLogout: () => {},
  });
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  function wrapper({ children }: { children: ReactNode }) {
    return (
      <ApiClientProvider client={client}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ApiClientProvider>
    );
  }
  return { wrapper, client, queryClient, tokenStore };
}
