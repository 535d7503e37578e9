import { getPath } from 'hono/utils/url';

/**
 * Every API route is declared with a trailing slash (DRF style, as the client sends writes);
 * the slashless forms the seeds list (`/user/login`) are accepted by adding the slash before routing.
 */
export const apiGetPath = (request: Request): string => {
  const path = getPath(request);
  return path.startsWith('/api/') && !path.endsWith('/') ? `${path}/` : path;
};
