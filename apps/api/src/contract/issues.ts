import { z } from '@hono/zod-openapi';
import {
  ISSUE_CATEGORY_MESSAGE,
  issueCreateBodySchema,
  issuePatchBodySchema,
} from '@portal/domain/schemas';
import { component } from './common';

/** An issue on the board (seed 001 §3). */
export const IssueSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    details: z.string(),
    category: z.number().int().openapi({ description: '1 Utvikling, 2 Markedsføring, 3 Økonomi.' }),
    priority: z.number().int().openapi({ description: '1 Lav, 2 Middels, 3 Høy.' }),
    state: z.number().int().openapi({ description: '1 Åpen, 2 Underveis, 3 Ferdig.' }),
    estimate: z.number().openapi({ description: 'Hours.', example: 4 }),
    developer: z.number().int().nullable(),
    developer_name: z.string().nullable(),
    author_name: z.string().nullable(),
  })
  .openapi('Issue');

// The bodies are @portal/domain's: every rule, cap and Norwegian message is declared there, the
// issue forms pipe their inputs into the same fields, and the route validates with them.
export const IssueCreateSchema = component(issueCreateBodySchema, 'IssueCreate', {
  description: 'A new issue starts in state 1 unless state is sent.',
});

export const IssuePatchSchema = component(issuePatchBodySchema, 'IssuePatch', {
  description: 'Changed fields, or the state alone.',
});

/** search: the category filter of the board (1, 2 or 3); absent for Alle. */
export const issueListQuery = z.object({
  search: z
    .enum(['1', '2', '3'], { error: ISSUE_CATEGORY_MESSAGE })
    .optional()
    .openapi({
      param: { name: 'search', in: 'query' },
      description: 'Category: 1 Utvikling, 2 Markedsføring, 3 Økonomi.',
    }),
});
