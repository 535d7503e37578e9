import { Avatar, Box, Button, type ButtonProps } from '@chakra-ui/react';
import type { RefAttributes } from 'react';
import { LuChevronDown } from 'react-icons/lu';

export interface UserMenuButtonProps extends ButtonProps, RefAttributes<HTMLButtonElement> {
  fullName: string;
}

/** The user menu's trigger: avatar, name and a chevron (the same before and after it loads). */
export function UserMenuButton({ fullName, ...rest }: UserMenuButtonProps) {
  return (
    <Button variant="ghost" size="sm" px="2" gap="2" maxW={{ base: '52', sm: 'none' }} {...rest}>
      <Avatar.Root size="xs" colorPalette="brand" aria-hidden>
        <Avatar.Fallback name={fullName} />
      </Avatar.Root>
      <Box as="span" truncate>
        {fullName}
      </Box>
      <LuChevronDown aria-hidden />
    </Button>
  );
}
