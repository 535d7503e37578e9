import { Badge, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useStudents, type Student } from '@portal/api-client/students';
import { EmptyState } from '../../../feedback/EmptyState';
import { ErrorState } from '../../../feedback/ErrorState';
import { LoadingState } from '../../../feedback/LoadingState';
import { PageHeader } from '../../../layout/PageHeader';
import { EmailLink, PhoneLink } from '../../../features/users/ContactLinks';
import { NO_STUDENTS_TEXT, STUDENTS_LOAD_ERROR } from '../shared/customerTexts';

/** A family pays for a few students: one page holds them all. */
const STUDENT_LIMIT = 100;
export const ACTIVE_LABEL = 'Aktiv';
export const INACTIVE_LABEL = 'Inaktiv';

function StudentCard({ student }: { student: Student }) {
  return (
    <Card.Root as="article" aria-label={student.full_name} size="sm">
      <Card.Body gap="2">
        <HStack justify="space-between" gap="2">
          <Text fontWeight="semibold">{student.full_name}</Text>
          <Badge colorPalette={student.is_active ? 'green' : 'gray'}>
            {student.is_active ? ACTIVE_LABEL : INACTIVE_LABEL}
          </Badge>
        </HStack>
        <EmailLink email={student.email} />
        {student.phone_number ? <PhoneLink phone={student.phone_number} /> : null}
      </Card.Body>
    </Card.Root>
  );
}

/** /customer/student-overview ('Mine elever', for payers): the students they pay for. */
export function CustomerStudentsScreen() {
  const students = useStudents({ limit: STUDENT_LIMIT, offset: 0, ordering: 'full_name' });
  let body;
  if (students.isPending) body = <LoadingState variant="skeleton" lines={4} />;
  else if (students.isError || !students.data)
    body = (
      <ErrorState
        message={STUDENTS_LOAD_ERROR}
        onRetry={() => void students.refetch()}
        retrying={students.isFetching}
      />
    );
  else if (students.data.results.length === 0) body = <EmptyState title={NO_STUDENTS_TEXT} />;
  else
    body = (
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {students.data.results.map((student) => (
          <StudentCard key={student.id} student={student} />
        ))}
      </SimpleGrid>
    );
  return (
    <Stack gap="4">
      <PageHeader title="Mine elever" />
      {body}
    </Stack>
  );
}
