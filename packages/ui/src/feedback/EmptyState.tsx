import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuInbox } from 'react-icons/lu';

export interface EmptyStateProps {
  /** The message, e.g. 'No results.' or 'Ingen elever å vise'. */
  title: string;
  description?: ReactNode;
  /** Replaces the default inbox icon. */
  icon?: ReactNode;
  /** e.g. a button that creates the first item. */
  action?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/** What a list, table or card shows when there is nothing to show. */
export function EmptyState({ title, description, icon, action, size = 'md' }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root size={size}>
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator>{icon ?? <LuInbox aria-hidden />}</ChakraEmptyState.Indicator>
        <VStack textAlign="center">
          {/* A message, not a section: no heading level to break the page outline. */}
          <ChakraEmptyState.Title as="p">{title}</ChakraEmptyState.Title>
          {description ? (
            <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>
          ) : null}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
