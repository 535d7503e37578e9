import { Menu } from '@chakra-ui/react';
import { LuLogOut } from 'react-icons/lu';
import type { DeferredMenuTrigger } from '../menu/DeferredMenu';
import { FocusReturningMenu } from '../menu/FocusReturningMenu';
import type { UserMenuProps } from './UserMenu';
import { UserMenuButton } from './UserMenuButton';

/** The user menu itself, loaded by `UserMenu` when first needed. */
export function UserMenuRoot({ user, onLogout, triggerRef }: UserMenuProps & DeferredMenuTrigger) {
  const fullName = `${user.first_name} ${user.last_name}`;
  return (
    <FocusReturningMenu
      trigger={<UserMenuButton ref={triggerRef} fullName={fullName} />}
      triggerRef={triggerRef}
      rootProps={{ positioning: { placement: 'bottom-end' } }}
      contentProps={{ minW: '12rem' }}
    >
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>{fullName}</Menu.ItemGroupLabel>
        <Menu.Item value="logout" onSelect={onLogout}>
          <LuLogOut aria-hidden />
          Logg ut
        </Menu.Item>
      </Menu.ItemGroup>
    </FocusReturningMenu>
  );
}
