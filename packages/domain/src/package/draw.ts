/** What the drawing rule needs to know about a sold package. */
export interface DrawablePackage {
  id: number;
  /** YYYY-MM-DD */
  date_sold: string;
  is_expired: boolean;
  remaining_hours: number | string;
}

const byDateSoldThenId = (a: DrawablePackage, b: DrawablePackage): number =>
  a.date_sold < b.date_sold ? -1 : a.date_sold > b.date_sold ? 1 : a.id - b.id;

/**
 * The package an activity draws a student's hours from (design domain.md): the oldest sold,
 * non-expired package that still has hours; if none has hours, the newest package (which may then go
 * below zero); null when the student has no package. Ties on date sold go by id.
 */
export function packageToDrawFrom<P extends DrawablePackage>(packages: readonly P[]): P | null {
  const sorted = [...packages].sort(byDateSoldThenId);
  const withHours = sorted.find((p) => !p.is_expired && Number(p.remaining_hours) > 0);
  return withHours ?? sorted.at(-1) ?? null;
}
