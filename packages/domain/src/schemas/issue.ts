// Issues (seed 001 section 5). The bodies of POST issues/ and PATCH issues/{id}/ carry every rule;
// the 'Ny issue' and 'Rediger issue' forms pipe their inputs into the same fields.
import { z } from 'zod';
import {
  LONG_TEXT_MAX_MESSAGE,
  MAX_LONG_TEXT,
  bodyId,
  bodyOneToThree,
  bodyText,
  defaultedNumberInput,
  numberInput,
  optionalIdInput,
  textInput,
} from './fields';

export const TITLE_REQUIRED_MESSAGE = 'Tittel kreves';
export const TITLE_MAX_MESSAGE = 'Tittel kan ikke være lengre enn 255 bokstaver';
export const DESCRIPTION_REQUIRED_MESSAGE = 'Beskrivelse kreves';
export const ESTIMATE_REQUIRED_MESSAGE = 'Estimat kreves';
export const ESTIMATE_MIN_1_MESSAGE = 'Estimat må være minst 1 time';
export const ESTIMATE_MAX_MESSAGE = 'Estimat kan ikke være større enn 255 timer';
export const ESTIMATE_NOT_NEGATIVE_MESSAGE = 'Estimat kan ikke være negativt';
export const ISSUE_CATEGORY_MESSAGE = 'Velg en kategori';
export const ISSUE_PRIORITY_MESSAGE = 'Velg en prioritet';
export const ISSUE_STATE_MESSAGE = 'Ugyldig status';
export const DEVELOPER_INVALID_MESSAGE = 'Velg en utvikler';
/** A new issue starts in state 1 (Åpen) unless a state is given. */
export const ISSUE_INITIAL_STATE = 1;

const DETAILS = bodyText({ length: MAX_LONG_TEXT, message: LONG_TEXT_MAX_MESSAGE });
const DEVELOPER = bodyId(DEVELOPER_INVALID_MESSAGE).nullable();

/** The fields of an issue body; create and edit differ in the estimate's lower bound. */
export function issueFields(estimateMin: { value: number; message: string }) {
  return {
    title: z
      .string({ error: TITLE_REQUIRED_MESSAGE })
      .trim()
      .min(1, { error: TITLE_REQUIRED_MESSAGE, abort: true })
      .max(255, TITLE_MAX_MESSAGE),
    description: z
      .string({ error: DESCRIPTION_REQUIRED_MESSAGE })
      .trim()
      .min(1, { error: DESCRIPTION_REQUIRED_MESSAGE, abort: true })
      .max(MAX_LONG_TEXT, LONG_TEXT_MAX_MESSAGE),
    details: DETAILS.nullable().optional(),
    category: bodyOneToThree(ISSUE_CATEGORY_MESSAGE).describe(
      '1 Utvikling, 2 Markedsføring, 3 Økonomi.',
    ),
    priority: bodyOneToThree(ISSUE_PRIORITY_MESSAGE).describe('1 Lav, 2 Middels, 3 Høy.'),
    estimate: z
      .number({ error: ESTIMATE_REQUIRED_MESSAGE })
      .min(estimateMin.value, estimateMin.message)
      .max(255, ESTIMATE_MAX_MESSAGE)
      .describe('Hours.'),
    developer: DEVELOPER.optional().describe(
      'A staff user id (user/user/?is_staff=true), or null.',
    ),
    state: bodyOneToThree(ISSUE_STATE_MESSAGE).describe('1 Åpen, 2 Underveis, 3 Ferdig.'),
  };
}

const createFields = issueFields({ value: 1, message: ESTIMATE_MIN_1_MESSAGE });
const editFields = issueFields({ value: 0, message: ESTIMATE_NOT_NEGATIVE_MESSAGE });

/** Body of POST issues/: estimate 1 to 255; the state may be left out (ISSUE_INITIAL_STATE). */
export const issueCreateBodySchema = z.strictObject({
  ...createFields,
  state: createFields.state.optional(),
});
export type IssueCreateBody = z.output<typeof issueCreateBodySchema>;

/** Body of PATCH issues/{id}/: changed fields (estimate 0 to 255), or the state alone. */
export const issuePatchBodySchema = z.strictObject(editFields).partial();
export type IssuePatchBody = z.output<typeof issuePatchBodySchema>;

type IssueFields = ReturnType<typeof issueFields>;

/** The form's inputs (selects give strings, an empty number input NaN) piped into the body's fields. */
function issueFormFields(fields: IssueFields) {
  return {
    title: fields.title,
    description: fields.description,
    details: textInput(DETAILS),
    category: numberInput({
      required: ISSUE_CATEGORY_MESSAGE,
      invalid: ISSUE_CATEGORY_MESSAGE,
    }).pipe(fields.category),
    priority: numberInput({
      required: ISSUE_PRIORITY_MESSAGE,
      invalid: ISSUE_PRIORITY_MESSAGE,
    }).pipe(fields.priority),
    estimate: numberInput({ required: ESTIMATE_REQUIRED_MESSAGE }).pipe(fields.estimate),
    developer: optionalIdInput(DEVELOPER_INVALID_MESSAGE).pipe(DEVELOPER),
    state: numberInput({ required: ISSUE_STATE_MESSAGE, invalid: ISSUE_STATE_MESSAGE }).pipe(
      fields.state,
    ),
  };
}

/** 'Ny issue': a blank state is the initial one. */
export const issueCreateSchema = z.object({
  ...issueFormFields(createFields),
  state: defaultedNumberInput(ISSUE_INITIAL_STATE, ISSUE_STATE_MESSAGE).pipe(createFields.state),
});

export type IssueCreateFormInput = z.input<typeof issueCreateSchema>;
export type IssueCreateForm = z.output<typeof issueCreateSchema>;

/** 'Rediger issue': as create, but the estimate may be 0. */
export const issueEditSchema = z.object(issueFormFields(editFields));

export type IssueEditFormInput = z.input<typeof issueEditSchema>;
export type IssueEditForm = z.output<typeof issueEditSchema>;
