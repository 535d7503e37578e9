import { Box, Skeleton, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';

/** The accessible name of every loading indicator. */
export const LOADING_LABEL = 'Laster…';

export interface LoadingStateProps {
  /** 'spinner' for a page or card, 'skeleton' for a list or table of `lines` rows. */
  variant?: 'spinner' | 'skeleton';
  lines?: number;
  /** Shown under the spinner; the accessible name stays 'Laster…'. */
  text?: string;
}

/** A region announced as busy while data loads. */
export function LoadingState({ variant = 'spinner', lines = 3, text }: LoadingStateProps) {
  if (variant === 'skeleton') {
    return (
      <Stack role="status" aria-label={LOADING_LABEL} aria-busy="true" gap="3" py="2">
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} height="5" />
        ))}
      </Stack>
    );
  }
  return (
    <Box role="status" aria-label={LOADING_LABEL} aria-busy="true" py="10" textAlign="center">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-hidden />
      {text ? (
        <Text mt="3" color="fg.muted">
          {text}
        </Text>
      ) : (
        <VisuallyHidden>{LOADING_LABEL}</VisuallyHidden>
      )}
    </Box>
  );
}
