import { Button, EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import { LuRefreshCw, LuTriangleAlert } from 'react-icons/lu';

/** The label of the retry button. */
export const RETRY_LABEL = 'Prøv igjen';

export interface ErrorStateProps {
  /** What went wrong, in words the user understands. */
  message: string;
  title?: string;
  /** Shows 'Prøv igjen' when given, e.g. a query's `refetch`. */
  onRetry?: () => void;
  /** Disables the retry button while the retry runs. */
  retrying?: boolean;
}

/** Shown in place of content that failed to load. */
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
        {onRetry ? (
          <Button variant="outline" onClick={onRetry} loading={retrying} loadingText={RETRY_LABEL}>
            <LuRefreshCw aria-hidden />
            {RETRY_LABEL}
          </Button>
        ) : null}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
