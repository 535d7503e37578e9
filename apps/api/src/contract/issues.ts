import { z } from '@hono/zod-openapi';
import {
  DESCRIPTION_REQUIRED_MESSAGE,
  DEVELOPER_INVALID_MESSAGE,
  ESTIMATE_MAX_MESSAGE,
  ESTIMATE_NOT_NEGATIVE_MESSAGE,
  ESTIMATE_REQUIRED_MESSAGE,
  ISSUE_CATEGORY_MESSAGE,
  ISSUE_PRIORITY_MESSAGE,
  ISSUE_STATE_MESSAGE,
  TITLE_MAX_MESSAGE,
  TITLE_REQUIRED_MESSAGE,
} from '@portal/domain';
import { MAX_ID } from './common';

export const MAX_ISSUE_TEXT = 10_000;
const TEXT_TOO_LONG = `Teksten kan ikke være lengre enn ${MAX_ISSUE_TEXT} tegn.`;

/** 1, 2 or 3 with the field's own message for anything else. */
const oneToThree = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(3, message);

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

// The body's types and caps; the rules and messages of the seed are @portal/domain's issue
// schemas, which the service runs over the body (create: estimate 1 to 255, edit 0 to 255).
const issueBodyFields = {
  title: z.string({ error: TITLE_REQUIRED_MESSAGE }).max(255, TITLE_MAX_MESSAGE),
  description: z.string({ error: DESCRIPTION_REQUIRED_MESSAGE }).max(MAX_ISSUE_TEXT, TEXT_TOO_LONG),
  details: z.string().max(MAX_ISSUE_TEXT, TEXT_TOO_LONG).nullable().optional(),
  category: oneToThree(ISSUE_CATEGORY_MESSAGE),
  priority: oneToThree(ISSUE_PRIORITY_MESSAGE),
  estimate: z
    .number({ error: ESTIMATE_REQUIRED_MESSAGE })
    .min(0, ESTIMATE_NOT_NEGATIVE_MESSAGE)
    .max(255, ESTIMATE_MAX_MESSAGE),
  developer: z
    .number({ error: DEVELOPER_INVALID_MESSAGE })
    .int(DEVELOPER_INVALID_MESSAGE)
    .positive(DEVELOPER_INVALID_MESSAGE)
    .max(MAX_ID, DEVELOPER_INVALID_MESSAGE)
    .nullable()
    .optional()
    .openapi({ description: 'A staff user id (user/user/?is_staff=true), or null.' }),
  state: oneToThree(ISSUE_STATE_MESSAGE),
};

export const IssueCreateSchema = z
  .strictObject({ ...issueBodyFields, state: issueBodyFields.state.optional() })
  .openapi('IssueCreate', { description: 'A new issue starts in state 1 unless state is sent.' });
export type IssueCreate = z.infer<typeof IssueCreateSchema>;

export const IssuePatchSchema = z
  .strictObject({
    title: issueBodyFields.title.optional(),
    description: issueBodyFields.description.optional(),
    details: issueBodyFields.details,
    category: issueBodyFields.category.optional(),
    priority: issueBodyFields.priority.optional(),
    estimate: issueBodyFields.estimate.optional(),
    developer: issueBodyFields.developer,
    state: issueBodyFields.state.optional(),
  })
  .openapi('IssuePatch', { description: 'Changed fields, or the state alone.' });
export type IssuePatch = z.infer<typeof IssuePatchSchema>;

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
