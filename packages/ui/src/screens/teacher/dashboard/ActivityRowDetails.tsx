import type { ReactNode } from 'react';
import { DataList } from '@chakra-ui/react';
import type { Activity } from '@portal/api-client/activities';
import { formatDate, formatKr } from '@portal/domain/format';
import { totalPay } from '@portal/domain/salary';
import { ActivityStatusBadge } from '../../../features/activities/ActivityStatusBadge';
import { activityTimeRange, studentNames } from './activityTimes';

/** An expanded row: date, time range, subject, students, status, base, travel and total pay. */
export function ActivityRowDetails({ activity }: { activity: Activity }) {
  const base = Number(activity.base_salary);
  const travel = Number(activity.travel_salary);
  const total = totalPay({
    base,
    travel_salary: travel,
    incentive_bonus: Number(activity.incentive_bonus),
    special_bonus: Number(activity.special_bonus),
  });
  const items: [string, ReactNode][] = [
    ['Dato', formatDate(activity.start_date_time)],
    ['Tid', activityTimeRange(activity.start_date_time, activity.duration)],
    ['Fag', activity.subject_details],
    ['Elever', studentNames(activity.students)],
    ['Status', <ActivityStatusBadge key="status" status={activity.status} />],
    ['Grunnlønn', formatKr(base)],
    ['Reiselønn', formatKr(travel)],
    ['Total lønn', formatKr(total)],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1.5" py="1">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="6rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue whiteSpace="normal" overflowWrap="anywhere">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
