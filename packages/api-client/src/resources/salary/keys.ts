import { readQueryKey } from '../../query/read-query-key';

/** The salary routes of the teacher area, relative to the base URL. */
export const salaryPaths = { nextPayment: '/salary/next-payment/' } as const;

/** Read keys of the salary routes. */
export const salaryKeys = {
  all: ['salary/'] as const,
  nextPayment: () => readQueryKey(salaryPaths.nextPayment),
} as const;
