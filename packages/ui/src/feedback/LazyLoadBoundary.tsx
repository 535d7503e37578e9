import { Component, type ReactNode } from 'react';
import { isModuleLoadError } from './moduleLoadError';

export interface LazyLoadBoundaryProps {
  /** Called once the file of a lazy part inside did not load; until remounted, nothing shows. */
  onFailed: (error: Error) => void;
  children: ReactNode;
}

/**
 * Around a lazy part that is not the page (the toast UI, the phone's menu drawer): when its file
 * does not load (no connection), the part is left out and `onFailed` may try again later, instead
 * of the error reaching the route, whose answer to a missing file is to reload the page (and with
 * it lose what the user typed), or beyond it, where React unmounts everything. Any other error is
 * passed on. A lazy component keeps its failed load: try again with a new one (useRetryableLazy).
 */
export class LazyLoadBoundary extends Component<LazyLoadBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    if (isModuleLoadError(error)) this.props.onFailed(error as Error);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isModuleLoadError(error)) throw error;
    return null;
  }
}
