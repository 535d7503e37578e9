import { createRoute, type RouteConfig, type RouteHandler, type z } from '@hono/zod-openapi';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppDeps } from '../deps';
import type { ApiApp, AppEnv } from './env';
import { allow, type Policy } from '../policies/policy';
import { pageBody } from './list-query';
import { errorResponses, jsonBody, type ErrorStatus } from './responses';
import { jsonAnswer, type JsonText } from './json-answer';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type JsonResponse<T> = { description: string; content: { 'application/json': { schema: T } } };

/** `[status, Schema, description]`: a JSON answer; `[status, description]`: no body (a 204). */
type Ok =
  | readonly [status: SuccessStatusCode, schema: z.ZodType, description: string]
  | readonly [status: SuccessStatusCode, description: string];

type OkResponses<O> = O extends readonly [infer S extends number, infer T extends z.ZodType, string]
  ? { [K in S]: JsonResponse<T> }
  : O extends readonly [infer S extends number, string]
    ? { [K in S]: { description: string } }
    : None;

type None = Record<never, never>;

/** The error answers `errorResponses(...errors)` declares, by status. */
type ErrorAnswers<E extends ErrorStatus> = {
  [K in E | 500 | (413 extends E ? 415 : never)]: JsonResponse<z.ZodType<{ detail: string }>>;
};

type Request<Pa, Q, B, H> = (Pa extends z.ZodType ? { params: Pa } : None) &
  (Q extends z.ZodType ? { query: Q } : None) &
  (H extends z.ZodType ? { headers: H } : None) &
  (B extends z.ZodType
    ? { body: ReturnType<typeof jsonBody<B>> }
    : B extends ZodRequestBody
      ? { body: B }
      : None);

/** A body in zod-openapi's own form (`{required, content}`): one that is not only JSON. */
type ZodRequestBody = NonNullable<NonNullable<RouteConfig['request']>['body']>;

/**
 * What one operation states: the rest of its createRoute config (the policy middleware, the
 * JSON content of the answer and the body, the error responses) is filled in the same way for all.
 */
export type OperationSpec<
  P extends string,
  Op extends string,
  Pa,
  Q,
  B,
  O,
  X extends RouteConfig['responses'],
  E extends ErrorStatus,
  H = undefined,
> = {
  method: Method;
  path: P;
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  /** The policy and its operation that guard the route, or 'public' (no sign-in: `security: []`). */
  allow: readonly [policy: Policy<Op>, op: NoInfer<Op>] | 'public';
  /** `{id}` and other path parameters (`z.object` of `.openapi({param})` fields). */
  params?: Pa;
  query?: Q;
  /** Request headers the route reads (`z.object` of lower-case names). */
  headers?: H;
  /** A JSON body that must be present, validated with this schema (or zod-openapi's own form). */
  body?: B;
  ok?: O;
  /** Answers zod-openapi's way, for what `ok` does not say (a file, a second success status). */
  responses?: X;
  /** The error statuses (`errorResponses`: 500 always, 415 with 413). */
  errors: readonly E[];
};

type PageQuery = { limit: number; offset: number };

type Input<R extends RouteConfig> = Parameters<RouteHandler<R, AppEnv>>[0];

/** The value `ok: [status, Schema, …]` answers as JSON; `ok: [204, …]` answers none. */
type OkValue<O> = O extends readonly [number, infer T extends z.ZodType, string]
  ? z.input<T>
  : O extends readonly [number, string]
    ? unknown
    : never;

/** Adds the operation to the app; routes/index.ts calls each resource's registrars in order. */
export type Registrar = (app: ApiApp, deps: AppDeps) => void;

/**
 * One API operation from what is particular to it: the spec gives the createRoute config (the
 * OpenAPI document is the one the long form gives: `ok: [200, S, 'd']` is `200: {description: 'd',
 * content: {'application/json': {schema: S}}}`, `body: S` is `jsonBody(S)`, `allow: [policy, op]`
 * is `middleware: allow(policy, op, operationId)`, 'public' is `security: []`, `errors` is
 * `...errorResponses(...errors)`); then `.answer(service call)` answers its value as `ok` says,
 * `.page(service call)` answers a page of a list with its links (`pageBody`), or
 * `.handle(handler)` is the route's own handler (no body, a file, a choice of status).
 */
export const operation = <
  P extends string,
  Op extends string,
  Pa extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | ZodRequestBody | undefined = undefined,
  const O extends Ok | undefined = undefined,
  X extends RouteConfig['responses'] = None,
  const E extends ErrorStatus = never,
  H extends z.ZodType | undefined = undefined,
>(
  spec: OperationSpec<P, Op, Pa, Q, B, O, X, E, H>,
) => {
  const route = createRoute(
    routeConfigOf(spec as AnySpec) as unknown as Omit<
      RouteConfig,
      'path' | 'request' | 'responses'
    > & {
      path: P;
      middleware?: ReturnType<typeof allow>;
      request: Request<Pa, Q, B, H>;
      responses: OkResponses<O> & X & ErrorAnswers<E>;
    },
  );
  type R = typeof route;
  const okStatus = spec.ok?.[0];
  return {
    route,
    /**
     * The handler's value is answered as JSON with the `ok` status (without a schema: no body);
     * a `JsonText` is streamed as it is written.
     */
    answer:
      (
        value: (c: Input<R>, deps: AppDeps) => Promise<OkValue<O> | JsonText<OkValue<O>>>,
      ): Registrar =>
      (app, deps) => {
        app.openapi(route, (async (c: Input<R>) => {
          const answer = await value(c, deps);
          return spec.ok?.length === 2
            ? c.body(null, okStatus as never)
            : jsonAnswer(c, answer, okStatus as number);
        }) as never);
      },
    /** A list route: the handler gives the page's count and rows, the answer adds the links. */
    page:
      (
        rows: (c: Input<R>, deps: AppDeps) => Promise<Omit<OkValue<O>, 'next' | 'previous'>>,
      ): Registrar =>
      (app, deps) => {
        app.openapi(route, (async (c: Input<R>) => {
          const { req } = c as unknown as { req: { valid(target: 'query'): PageQuery } };
          const page = (await rows(c, deps)) as unknown as { count: number; results: unknown };
          const body = pageBody(c.req.url, req.valid('query'), page);
          return jsonAnswer(c, body, okStatus as number);
        }) as never);
      },
    /** The route's own hono handler. */
    handle:
      (handler: (c: Input<R>, deps: AppDeps) => ReturnType<RouteHandler<R, AppEnv>>): Registrar =>
      (app, deps) => {
        app.openapi(route, ((c: Input<R>) => handler(c, deps)) as never);
      },
  };
};

/** Any operation's spec, for building its config (`operation` gives the route its types). */
type AnySpec = OperationSpec<
  string,
  string,
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | ZodRequestBody | undefined,
  Ok | undefined,
  RouteConfig['responses'],
  ErrorStatus,
  z.ZodType | undefined
>;

/** The createRoute config of a spec, the same way for every operation. */
const routeConfigOf = (spec: AnySpec) => {
  const { method, path, operationId, tags, summary, description } = spec;
  const request: Record<string, unknown> = {};
  if (spec.params) request.params = spec.params;
  if (spec.query) request.query = spec.query;
  if (spec.headers) request.headers = spec.headers;
  if (spec.body) request.body = 'content' in spec.body ? spec.body : jsonBody(spec.body);
  const responses: RouteConfig['responses'] = { ...spec.responses };
  if (spec.ok) {
    const [status, schema, text] = spec.ok;
    responses[status] =
      typeof schema === 'string'
        ? { description: schema }
        : { description: text!, content: { 'application/json': { schema } } };
  }
  const guard =
    spec.allow === 'public'
      ? { security: [] }
      : { middleware: allow(spec.allow[0], spec.allow[1], operationId) };
  return {
    method,
    path,
    operationId,
    tags,
    summary,
    ...(description === undefined ? {} : { description }),
    ...guard,
    ...(Object.keys(request).length > 0 ? { request } : {}),
    responses: { ...responses, ...errorResponses(...spec.errors) },
  };
};
