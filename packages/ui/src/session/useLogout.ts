import { LOGIN_ROUTE } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from './SessionProvider';

/** 'Logg ut': clears user, type and both tokens, forgets cached data, and goes to /login. */
export function useLogout(): () => void {
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    signOut();
    queryClient.clear();
    navigate(LOGIN_ROUTE, { replace: true });
  }, [signOut, queryClient, navigate]);
}
