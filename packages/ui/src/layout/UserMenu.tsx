import { DeferredMenu, type StandInTriggerProps } from '../menu/DeferredMenu';
import type { AppLayoutUser } from './nav-item';
import { UserMenuButton } from './UserMenuButton';

export interface UserMenuProps {
  user: AppLayoutUser;
  onLogout: () => void;
}

const loadUserMenu = () => import('./UserMenuRoot').then((m) => m.UserMenuRoot);

function UserMenuStandIn({ user, onLogout: _, ...standIn }: UserMenuProps & StandInTriggerProps) {
  return <UserMenuButton {...standIn} fullName={`${user.first_name} ${user.last_name}`} />;
}

/** The user's name in the top bar; opens a menu with 'Logg ut'. Its menu code loads when idle. */
export function UserMenu(props: UserMenuProps) {
  return <DeferredMenu load={loadUserMenu} props={props} StandIn={UserMenuStandIn} />;
}
