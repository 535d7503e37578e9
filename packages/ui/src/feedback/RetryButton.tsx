import type { ButtonProps } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';
import { ActionButton } from './ActionButton';

/** The label of the retry button. */
export const RETRY_LABEL = 'Prøv igjen';

export interface RetryButtonProps {
  onRetry: () => void;
  /** Disables the button while the retry runs. */
  retrying?: boolean;
  size?: ButtonProps['size'];
  /** Shows the refresh icon before the label. */
  withIcon?: boolean;
}

/**
 * 'Prøv igjen' for a read that failed. The focus stays on the page through the retry
 * (ActionButton): a retry that fails gives it back to the button, one that succeeds (the button
 * goes as the content comes) gives it to where the page starts.
 */
export function RetryButton({ onRetry, retrying, size, withIcon = false }: RetryButtonProps) {
  return (
    <ActionButton
      size={size}
      variant="outline"
      onClick={() => onRetry()}
      loading={retrying}
      loadingText={RETRY_LABEL}
    >
      {withIcon ? <LuRefreshCw aria-hidden /> : null}
      {RETRY_LABEL}
    </ActionButton>
  );
}
