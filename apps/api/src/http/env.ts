import type { OpenAPIHono } from '@hono/zod-openapi';
import type { CurrentUser } from '../auth/current-user';

/** Hono environment of the API: the signed-in user is set by the auth middleware. */
export type AppEnv = {
  Variables: {
    /** Set on every route that is not public. */
    user: CurrentUser;
  };
};

export type ApiApp = OpenAPIHono<AppEnv>;
