import type { ApiClient } from '../../react/api-client-context';

/**
 * `POST /user/logout/`: revokes the stored refresh token so it cannot be used again. Never throws:
 * signing out locally must not wait on, or fail with, the network.
 */
export async function logout(client: ApiClient): Promise<void> {
  const refresh = client.tokenStore.getRefresh();
  if (!refresh) return;
  try {
    await client.POST('/user/logout/', { body: { refresh } });
  } catch {
    // Offline or the server is down: the token expires by itself within a day.
  }
}
