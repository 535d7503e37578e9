import { lazy, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A lazy component, and the way to try its load again after it failed (LazyLoadBoundary): React
 * keeps the error of a lazy component whose load failed, so each attempt is a new one. `load` is
 * defined once, outside any render.
 */
export function useRetryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): [LazyExoticComponent<ComponentType<P>>, () => void] {
  const [component, setComponent] = useState(() => lazy(load));
  const retry = useCallback(() => setComponent(() => lazy(load)), [load]);
  return [component, retry];
}
