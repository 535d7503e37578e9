import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage, type ErrorPageProps } from './ErrorPage';
import { isModuleLoadError } from './moduleLoadError';
// Not lazy: it is shown exactly when the portal's files do not load.
import { PageLoadFailed } from './PageLoadFailed';

/** Turns whatever a route threw into what the error page shows. */
export function describeRouteError(error: unknown): ErrorPageProps {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' ? error.data : undefined;
    return { status: error.status, statusText: error.statusText, message };
  }
  if (error instanceof Error) return { message: error.message };
  if (typeof error === 'string') return { message: error };
  return {};
}

export interface RouteErrorPageProps {
  /** The error element of an area's pages, shown in the area's layout (see `ErrorPage`). */
  inLayout?: boolean;
}

/**
 * The router's `errorElement`: the error page for the error of the current route, or, when the
 * route's code did not load, `PageLoadFailed` (a reload, then 'Siden kunne ikke lastes').
 */
export function RouteErrorPage({ inLayout = false }: RouteErrorPageProps) {
  const error = useRouteError();
  if (isModuleLoadError(error)) return <PageLoadFailed inLayout={inLayout} />;
  return <ErrorPage {...describeRouteError(error)} inLayout={inLayout} />;
}
