// @portal/domain/salary: its rules, exported by name.
export { PAY_DAY_OF_MONTH, nextPayDay, nextPayDayPayload, formatPayDay } from './payDay';
export {
  SALARY_MONTH_OPTION_COUNT,
  SALARY_FILTER_SEED_DEFAULTS,
  salaryMonthLabel,
  salaryMonthOptions,
  salaryFilterDefaults,
} from './monthOptions';
export type { SalaryMonthOption, SalaryFilter } from './monthOptions';
export {
  INCENTIVE_BONUS_WINDOW_HOURS,
  basePay,
  effectiveHourlyRate,
  travelPay,
  earnsIncentiveBonus,
  incentiveBonus,
  totalPay,
  sumPay,
  isPayable,
  isUnpaidPayable,
} from './teacherPay';
export type { PayBreakdown } from './teacherPay';
export { nextPaymentCutoff, unpaidSalaryEnd, paidSalaryRunSpan } from './periods';
export type { TimeSpan } from './periods';
export {
  SALARY_MONTH_PICKER_LABEL,
  SALARY_MONTH_PICKER_PLACEHOLDER,
  MISSING_VISMA_ID,
  sessionsWord,
  missingSummaryTooltip,
  teacherMissingSummaryLine,
  markButtonLabel,
  markAllButtonLabel,
  salaryTotalLabel,
} from './labels';
export { SALARY_PAY_TYPES, SALARY_CSV_HEADER, salaryCsvRows, salaryCsv } from './csv';
export type { SalaryPayType, SalaryCsvTeacher } from './csv';
export {
  SALARY_MARK_PARTIAL_TITLE,
  SALARY_MARK_PARTIAL_MESSAGE,
  SALARY_MARK_SUCCESS_TITLE,
  SALARY_MARK_SUCCESS_MESSAGE,
  SALARY_MARK_ERROR_TITLE,
  SALARY_MARK_ERROR_MESSAGE,
  salaryMarkResponseMessage,
} from './marking';
