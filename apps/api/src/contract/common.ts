import { z } from '@hono/zod-openapi';

/** Hours and kr as DRF decimal strings ('1.50', '375.00'), see docs/api.md. */
export const Decimal = z.string().openapi({ example: '1.50', pattern: '^-?\\d+\\.\\d{2}$' });

/** 'YYYY-MM-DD'. */
export const DateString = z.string().openapi({ format: 'date', example: '2026-11-21' });

/** ISO 8601 with offset. */
export const DateTimeString = z
  .string()
  .openapi({ format: 'date-time', example: '2026-11-21T14:15:00+01:00' });

/** The largest id PostgreSQL's integer column holds: a larger one is a 400, not a 500. */
export const MAX_ID = 2_147_483_647;

export const Id = z.number().int().positive().max(MAX_ID);

/** A `{count, next, previous, results}` page (DRF limit/offset). */
export const paginated = <T extends z.ZodType>(item: T, name: string) =>
  z
    .object({
      count: z
        .number()
        .int()
        .openapi({ description: 'Rows matching the filters, over all pages.' }),
      next: z.string().nullable().openapi({ description: 'URL of the next page, or null.' }),
      previous: z
        .string()
        .nullable()
        .openapi({ description: 'URL of the previous page, or null.' }),
      results: z.array(item),
    })
    .openapi(name);

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_LIMIT = 10;
export const MAX_SEARCH_LENGTH = 200;
/** Far past any real list; keeps the number a 32-bit integer for the database. */
export const MAX_OFFSET = 1_000_000_000;

/** `limit`: 1 to `max` rows, `fallback` when left out. */
export const limitParam = (
  max: number,
  fallback: number,
  meta: { example: number; description?: string },
) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(max)
    .default(fallback)
    .openapi({ param: { name: 'limit', in: 'query' }, ...meta });

/** `search`: an optional text of at most MAX_SEARCH_LENGTH characters. */
export const searchParam = (description: string) =>
  z
    .string()
    .max(MAX_SEARCH_LENGTH)
    .optional()
    .openapi({ param: { name: 'search', in: 'query' }, description });

const offsetParam = z.coerce
  .number()
  .int()
  .min(0)
  .max(MAX_OFFSET)
  .default(0)
  .openapi({ param: { name: 'offset', in: 'query' }, example: 0, description: 'Rows to skip.' });

/** limit, offset, search (all optional). */
export const pageQuery = {
  limit: limitParam(MAX_PAGE_SIZE, DEFAULT_LIMIT, {
    example: 10,
    description: 'Page size (default 10).',
  }),
  offset: offsetParam,
  search: searchParam('Case-insensitive text search.'),
};

/** `ordering`: one of the fields, '-' prefix for descending. */
export const orderingParam = <const F extends readonly [string, ...string[]]>(
  fields: F,
  fallback: string,
) => {
  const values = fields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z
    .enum(values)
    .optional()
    .openapi({
      param: { name: 'ordering', in: 'query' },
      description: `Sort field, '-' for descending. Default ${fallback}.`,
    });
};

/** `?is_active=true|false` (DRF boolean filter). */
export const booleanQuery = (name: string, description: string) =>
  z
    .enum(['true', 'false', 'True', 'False', '1', '0'])
    .transform((v) => v === 'true' || v === 'True' || v === '1')
    .optional()
    .openapi({ param: { name, in: 'query' }, description });

/** `{id}` path parameter. */
export const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_ID)
    .openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});

/**
 * A person's postal address as their users row holds it. The student, teacher and invoice receiver
 * answers all carry it under the same names, so it is declared once and spread into each.
 */
export const postalAddress = {
  address: z.string(),
  post_code: z.string(),
  post_code_area: z.string(),
};

/** postalAddress with the city the person chose (users.city_id and its name; null when none). */
export const postalAddressWithCity = {
  ...postalAddress,
  city: Id.nullable(),
  city_name: z.string().nullable(),
};

/** A student or teacher as a name. */
export const PersonRef = z.object({ id: Id, full_name: z.string() }).openapi('PersonRef');

type OpenApiMethod = (refId: string, metadata?: { description?: string }) => z.ZodType;

/**
 * A @portal/domain body schema as a named component of the contract. The domain may be imported
 * before @hono/zod-openapi extends zod, and zod 4 copies methods onto a schema when it is built,
 * so a domain schema may lack `.openapi`; the extension's method on the prototype names any schema.
 */
export const component = <T extends z.ZodType>(
  schema: T,
  refId: string,
  metadata?: { description?: string },
): T =>
  (z.ZodType.prototype.openapi as unknown as OpenApiMethod).call(schema, refId, metadata) as T;
