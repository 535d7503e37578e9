import { DataList, Stack, Text } from '@chakra-ui/react';
import { useNextActivity } from '@portal/api-client/activities';
import { formatDate, formatKr } from '@portal/domain/format';
import { EmptyState } from '../../../feedback/EmptyState';
import { ErrorState } from '../../../feedback/ErrorState';
import { LoadingState } from '../../../feedback/LoadingState';
import { DashboardCard } from './DashboardCard';
import { activityTimeRange, studentNames } from './activityTimes';
import { baseAndTravel } from './payBreakdown';

export const NEXT_ACTIVITY_TITLE = 'Neste aktivitet';
export const NO_PLANNED_ACTIVITIES = 'Du har ingen planlagte aktiviteter';
export const NEXT_ACTIVITY_LOAD_ERROR = 'Kunne ikke hente neste aktivitet.';

/** 'Neste aktivitet': the teacher's next planned lesson, or 'Du har ingen planlagte aktiviteter'. */
export function NextActivityCard() {
  const next = useNextActivity();

  let content;
  if (next.isPending) {
    content = <LoadingState />;
  } else if (next.isError) {
    content = (
      <ErrorState
        message={NEXT_ACTIVITY_LOAD_ERROR}
        onRetry={() => void next.refetch()}
        retrying={next.isFetching}
      />
    );
  } else if (!next.data) {
    content = <EmptyState size="sm" title={NO_PLANNED_ACTIVITIES} />;
  } else {
    const activity = next.data;
    content = (
      <Stack gap="3">
        <Text fontWeight="semibold" fontSize="lg">
          {activity.subject_details}
        </Text>
        <DataList.Root orientation="horizontal" size="sm" gap="1.5">
          <DataList.Item>
            <DataList.ItemLabel>Elever</DataList.ItemLabel>
            <DataList.ItemValue>{studentNames(activity.students)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Dato</DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(activity.start_date_time)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Tid</DataList.ItemLabel>
            <DataList.ItemValue>
              {activityTimeRange(activity.start_date_time, activity.duration)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Sted</DataList.ItemLabel>
            <DataList.ItemValue>{activity.activity_location_name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Lønn</DataList.ItemLabel>
            <DataList.ItemValue whiteSpace="nowrap">
              {formatKr(baseAndTravel(activity))}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Reisetid</DataList.ItemLabel>
            <DataList.ItemValue>{`${activity.travel_time} minutter`}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Stack gap="1">
          <Text fontWeight="medium" textStyle="sm">
            Plan for aktiviteten
          </Text>
          <Text
            textStyle="sm"
            color={activity.activity_plan ? undefined : 'fg.muted'}
            whiteSpace="pre-wrap"
            overflowWrap="anywhere"
          >
            {activity.activity_plan || 'Ingen plan'}
          </Text>
        </Stack>
      </Stack>
    );
  }

  return (
    <DashboardCard title={NEXT_ACTIVITY_TITLE} headingId="next-activity-title">
      {content}
    </DashboardCard>
  );
}
