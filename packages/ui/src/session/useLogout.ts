import { useApiClient } from '@portal/api-client';
import { logout } from '@portal/api-client/auth';
import { LOGIN_ROUTE } from '@portal/domain/access';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { draftStorage, removeAllDrafts } from '../form/formDraft';
import { useSession } from './SessionProvider';

/**
 * 'Logg ut': asks the API to revoke the refresh token (without waiting for it), clears user, type
 * and both tokens, forgets cached data and unsaved form drafts (a forced logout keeps those, see
 * form/formDraft.ts), and goes to /login.
 */
export function useLogout(): () => void {
  const { signOut } = useSession();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    // logout reads the refresh token before signOut clears it, and never throws.
    void logout(client);
    signOut();
    queryClient.clear();
    const drafts = draftStorage();
    if (drafts) removeAllDrafts(drafts);
    navigate(LOGIN_ROUTE, { replace: true });
  }, [client, signOut, queryClient, navigate]);
}
