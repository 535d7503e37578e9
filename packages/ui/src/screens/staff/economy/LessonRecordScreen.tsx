import { Button, Card, DataList, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@portal/api-client';
import { useActivity } from '@portal/api-client/activities';
import { formatDurationHm } from '@portal/domain/duration';
import { formatDate, formatDateText, formatDateTime, formatKr } from '@portal/domain/format';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyState } from '../../../feedback/EmptyState';
import { ErrorState } from '../../../feedback/ErrorState';
import { LoadingState } from '../../../feedback/LoadingState';
import { ActivityStatusBadge } from '../../../features/activities/ActivityStatusBadge';
import { PageHeader } from '../../../layout/PageHeader';
import {
  BACK_TO_MONTH_CHECK,
  LESSON_LOAD_ERROR,
  LESSON_NOT_FOUND,
  LESSON_TITLE,
  PAY_LINE_LABELS,
} from './economyTexts';

function Fields({ items }: { items: [string, ReactNode][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="8rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" minW="0">
      <Card.Header>
        <Heading as="h2" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/**
 * /economy/lesson/:id: one lesson as staff see it (GET activity/activity/{id}/), the record a
 * disagreement of the month check links to: when, who, how long, its summary and paid dates and
 * its pay.
 */
export function LessonRecordScreen() {
  const { id } = useParams();
  const lessonId = Number(id);
  const lesson = useActivity(Number.isInteger(lessonId) && lessonId > 0 ? lessonId : null);
  const back = (
    <Button asChild variant="outline" size="sm">
      <RouterLink to="/economy/month-check">{BACK_TO_MONTH_CHECK}</RouterLink>
    </Button>
  );

  let body: ReactNode;
  if (lesson.isPending) body = <LoadingState />;
  else if (
    (lesson.isError && isApiError(lesson.error) && lesson.error.status === 404) ||
    lesson.data === null
  )
    body = <EmptyState title={LESSON_NOT_FOUND} />;
  else if (lesson.isError)
    body = (
      <ErrorState
        message={LESSON_LOAD_ERROR}
        onRetry={() => void lesson.refetch()}
        retrying={lesson.isFetching}
      />
    );
  else {
    const a = lesson.data;
    body = (
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Block title="Timen">
          <Fields
            items={[
              ['Start', formatDateTime(a.start_date_time)],
              ['Varighet', formatDurationHm(Number(a.duration))],
              ['Lærer', a.teacher_name],
              ['Elever', a.students.map((s) => s.full_name).join(', ') || '–'],
              ['Fag', a.subject_details],
              ['Kategori', a.activity_category_name],
              ['Sted', a.activity_location_name],
              ['Status', <ActivityStatusBadge key="status" status={a.status} />],
            ]}
          />
        </Block>
        <Block title="Oppsummering og lønn">
          <Fields
            items={[
              [
                'Oppsummert',
                a.summary_date ? formatDateText(a.summary_date) : 'Mangler oppsummering',
              ],
              ['Betalt', a.paid_date ? formatDateText(a.paid_date) : 'Ikke betalt'],
              [PAY_LINE_LABELS.base, formatKr(a.base_salary ?? 0)],
              [PAY_LINE_LABELS.bonus, formatKr(a.incentive_bonus ?? 0)],
              [PAY_LINE_LABELS.travel, formatKr(a.travel_salary ?? 0)],
              [PAY_LINE_LABELS.special, formatKr(a.special_bonus ?? 0)],
            ]}
          />
        </Block>
        {a.summary_teacher || a.summary_student ? (
          <Block title="Oppsummeringer">
            <Stack gap="3">
              {a.summary_teacher ? (
                <Text>
                  <Text as="span" fontWeight="semibold">
                    Til drift:{' '}
                  </Text>
                  {a.summary_teacher}
                </Text>
              ) : null}
              {a.summary_student ? (
                <Text>
                  <Text as="span" fontWeight="semibold">
                    Til eleven:{' '}
                  </Text>
                  {a.summary_student}
                </Text>
              ) : null}
            </Stack>
          </Block>
        ) : null}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="5" minW="0">
      <PageHeader
        title={
          lesson.data ? `${LESSON_TITLE} ${formatDate(lesson.data.start_date_time)}` : LESSON_TITLE
        }
        actions={back}
      />
      {body}
    </Stack>
  );
}
