import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A list's search and its filter side by side from md, stacked at full width below: one
 * breakpoint for every table's toolbar (DataTable's `toolbar`), so the lists change layout
 * together as the window narrows.
 */
export function TableToolbar({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      gap="3"
      align={{ base: 'stretch', md: 'center' }}
    >
      {children}
    </Stack>
  );
}
