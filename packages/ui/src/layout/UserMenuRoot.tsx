import { Menu, Portal } from '@chakra-ui/react';
import { LuLogOut } from 'react-icons/lu';
import type { DeferredMenuTrigger } from '../menu/DeferredMenu';
import { useMenuFocusReturn } from '../menu/useMenuFocusReturn';
import type { UserMenuProps } from './UserMenu';
import { UserMenuButton } from './UserMenuButton';

/** The user menu itself, loaded by `UserMenu` when first needed. */
export function UserMenuRoot({ user, onLogout, triggerRef }: UserMenuProps & DeferredMenuTrigger) {
  const fullName = `${user.first_name} ${user.last_name}`;
  const { onExitComplete } = useMenuFocusReturn(triggerRef);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onExitComplete={onExitComplete}>
      <Menu.Trigger asChild>
        <UserMenuButton ref={triggerRef} fullName={fullName} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{fullName}</Menu.ItemGroupLabel>
              <Menu.Item value="logout" onSelect={onLogout}>
                <LuLogOut aria-hidden />
                Logg ut
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
