import { Box, Button, chakra, useSlotRecipe, type ButtonProps } from '@chakra-ui/react';
import type { RefAttributes } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { initials } from './initials';

export interface UserMenuButtonProps extends ButtonProps, RefAttributes<HTMLButtonElement> {
  fullName: string;
}

/**
 * The user's initials in the avatar's look (its recipe), without the avatar's image-loading
 * machine: there is never a picture to load, and the machine was most of zag's code on a first page.
 */
function Initials({ fullName }: { fullName: string }) {
  const styles = useSlotRecipe({ key: 'avatar' })({ size: 'xs' });
  return (
    <chakra.div css={styles.root} colorPalette="brand" aria-hidden>
      <chakra.span css={styles.fallback}>{initials(fullName)}</chakra.span>
    </chakra.div>
  );
}

/** The user menu's trigger: initials, name and a chevron (the same before and after it loads). */
export function UserMenuButton({ fullName, ...rest }: UserMenuButtonProps) {
  return (
    <Button variant="ghost" size="sm" px="2" gap="2" maxW={{ base: '52', sm: 'none' }} {...rest}>
      <Initials fullName={fullName} />
      <Box as="span" truncate>
        {fullName}
      </Box>
      <LuChevronDown aria-hidden />
    </Button>
  );
}
