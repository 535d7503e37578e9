import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../table/SearchInput';

/**
 * The text once typing has paused for `delayMs`: a picker searches with it, so a name typed
 * letter by letter is one request rather than one per letter, and the answers cannot arrive
 * out of step with what is typed.
 */
export function useSettledText(text: string, delayMs = SEARCH_DEBOUNCE_MS): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    if (text === settled) return undefined;
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, settled, delayMs]);
  return settled;
}
