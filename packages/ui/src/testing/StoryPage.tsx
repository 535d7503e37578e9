import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';

/** Story-only: a screen on the page background with the layout's padding. */
export function StoryPage({ children }: { children: ReactNode }) {
  return (
    <Box p={{ base: '3', md: '6' }} bg="bg" color="fg" minH="100vh">
      {children}
    </Box>
  );
}

/** Story-only: the decorator that puts a story on a StoryPage (`decorators: [withStoryPage]`). */
export const withStoryPage: Decorator = (Story) => (
  <StoryPage>
    <Story />
  </StoryPage>
);
