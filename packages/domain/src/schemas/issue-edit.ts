// Issue edit (seed 001 section 5): as create, but the estimate may be 0. PATCH issues/{id} sends
// changed fields or the state alone, so the API uses issuePatchSchema.
import { z } from 'zod';
import { issueFields } from './issue-create';
import { patchSchemaOf } from './patch';

export const ESTIMATE_NOT_NEGATIVE_MESSAGE = 'Estimat kan ikke være negativt';

export const issueEditSchema = z.object(
  issueFields({ value: 0, message: ESTIMATE_NOT_NEGATIVE_MESSAGE }),
);

export type IssueEditFormInput = z.input<typeof issueEditSchema>;
export type IssueEditForm = z.output<typeof issueEditSchema>;

/** Body of PATCH issues/{id}: changed fields or the state alone; absent fields stay absent. */
export const issuePatchSchema = patchSchemaOf(issueEditSchema);

export type IssuePatch = z.output<typeof issuePatchSchema>;
