import { Avatar, Box, Button, Menu, Portal } from '@chakra-ui/react';
import { LuChevronDown, LuLogOut } from 'react-icons/lu';
import { useMenuFocusReturn } from '../menu/useMenuFocusReturn';
import type { AppLayoutUser } from './nav-item';

export interface UserMenuProps {
  user: AppLayoutUser;
  onLogout: () => void;
}

/** The user's name in the top bar; opens a menu with 'Logg ut'. */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const fullName = `${user.first_name} ${user.last_name}`;
  const { triggerRef, onExitComplete } = useMenuFocusReturn<HTMLButtonElement>();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onExitComplete={onExitComplete}>
      <Menu.Trigger asChild>
        <Button
          ref={triggerRef}
          variant="ghost"
          size="sm"
          px="2"
          gap="2"
          maxW={{ base: '52', sm: 'none' }}
        >
          <Avatar.Root size="xs" colorPalette="brand" aria-hidden>
            <Avatar.Fallback name={fullName} />
          </Avatar.Root>
          <Box as="span" truncate>
            {fullName}
          </Box>
          <LuChevronDown aria-hidden />
        </Button>
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
