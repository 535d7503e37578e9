import { createContext, use, type ReactNode } from 'react';
import type { PortalClient } from '../client/create-portal-client';
import type { PortalPaths } from '../contract';

/** The portal client typed by the contract: what the provider holds and every hook uses. */
export type ApiClient = PortalClient<PortalPaths>;

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiClientProviderProps {
  client: ApiClient;
  children?: ReactNode;
}

/** Makes one portal client available to every hook below it. */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

/** The client of the nearest {@link ApiClientProvider}; throws outside one. */
export function useApiClient(): ApiClient {
  const client = use(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider>.');
  return client;
}
