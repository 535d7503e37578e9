import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage, type ErrorPageProps } from './ErrorPage';

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

/** The router's `errorElement`: the error page for the error of the current route. */
export function RouteErrorPage() {
  return <ErrorPage {...describeRouteError(useRouteError())} />;
}
