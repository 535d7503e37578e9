import { activityEnd } from '@portal/domain/duration';
import { formatTime } from '@portal/domain/format';

/** 'HH:mm–HH:mm' in Oslo time: the start and the start plus the duration (decimal hours). */
export function activityTimeRange(start: string, durationHours: number | string): string {
  return `${formatTime(start)}–${formatTime(activityEnd(start, Number(durationHours)))}`;
}

/** Students' full names, comma separated. */
export function studentNames(students: readonly { full_name: string }[]): string {
  return students.map((student) => student.full_name).join(', ');
}
