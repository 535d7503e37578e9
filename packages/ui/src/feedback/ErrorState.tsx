import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import { LuTriangleAlert } from 'react-icons/lu';
import { RetryButton } from './RetryButton';

export { RETRY_LABEL } from './RetryButton';

export interface ErrorStateProps {
  /** What went wrong, in words the user understands. */
  message: string;
  title?: string;
  /** Shows 'Prøv igjen' when given, e.g. a query's `refetch`. */
  onRetry?: () => void;
  /** Disables the retry button while the retry runs. */
  retrying?: boolean;
}

/** Shown in place of content that failed to load; 'Prøv igjen' keeps the focus on the page. */
export function ErrorState({
  message,
  title = 'Noe gikk galt',
  onRetry,
  retrying,
}: ErrorStateProps) {
  return (
    <ChakraEmptyState.Root role="alert">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator color="fg.error">
          <LuTriangleAlert aria-hidden />
        </ChakraEmptyState.Indicator>
        <VStack textAlign="center">
          <ChakraEmptyState.Title as="p">{title}</ChakraEmptyState.Title>
          <ChakraEmptyState.Description>{message}</ChakraEmptyState.Description>
        </VStack>
        {onRetry ? <RetryButton onRetry={onRetry} retrying={retrying} withIcon /> : null}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
