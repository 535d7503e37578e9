import { csvNumber, toSafeCsv, type SafeCsvCell } from '../csv/csv';
import { toOre } from '../format/ore';

/**
 * The payroll file of the salary screen ('Last ned lønn - CSV', GET salary/generate-csv): one row
 * per teacher and pay type, keyed by the teacher's Visma employment id, so the payroll system can
 * import it as variable pay lines. Semicolon-separated with French digit grouping (seed 001 §9).
 */

/** The pay types, in file order, named as on the salary screen's expanded row. */
export const SALARY_PAY_TYPES = {
  base: 'Basislønn',
  incentive_bonus: 'Bonuslønn',
  travel_salary: 'Reiselønn',
  special_bonus: 'Ekstralønn',
} as const;

export type SalaryPayType = keyof typeof SALARY_PAY_TYPES;

/** Header row of the payroll file. */
export const SALARY_CSV_HEADER = ['Ansattnummer', 'Navn', 'Lønnsart', 'Timer', 'Beløp'] as const;

/**
 * One teacher's pay for the file. Amounts are kr and hours decimal strings (or numbers) as the API
 * computes them; hours are null for a pay type that has none (special bonus).
 */
export interface SalaryCsvTeacher {
  visma_employment_id: string;
  name: string;
  lines: Record<SalaryPayType, { hours: string | number | null; amount: string | number }>;
}

/**
 * The rows of the payroll file (header first): for each teacher, one row per pay type whose amount
 * or hours are not zero, in the order of SALARY_PAY_TYPES. Amounts have two decimals, hours up to
 * two; both are number cells, every text cell is neutralised against formula injection.
 */
export function salaryCsvRows(teachers: readonly SalaryCsvTeacher[]): SafeCsvCell[][] {
  const rows: SafeCsvCell[][] = [[...SALARY_CSV_HEADER]];
  for (const teacher of teachers) {
    for (const type of Object.keys(SALARY_PAY_TYPES) as SalaryPayType[]) {
      const { hours, amount } = teacher.lines[type];
      const hasHours = hours !== null && toOre(hours) !== 0;
      if (toOre(amount) === 0 && !hasHours) continue;
      rows.push([
        teacher.visma_employment_id,
        teacher.name,
        SALARY_PAY_TYPES[type],
        hours === null ? null : csvNumber(hours),
        csvNumber(amount, { fixedDecimals: true }),
      ]);
    }
  }
  return rows;
}

/** The payroll file as text, with a BOM so spreadsheet programs read æøå right. */
export function salaryCsv(teachers: readonly SalaryCsvTeacher[]): string {
  return toSafeCsv(salaryCsvRows(teachers), { bom: true });
}
