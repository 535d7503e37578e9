import { RouteErrorPage } from '@portal/ui';
import type { RouteObject } from 'react-router-dom';

/**
 * An area's pages, under one pathless route whose error element shows in the area's layout: a page
 * that fails, or whose code did not load, keeps the sidebar and the user menu, so the user can go
 * on to another page or sign out. Errors of the area itself (its guard, its layout's code) still
 * reach the root's error element.
 */
export function areaPages(pages: RouteObject[]): RouteObject[] {
  return [{ errorElement: <RouteErrorPage inLayout />, children: pages }];
}
