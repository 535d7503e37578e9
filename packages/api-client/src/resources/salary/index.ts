// @portal/api-client/salary: the salary resource's reads, writes and types.
export {
  salaryPaths,
  salaryKeys,
  salaryListQuery,
  salaryPeriodQuery,
  SALARY_WRITE_INVALIDATES,
  VISMA_ID_WRITE_INVALIDATES,
} from './keys';
export type { SalaryListParams, SalaryPeriodParams } from './keys';
export { nextPaymentQueryOptions, useNextPayment } from './next-payment-query';
export type { NextPayment, PayBreakdown } from './next-payment-query';
export { salaryListQueryOptions, useSalaries } from './salary-list-query';
export type { TeacherSalary, TeacherSalaryPage } from './salary-list-query';
export { salaryTotalQueryOptions, useSalaryTotal } from './salary-total-query';
export type { SalaryTotal } from './salary-total-query';
export { downloadSalaryCsv, useDownloadSalaryCsv } from './salary-csv-download';
export {
  markActivitiesPaid,
  sendSummaryReminder,
  saveVismaId,
  useMarkActivitiesPaid,
  useSendSummaryReminder,
  useSaveVismaId,
} from './salary-writes';
export type {
  MarkActivitiesPaid,
  MarkActivitiesPaidResult,
  SummaryReminderResult,
  VismaIdVariables,
} from './salary-writes';
