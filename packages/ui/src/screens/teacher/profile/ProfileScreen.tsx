import { Card, Heading, SegmentGroup, Separator, Stack } from '@chakra-ui/react';
import { useTeacherSelf } from '@portal/api-client/teachers';
import { useState } from 'react';
import { ErrorState } from '../../../feedback/ErrorState';
import { LoadingState } from '../../../feedback/LoadingState';
import { PageHeader } from '../../../layout/PageHeader';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PersonalInfoForm } from './PersonalInfoForm';
import { PreferredSubjects } from './PreferredSubjects';
import { TeacherStatusSelect } from './TeacherStatusSelect';

export const PROFILE_VIEWS = { status: 'Status', details: 'Personopplysninger' } as const;
export const PROFILE_LOAD_ERROR = 'Kunne ikke hente profilen din';

type ProfileView = keyof typeof PROFILE_VIEWS;

/** /teacher/profile: the teacher's name and a toggle between Status and Personopplysninger. */
export function ProfileScreen() {
  const teacher = useTeacherSelf();
  const [view, setView] = useState<ProfileView>('status');

  if (teacher.isPending)
    return (
      <Stack gap="4">
        <PageHeader title="Profil" />
        <LoadingState />
      </Stack>
    );
  if (teacher.isError || !teacher.data)
    return (
      <Stack gap="4">
        <PageHeader title="Profil" />
        <ErrorState
          message={PROFILE_LOAD_ERROR}
          onRetry={() => void teacher.refetch()}
          retrying={teacher.isFetching}
        />
      </Stack>
    );

  const self = teacher.data;
  return (
    <Stack gap="4">
      <PageHeader title="Profil" />
      <Card.Root>
        <Card.Header>
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            justify="space-between"
            align={{ base: 'start', sm: 'center' }}
            gap="3"
          >
            <Heading as="h2" size="lg">
              {self.full_name}
            </Heading>
            <SegmentGroup.Root
              aria-label="Visning"
              value={view}
              onValueChange={(details) => {
                if (details.value === 'status' || details.value === 'details')
                  setView(details.value);
              }}
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items
                items={[
                  { value: 'status', label: PROFILE_VIEWS.status },
                  { value: 'details', label: PROFILE_VIEWS.details },
                ]}
              />
            </SegmentGroup.Root>
          </Stack>
        </Card.Header>
        <Card.Body>
          {view === 'status' ? (
            <Stack gap="6">
              <TeacherStatusSelect teacher={self} />
              <PreferredSubjects teacher={self} />
            </Stack>
          ) : (
            <Stack gap="8">
              <ChangePasswordForm />
              <Separator />
              <PersonalInfoForm key={self.id} teacher={self} />
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
