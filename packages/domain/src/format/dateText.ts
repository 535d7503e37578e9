// Text form of calendar dates in the UI: shown DD.MM.YYYY, held and sent as YYYY-MM-DD (seed 000 §9).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// 21.11.2026, 1.2.2026, 21/11/2026, 21-11-2026, 21 11 2026, 21112026
const TYPED_DATE = /^(\d{1,2})[./\- ](\d{1,2})[./\- ](\d{4})$|^(\d{2})(\d{2})(\d{4})$/;

const pad2 = (n: number) => String(n).padStart(2, '0');

function isRealDay(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** 'YYYY-MM-DD' -> 'DD.MM.YYYY'; anything else gives ''. */
export function formatDateText(isoDate: string | null | undefined): string {
  const match = ISO_DATE.exec(isoDate ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** Typed 'DD.MM.YYYY' (also D.M.YYYY, / or - or space, or DDMMYYYY) -> 'YYYY-MM-DD'; null when it names no real day. */
export function parseDateText(text: string): string | null {
  const match = TYPED_DATE.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = (match[1] ? match.slice(1, 4) : match.slice(4, 7)).map(Number) as [
    number,
    number,
    number,
  ];
  if (year < 1000 || !isRealDay(year, month, day)) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}
