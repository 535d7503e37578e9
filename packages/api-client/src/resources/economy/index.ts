// @portal/api-client/economy: the economy resource's reads, writes and types.
export { economyPaths, economyKeys } from './keys';
export type { MonthCheckParams } from './keys';
export { monthCheckQueryOptions, useMonthCheck } from './month-check-query';
export type {
  MonthCheck,
  MonthCheckTeacher,
  MonthCheckPackage,
  MonthCheckDisagreement,
  MonthCheckKind,
} from './month-check-query';
