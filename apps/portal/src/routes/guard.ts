import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom';

/** The guard every protected route spreads in: the session/access loader, run on every navigation. */
export interface Guard {
  loader: LoaderFunction;
  shouldRevalidate: ShouldRevalidateFunction;
}
