import { Heading, Stack } from '@chakra-ui/react';
import { useStudent } from '@portal/api-client/students';
import { ErrorState } from '../../../feedback/ErrorState';
import { LoadingState } from '../../../feedback/LoadingState';
import { StudentInfo } from '../../../features/students/StudentInfo';
import { StudentPackagesTable } from '../../../features/students/StudentPackagesTable';
import { StudentReceiversTable } from '../../../features/students/StudentReceiversTable';
import { StudentSubjectAdder } from './StudentSubjectAdder';

export const STUDENT_LOAD_ERROR = 'Kunne ikke hente eleven';

/** The expanded row of 'Mine elever': info, subject adder, invoice receivers and packages. */
export function StudentDetails({ studentId }: { studentId: number }) {
  const detail = useStudent(studentId);
  if (detail.isPending) return <LoadingState variant="skeleton" lines={4} />;
  if (detail.isError || !detail.data)
    return (
      <ErrorState
        message={STUDENT_LOAD_ERROR}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  const { student, invoice_receivers, packages } = detail.data;
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
      <StudentInfo student={student} />
      <StudentSubjectAdder student={student} />
      <Stack gap="2">
        <Heading as="h2" size="sm">
          Fakturamottakere
        </Heading>
        <StudentReceiversTable receivers={invoice_receivers} />
      </Stack>
      <Stack gap="2">
        <Heading as="h2" size="sm">
          Pakker
        </Heading>
        <StudentPackagesTable packages={packages} />
      </Stack>
    </Stack>
  );
}
