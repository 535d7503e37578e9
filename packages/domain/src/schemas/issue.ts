// Issue create (seed 001 section 5), also the body of POST issues/. New issues start in state 1.
import { z } from 'zod';
import {
  defaultedOneToThree,
  numberInput,
  oneToThree,
  optionalIdInput,
  optionalText,
} from './fields';

export const TITLE_REQUIRED_MESSAGE = 'Tittel kreves';
export const TITLE_MAX_MESSAGE = 'Tittel kan ikke være lengre enn 255 bokstaver';
export const DESCRIPTION_REQUIRED_MESSAGE = 'Beskrivelse kreves';
export const ESTIMATE_REQUIRED_MESSAGE = 'Estimat kreves';
export const ESTIMATE_MIN_1_MESSAGE = 'Estimat må være minst 1 time';
export const ESTIMATE_MAX_MESSAGE = 'Estimat kan ikke være større enn 255 timer';
export const ISSUE_CATEGORY_MESSAGE = 'Velg en kategori';
export const ISSUE_PRIORITY_MESSAGE = 'Velg en prioritet';
export const ISSUE_STATE_MESSAGE = 'Ugyldig status';
export const DEVELOPER_INVALID_MESSAGE = 'Velg en utvikler';

/** Fields shared by create and edit; the estimate's lower bound differs. */
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
      .min(1, DESCRIPTION_REQUIRED_MESSAGE),
    details: optionalText(),
    category: oneToThree(ISSUE_CATEGORY_MESSAGE),
    priority: oneToThree(ISSUE_PRIORITY_MESSAGE),
    estimate: numberInput({ required: ESTIMATE_REQUIRED_MESSAGE }).pipe(
      z.number().min(estimateMin.value, estimateMin.message).max(255, ESTIMATE_MAX_MESSAGE),
    ),
    developer: optionalIdInput(DEVELOPER_INVALID_MESSAGE),
    state: oneToThree(ISSUE_STATE_MESSAGE),
  };
}

const fields = issueFields({ value: 1, message: ESTIMATE_MIN_1_MESSAGE });

export const issueCreateSchema = z.object({
  ...fields,
  state: defaultedOneToThree(ISSUE_STATE_MESSAGE, 1),
});

export type IssueCreateFormInput = z.input<typeof issueCreateSchema>;
export type IssueCreateForm = z.output<typeof issueCreateSchema>;
