// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPortalClient } from '../client/create-portal-client';
import { createMemoryTokenStore } from '../client/token-store';
import type { PortalPaths } from '../contract';
import { ApiClientProvider, useApiClient } from './api-client-context';

describe('ApiClientProvider and useApiClient', () => {
  it('hands the provided client to hooks below it', () => {
    const client = createPortalClient<PortalPaths>({
      tokenStore: createMemoryTokenStore(),
      onForcedLogout: () => {},
    });
    const { result } = renderHook(() => useApiClient(), {
      wrapper: ({ children }) => <ApiClientProvider client={client}>{children}</ApiClientProvider>,
    });

    expect(result.current).toBe(client);
  });

  it('throws a clear error outside a provider', () => {
    expect(() => renderHook(() => useApiClient())).toThrow(
      'useApiClient must be used inside <ApiClientProvider>.',
    );
  });
});
