import { canOpenPath, homeRouteFor, viewerFromSession } from '@portal/domain/access';
import { AppLayout } from '../layout/AppLayout';
import type { NavItem } from '../layout/nav-item';
import { layoutUserOf } from './layoutUser';
import { useLogout } from './useLogout';
import { useSession } from './SessionProvider';

export interface AreaLayoutProps {
  /** Every sidebar item of the area; items the user may not open (group pages) are left out. */
  navItems: NavItem[];
}

/** The app layout of a signed-in area: the session's name in the user menu, 'Logg ut' wired, logo to home. */
export function AreaLayout({ navItems }: AreaLayoutProps) {
  const { session } = useSession();
  const logout = useLogout();
  // The guard loader lets no one in without a session; this covers the moment right after logout.
  if (!session) return null;
  const viewer = viewerFromSession(session);
  const visible = navItems.filter((item) => canOpenPath(viewer, item.to));
  return (
    <AppLayout
      navItems={visible}
      user={layoutUserOf(session.user)}
      homeTo={homeRouteFor(session.type)}
      onLogout={logout}
    />
  );
}
