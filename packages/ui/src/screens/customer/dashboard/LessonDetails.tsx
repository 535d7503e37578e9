import { DataList } from '@chakra-ui/react';
import type { Activity } from '@portal/api-client/activities';
import { formatDurationHm } from '@portal/domain/duration';
import { formatDate, formatTime } from '@portal/domain/format';
import type { ReactNode } from 'react';

export const NO_SUMMARY_YET = 'Ingen oppsummering ennå';
export const NO_HOMEWORK = 'Ingen lekser';

/** An expanded lesson: when, who, what was done (the summary written for the student) and homework. */
export function LessonDetails({ lesson }: { lesson: Activity }) {
  const items: [string, ReactNode][] = [
    ['Dato', `${formatDate(lesson.start_date_time)} kl. ${formatTime(lesson.start_date_time)}`],
    ['Lærer', lesson.teacher_name],
    ['Varighet', formatDurationHm(Number(lesson.duration))],
    ['Elever', lesson.students.map((s) => s.full_name).join(', ')],
    ['Oppsummering', lesson.summary_student || NO_SUMMARY_YET],
    ['Lekser', lesson.homework || NO_HOMEWORK],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1.5" py="1">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="7rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue whiteSpace="pre-line" overflowWrap="anywhere">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
