/** Texts of marking salary paid or unpaid (seed 001 §8), and the API's response_message. */

/** Toast when ids_not_updated is not empty. */
export const SALARY_MARK_PARTIAL_TITLE = 'Noen aktiviteter ble ikke registrert som betalt';
export const SALARY_MARK_PARTIAL_MESSAGE =
  'Noen av aktivitetene finnes ikke eller var allerede betalt';
/** Toast when every activity was marked. */
export const SALARY_MARK_SUCCESS_TITLE = 'Vellykket';
export const SALARY_MARK_SUCCESS_MESSAGE = 'Lærerene du valgte ble markert som betalt';
/** Destructive toast when the call failed. */
export const SALARY_MARK_ERROR_TITLE = 'Noe gikk galt';
export const SALARY_MARK_ERROR_MESSAGE = 'Ingen lærere ble markert som betalt';

/**
 * response_message of POST salary/mark-activities-as-paid/: the seed's texts when paying; when
 * marking unpaid (payment_date null) the same sentences say 'ubetalt'.
 */
export function salaryMarkResponseMessage(paid: boolean, notUpdatedCount: number): string {
  if (paid)
    return notUpdatedCount === 0 ? SALARY_MARK_SUCCESS_MESSAGE : SALARY_MARK_PARTIAL_MESSAGE;
  return notUpdatedCount === 0
    ? 'Lærerene du valgte ble markert som ubetalt'
    : 'Noen av aktivitetene finnes ikke eller var allerede ubetalt';
}
