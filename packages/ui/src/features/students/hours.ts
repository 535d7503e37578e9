import { formatHoursLong } from '@portal/domain/duration';

const HOURS_FORMAT = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 });

/** Decimal hours from the API ('12.50') as a short number for table cells: '12,5'. */
export function formatHoursShort(hours: string | number): string {
  const value = Number(hours);
  return Number.isFinite(value) ? HOURS_FORMAT.format(value) : '–';
}

/** Package hours as the seed writes them: 'X timer og Y minutter'. */
export function formatPackageHours(hours: string | number): string {
  return formatHoursLong(hours);
}
