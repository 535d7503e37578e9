import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { authenticate } from './auth/middleware';
import { createViewerCache } from './auth/viewer-cache';
import type { AppDeps } from './deps';
import type { ApiApp, AppEnv } from './http/env';
import { detail, handleError, messages, zodIssuesToErrors } from './http/errors';
import { installNorwegianZodMessages } from './http/locale';
import { closeAfterRefusal } from './http/close-after-refusal';
import { compressAnswers } from './http/compress';
import { jsonAnswer } from './http/json-answer';
import { nulGuard } from './http/nul-guard';
import { securityHeaders } from './http/security-headers';
import { metabaseFrameSources } from './services/metabase/embed';
import { apiGetPath } from './http/paths';
import { serveSpa } from './http/static';
import { registerRoutes } from './routes/index';

export type CreateAppOptions = {
  /** The built portal (apps/portal/dist): served on the same port with SPA fallback. */
  staticDir?: string;
};

/** Non-multipart bodies above this size get 413 before any parsing. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Multipart bodies (teacher PDFs: three files of at most 10 MB each, checked per file by the route). */
export const MULTIPART_BODY_LIMIT = 31 * 1024 * 1024;

/** The security scheme name of the OpenAPI document: `Authorization: JWT <access>`. */
export const SECURITY_SCHEME = 'JWT';

/** Public paths: routes declared with `security: []` (they need no token). */
const publicPathsOf = (app: ApiApp): Set<string> => {
  const paths = new Set<string>();
  for (const def of app.openAPIRegistry.definitions) {
    if (
      def.type === 'route' &&
      Array.isArray(def.route.security) &&
      def.route.security.length === 0
    ) {
      paths.add(def.route.path);
    }
  }
  return paths;
};

/** Builds the whole HTTP app: every route under /api/, JSON errors, auth, optional portal files. */
export const createApp = (deps: AppDeps, options: CreateAppOptions = {}): ApiApp => {
  installNorwegianZodMessages();
  const app = new OpenAPIHono<AppEnv>({
    getPath: apiGetPath,
    // Validation failures of body, query and params: 400 {field: [messages]}.
    defaultHook: (result, c) => {
      if (!result.success) return jsonAnswer(c, zodIssuesToErrors(result.error.issues), 400);
    },
  });
  app.onError(handleError);
  app.notFound((c) => detail(c, 404, messages.notFound));
  app.use('/api/*', closeAfterRefusal);
  app.use('/api/*', compressAnswers);
  app.use(
    '*',
    securityHeaders({
      production: deps.config.nodeEnv === 'production',
      staticDir: options.staticDir,
      // The staff dashboard frames the Metabase site, and only that, when it is configured.
      frameSources: metabaseFrameSources(deps.config.metabase),
    }),
  );

  app.openAPIRegistry.registerComponent('securitySchemes', SECURITY_SCHEME, {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'The access token with the scheme JWT: `Authorization: JWT <access>`.',
  });

  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: (c) => detail(c, 413, messages.tooLarge),
  });
  const multipartLimit = bodyLimit({
    maxSize: MULTIPART_BODY_LIMIT,
    onError: (c) => detail(c, 413, messages.tooLarge),
  });
  // A GET or HEAD has no body on the real server (it passes none on), and asking for one built
  // the full WHATWG Request of every read (an AbortSignal and undici's Request): about 6 % of the
  // API's work on a page read.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
        ? multipartLimit(c, next)
        : jsonLimit(c, next),
  );
  let publicPaths = new Set<string>();
  app.use(
    '/api/*',
    authenticate(
      deps,
      (path) => publicPaths.has(path),
      createViewerCache(deps.config.viewerCacheSeconds * 1000),
    ),
  );
  app.use('/api/*', nulGuard);
  registerRoutes(app, deps);
  publicPaths = publicPathsOf(app);

  if (options.staticDir) app.use('*', serveSpa(options.staticDir));
  return app;
};
