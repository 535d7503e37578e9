import { type PayBreakdown as DomainPayBreakdown } from '@portal/domain';
import { totalPay } from '@portal/domain/salary';
import type { PayBreakdown } from '@portal/api-client/salary';

/** One line of a pay breakdown as the pay card shows it. */
export interface PayLine {
  label: string;
  amount: number;
}

/** The API's decimal strings as the domain's numbers. */
export function toPayNumbers(pay: PayBreakdown): DomainPayBreakdown {
  return {
    base: Number(pay.base),
    incentive_bonus: Number(pay.incentive_bonus),
    special_bonus: Number(pay.special_bonus),
    travel_salary: Number(pay.travel_salary),
  };
}

/** Base, bonus, special bonus and travel, then the total (seed 000 §2, the pay card). */
export function payLines(pay: PayBreakdown): PayLine[] {
  const numbers = toPayNumbers(pay);
  return [
    { label: 'Grunnlønn', amount: numbers.base },
    { label: 'Bonus', amount: numbers.incentive_bonus },
    { label: 'Spesialbonus', amount: numbers.special_bonus },
    { label: 'Reise', amount: numbers.travel_salary },
    { label: 'Totalt', amount: totalPay(numbers) },
  ];
}

/** Base plus travel pay of one activity (the table's pay column and the next-activity card). */
export function baseAndTravel(activity: { base_salary?: string; travel_salary?: string }): number {
  // Teachers always get both; only customers' lessons come without pay figures.
  return Number(activity.base_salary ?? 0) + Number(activity.travel_salary ?? 0);
}
