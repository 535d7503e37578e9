import { Button, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import { focusedElement, pageStart } from '../layout/pageFocus';

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
 * 'Prøv igjen' for a read that failed. The focus stays on the page through the retry: while it
 * runs the button may be disabled, which drops the focus to the page body; a retry that fails
 * gives it back to the button, and one that succeeds (the button goes as the content comes)
 * gives it to where the page starts.
 */
export function RetryButton({ onRetry, retrying, size, withIcon = false }: RetryButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (retrying || !pressed.current) return;
    pressed.current = false;
    if (focusedElement() === null) button.current?.focus();
  }, [retrying]);
  useEffect(
    () => () => {
      if (pressed.current && focusedElement() === null) pageStart()?.focus();
    },
    [],
  );
  return (
    <Button
      ref={button}
      size={size}
      variant="outline"
      onClick={() => {
        pressed.current = true;
        onRetry();
      }}
      loading={retrying}
      loadingText={RETRY_LABEL}
    >
      {withIcon ? <LuRefreshCw aria-hidden /> : null}
      {RETRY_LABEL}
    </Button>
  );
}
