import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { formatDateTimeCompact } from '@portal/domain/format';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { activityOfDraft } from '../../../features/activities/activityDraft';
import { draftsOf, draftStorage } from '../../../form/formDraft';
import { useSignedInUserId } from '../../../session/SessionProvider';
import { activityEditPath, NEW_ACTIVITY_PATH } from './activityColumns';

export const UNSAVED_ACTIVITIES_TITLE = 'Du har ulagrede endringer';
export const UNSAVED_NEW_ACTIVITY = 'Ny aktivitet';
export const CONTINUE_ACTIVITY = 'Fortsett';

/** The line of an edited activity's draft: its start as the draft has it, when it has one. */
export function unsavedEditText(start: unknown): string {
  return typeof start === 'string' && start !== ''
    ? `Aktiviteten ${formatDateTimeCompact(start)}`
    : 'En aktivitet du har endret';
}

interface UnsavedActivity {
  path: string;
  text: string;
}

/** The signed-in teacher's activity drafts (ActivityForm, useFormDraft), each with its form's path. */
function unsavedActivities(owner: string | null): UnsavedActivity[] {
  const storage = draftStorage();
  if (owner === null || storage === null) return [];
  return draftsOf(storage, owner).flatMap(({ name, values }) => {
    const activity = activityOfDraft(name);
    if (activity === null) return [];
    return activity === 'new'
      ? [{ path: NEW_ACTIVITY_PATH, text: UNSAVED_NEW_ACTIVITY }]
      : [{ path: activityEditPath(activity), text: unsavedEditText(values.start_date_time) }];
  });
}

/**
 * On the teacher dashboard, where a sign-in lands: activities the teacher began or changed and did
 * not save (a session that ended, a page left), each with 'Fortsett' back to its form, where the
 * draft is shown again. Nothing when there are none.
 */
export function UnsavedActivitiesNotice() {
  const owner = useSignedInUserId();
  // Read once as the dashboard opens: drafts change only on the form's own page.
  const [unsaved] = useState(() => unsavedActivities(owner));
  if (unsaved.length === 0) return null;
  return (
    <Alert.Root status="info" role="status" aria-label={UNSAVED_ACTIVITIES_TITLE}>
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{UNSAVED_ACTIVITIES_TITLE}</Alert.Title>
        {unsaved.map(({ path, text }) => (
          <Stack
            key={path}
            direction={{ base: 'column', sm: 'row' }}
            align={{ base: 'stretch', sm: 'center' }}
            justify="space-between"
            gap="2"
          >
            <Text>{text}</Text>
            <Button asChild size="sm" variant="outline" flexShrink="0">
              {/* Named with its line too: several drafts give several 'Fortsett'. */}
              <RouterLink to={path} aria-label={`${CONTINUE_ACTIVITY}: ${text}`}>
                {CONTINUE_ACTIVITY}
              </RouterLink>
            </Button>
          </Stack>
        ))}
      </Alert.Content>
    </Alert.Root>
  );
}
