import type { MiddlewareHandler } from 'hono';

/**
 * An error answer to a request that carries a body (a 413 before the body was read, a 401 or 415
 * before the route parsed it) is sent with `Connection: close`. Node would otherwise announce
 * keep-alive and then drop the socket with the unread body in it, so the client's next request
 * on that connection failed.
 */
export const closeAfterRefusal: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status < 400) return;
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > 0 || c.req.header('transfer-encoding')) c.res.headers.set('Connection', 'close');
};
