import { normalizeReadPath, readQueryKey } from '../../query/read-query-key';

/** The economy routes beyond the seed (issue 14): the month check. */
export const economyPaths = { monthCheck: '/economy/month-check/' } as const;

/** A month of the month check (month 1-12). */
// A type alias, not an interface: read parameters must fit ReadParams' index signature.
export type MonthCheckParams = { month: number; year: number };

/** Read keys of the economy routes. */
export const economyKeys = {
  all: [normalizeReadPath('/economy/')] as const,
  monthCheck: (params: MonthCheckParams) => readQueryKey(economyPaths.monthCheck, params),
} as const;
