import { normalizeReadPath, readQueryKey } from '../../query/read-query-key';

/** The salary routes: the teacher's pay card and the staff's 'Betal Lønn' (seed 001 section 7). */
export const salaryPaths = {
  nextPayment: '/salary/next-payment/',
  list: '/salary/',
  total: '/salary/total/',
  csv: '/salary/generate-csv/',
  markPaid: '/salary/mark-activities-as-paid/',
  reminder: '/salary/teacher/{id}/reminder/',
} as const;

/**
 * The filters of 'Betal Lønn' (seed 001 §4: month, year, unpaid flag and only-alerts flag).
 * `unpaid`: the unpaid view (true) or the paid view (false).
 */
// Type aliases, not interfaces: read parameters must fit ReadParams' index signature.
export type SalaryPeriodParams = { month: number; year: number; unpaid: boolean };
export type SalaryListParams = SalaryPeriodParams & {
  onlyAlerts: boolean;
  limit: number;
  offset: number;
};

const flag = (value: boolean) => (value ? ('true' as const) : ('false' as const));

/** The query of GET salary/total/ and salary/generate-csv/. */
export function salaryPeriodQuery({ month, year, unpaid }: SalaryPeriodParams) {
  return { month, year, month_is_unpaid: flag(unpaid) };
}

/** The query of GET salary/: only_show_alerts is sent in the unpaid view only (seed 001 §2). */
export function salaryListQuery({ onlyAlerts, limit, offset, ...period }: SalaryListParams) {
  return {
    ...salaryPeriodQuery(period),
    only_show_alerts: period.unpaid && onlyAlerts ? ('true' as const) : undefined,
    limit,
    offset,
  };
}

/** Read keys of the salary routes. */
export const salaryKeys = {
  /** Prefix of every salary read (the pay card, the table and the totals). */
  all: [normalizeReadPath(salaryPaths.list)] as const,
  nextPayment: () => readQueryKey(salaryPaths.nextPayment),
  list: (params: SalaryListParams) => readQueryKey(salaryPaths.list, salaryListQuery(params)),
  total: (params: SalaryPeriodParams) => readQueryKey(salaryPaths.total, salaryPeriodQuery(params)),
} as const;

/**
 * Marking pay changes every salary read (table, totals, pay card), the month check's paid hours
 * and the lessons' paid date.
 */
export const SALARY_WRITE_INVALIDATES = ['/salary/', '/economy/', '/activity/activity/'] as const;

/** Saving a Visma id changes the salary rows and the teacher reads (user/teacher/). */
export const VISMA_ID_WRITE_INVALIDATES = ['/salary/', '/user/teacher/'] as const;
