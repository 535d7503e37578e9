// Not named Toaster.tsx: beside toaster.ts that name clashes on case-insensitive file systems.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastRegion } from './toaster';

// The toast UI is not needed to show a page: it loads with the first toast (the bundle budget).
const ToastRegion = lazy(() => import('./ToastRegion').then((m) => ({ default: m.ToastRegion })));

/**
 * The place where the toasts of `toaster` show. Render it once, near the root (UiProvider does).
 * It renders nothing until the first toast is asked for, then loads the toast UI.
 */
export function Toaster() {
  const wanted = useSyncExternalStore(toastRegion.subscribe, toastRegion.isWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
