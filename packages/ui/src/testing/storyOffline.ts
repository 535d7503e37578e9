import { onlineManager } from '@tanstack/react-query';

/**
 * A story's `beforeEach`: the browser offline as TanStack Query sees it (what `useOnline` reads),
 * back online once the story is left.
 */
export function offlineDuringStory(): () => void {
  onlineManager.setOnline(false);
  return () => onlineManager.setOnline(true);
}
