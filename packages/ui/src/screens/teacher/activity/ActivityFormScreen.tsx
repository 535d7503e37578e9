import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isApiError } from '@portal/api-client';
import { useActivity } from '@portal/api-client/activities';
import { ErrorState } from '../../../feedback/ErrorState';
import { LoadingState } from '../../../feedback/LoadingState';
import { PageHeader } from '../../../layout/PageHeader';
import { ActivityForm } from './ActivityForm';
import { useActivityFormData } from './useActivityFormData';

export const NEW_ACTIVITY_TITLE = 'Ny aktivitet';
export const EDIT_ACTIVITY_TITLE = 'Rediger aktivitet';
export const ACTIVITY_NOT_FOUND_TITLE = 'Fant ikke aktiviteten';
export const ACTIVITY_NOT_FOUND_MESSAGE =
  'Aktiviteten finnes ikke, eller den tilhører en annen lærer. Du kan bare se og endre dine egne aktiviteter.';
export const FORM_LOAD_ERROR = 'Kunne ikke hente skjemaet for aktiviteten.';

/** A route id as an activity id, or null for the new form; NaN for an id that is not a number. */
function activityIdOf(param: string | undefined): number | null {
  if (param === undefined || param === '') return null;
  return /^\d+$/.test(param) ? Number(param) : Number.NaN;
}

/** /teacher/activity (new) and /teacher/activity/:id (edit): the activity form with its data. */
export function ActivityFormScreen() {
  const { id: idParam } = useParams();
  const id = activityIdOf(idParam);
  const invalidId = id !== null && Number.isNaN(id);
  const activity = useActivity(invalidId ? null : id);
  const data = useActivityFormData();
  const title = id === null ? NEW_ACTIVITY_TITLE : EDIT_ACTIVITY_TITLE;

  const notFound =
    invalidId || (activity.isError && isApiError(activity.error) && activity.error.status === 404);
  let content;
  if (notFound) {
    content = (
      <Stack gap="4" align="center">
        <ErrorState title={ACTIVITY_NOT_FOUND_TITLE} message={ACTIVITY_NOT_FOUND_MESSAGE} />
        <Button asChild variant="outline">
          <RouterLink to="/teacher/dashboard">Til dashboard</RouterLink>
        </Button>
      </Stack>
    );
  } else if (activity.isError || data.isError) {
    content = (
      <ErrorState
        message={FORM_LOAD_ERROR}
        onRetry={() => {
          if (activity.isError) void activity.refetch();
          data.refetch();
        }}
        retrying={activity.isFetching || data.isRefetching}
      />
    );
  } else if (activity.isPending || data.isPending) {
    content = <LoadingState />;
  } else {
    content = (
      <ActivityForm
        // A new key per activity gives the form fresh default values.
        key={activity.data?.id ?? 'new'}
        activity={activity.data ?? undefined}
        categories={data.categories}
        locations={data.locations}
        subjects={data.subjects}
        students={data.students}
      />
    );
  }

  return (
    <Stack gap="2" minW="0">
      <PageHeader title={title} />
      {content}
    </Stack>
  );
}
