// Not named Toaster.tsx: beside toaster.ts that name clashes on case-insensitive file systems.
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { LazyLoadBoundary } from './LazyLoadBoundary';
import { useRetryableLazy } from './useRetryableLazy';
import { toastRegion } from './toaster';

/** How long after a failed load of the toast UI it is tried again, unless the browser is back online first. */
export const TOAST_UI_RETRY_MS = 10_000;

const loadToastRegion = () => import('./ToastRegion').then((m) => ({ default: m.ToastRegion }));

/**
 * The place where the toasts of `toaster` show. Render it once, near the root (UiProvider does).
 * It renders nothing until the first toast is asked for, then loads the toast UI (not needed to
 * show a page: the bundle budget). The first toast often tells of a lost connection, when that
 * file may not load either: then the toasts wait (toaster.ts keeps them) and the load is tried
 * again when the browser is back online, or after TOAST_UI_RETRY_MS.
 */
export function Toaster() {
  const wanted = useSyncExternalStore(toastRegion.subscribe, toastRegion.isWanted, () => false);
  const [ToastRegion, reloadToastRegion] = useRetryableLazy(loadToastRegion);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!failed) return;
    const retry = () => {
      reloadToastRegion();
      setFailed(false);
    };
    const timer = setTimeout(retry, TOAST_UI_RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [failed, reloadToastRegion]);

  // While failed, the boundary is unmounted: the next attempt starts with a fresh one.
  if (!wanted || failed) return null;
  return (
    <LazyLoadBoundary onFailed={() => setFailed(true)}>
      <Suspense fallback={null}>
        <ToastRegion />
      </Suspense>
    </LazyLoadBoundary>
  );
}
