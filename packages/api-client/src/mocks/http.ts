import { createOpenApiHttp } from 'openapi-msw';
import type { PortalPaths } from '../contract';

/**
 * MSW's `http`, typed by the contract: paths, params, bodies and responses must match it, so a
 * contract change breaks handlers at compile time. Relative to '/api' like the client's default.
 */
export const http = createOpenApiHttp<PortalPaths>({ baseUrl: '/api' });
