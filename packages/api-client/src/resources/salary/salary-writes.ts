import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { teacherPaths } from '../teachers/keys';
import type { TeacherSelf } from '../teachers/teacher-self-query';
import { SALARY_WRITE_INVALIDATES, VISMA_ID_WRITE_INVALIDATES, salaryPaths } from './keys';

/** `{activity_ids, payment_date}`: a 'YYYY-MM-DD' day marks paid, null marks unpaid. */
export type MarkActivitiesPaid = Schemas['MarkActivitiesPaid'];
/** `{ids_not_updated, response_message}`. */
export type MarkActivitiesPaidResult = Schemas['MarkActivitiesPaidResult'];
/** `{sent_to, number_of_activities}`. */
export type SummaryReminderResult = Schemas['SummaryReminderResult'];
export type VismaIdVariables = { id: number; visma_employment_id: string | null };

/** `POST salary/mark-activities-as-paid/`. */
export function markActivitiesPaid(
  client: ApiClient,
  body: MarkActivitiesPaid,
): Promise<MarkActivitiesPaidResult> {
  return unwrap(client.POST(salaryPaths.markPaid, { body }));
}

/** `POST salary/teacher/{id}/reminder/` (id: the teacher's id). */
export function sendSummaryReminder(client: ApiClient, id: number): Promise<SummaryReminderResult> {
  return unwrap(client.POST(salaryPaths.reminder, { params: { path: { id } } }));
}

/** `PATCH user/teacher/{id}/` with the Visma employment id alone (blank or null clears it). */
export function saveVismaId(
  client: ApiClient,
  { id, visma_employment_id }: VismaIdVariables,
): Promise<TeacherSelf> {
  return unwrap(
    client.PATCH(teacherPaths.detail, { params: { path: { id } }, body: { visma_employment_id } }),
  );
}

/**
 * 'Marker som betalt/ubetalt' and 'Marker alt som betalt/ubetalt': the table, the totals, the pay
 * card and the month check are refetched. ids_not_updated tells what was not changed.
 */
export function useMarkActivitiesPaid(
  options: MutationHookOptions<MarkActivitiesPaidResult, MarkActivitiesPaid> = {},
) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (body: MarkActivitiesPaid) => markActivitiesPaid(client, body),
    SALARY_WRITE_INVALIDATES,
    options,
  );
}

/** 'Send en påminnelse til læreren': mails the teacher the lessons without a summary. */
export function useSendSummaryReminder(
  options: MutationHookOptions<SummaryReminderResult, number> = {},
) {
  const client = useApiClient();
  return useInvalidatingMutation((id: number) => sendSummaryReminder(client, id), [], options);
}

/** The inline 'Mangler VismaID' form: saves the id; the salary rows are refetched. */
export function useSaveVismaId(options: MutationHookOptions<TeacherSelf, VismaIdVariables> = {}) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (variables: VismaIdVariables) => saveVismaId(client, variables),
    VISMA_ID_WRITE_INVALIDATES,
    options,
  );
}
