import { Heading, Stack } from '@chakra-ui/react';
import { useStudent } from '@portal/api-client/students';
import { StudentInfo } from '../../../features/students/StudentInfo';
import { StudentPackagesTable } from '../../../features/students/StudentPackagesTable';
import { StudentReceiversTable } from '../../../features/students/StudentReceiversTable';
import { ErrorState } from '../../../feedback/ErrorState';
import { LoadingState } from '../../../feedback/LoadingState';
import { StudentActivitiesTable } from './StudentActivitiesTable';
import { STUDENT_DETAIL_LOAD_ERROR } from './studentOverviewTexts';

/**
 * The expanded row of 'Studentoversikt' (seed 001 §3, GET user/student/{id}/): the student, their
 * invoice receivers, packages and activities.
 */
export function StaffStudentDetails({ studentId }: { studentId: number }) {
  const detail = useStudent(studentId);
  if (detail.isPending) return <LoadingState variant="skeleton" lines={4} />;
  if (detail.isError || !detail.data)
    return (
      <ErrorState
        message={STUDENT_DETAIL_LOAD_ERROR}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  const { student, invoice_receivers, packages, activities } = detail.data;
  return (
    // On phones the row spans a table wider than the screen: keep the details within the screen.
    <Stack
      gap="5"
      py="2"
      minW="0"
      position="sticky"
      left="0"
      maxW={{ base: 'calc(100vw - 3.5rem)', md: 'full' }}
    >
      <Heading as="h2" size="sm">
        {student.full_name}
      </Heading>
      <StudentInfo student={student} />
      <Stack gap="2">
        <Heading as="h3" size="xs">
          Fakturamottakere
        </Heading>
        <StudentReceiversTable receivers={invoice_receivers} />
      </Stack>
      <Stack gap="2">
        <Heading as="h3" size="xs">
          Pakker
        </Heading>
        <StudentPackagesTable packages={packages} />
      </Stack>
      <Stack gap="2">
        <Heading as="h3" size="xs">
          Aktiviteter
        </Heading>
        <StudentActivitiesTable activities={activities} />
      </Stack>
    </Stack>
  );
}
