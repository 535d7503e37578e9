import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Story-only: a screen on the page background with the layout's padding. */
export function StoryPage({ children }: { children: ReactNode }) {
  return (
    <Box p={{ base: '3', md: '6' }} bg="bg" color="fg" minH="100vh">
      {children}
    </Box>
  );
}
