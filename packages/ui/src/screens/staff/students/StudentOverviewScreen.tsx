import { Stack } from '@chakra-ui/react';
import { PageHeader } from '../../../layout/PageHeader';
import { StudentDetails } from '../../../features/students/StudentDetails';
import { StudentListTable } from '../../../features/students/StudentListTable';
import { StudentActivitiesTable } from './StudentActivitiesTable';
import { staffStudentColumns } from './staffStudentColumns';
import {
  NO_STUDENTS_TEXT,
  STUDENTS_LOAD_ERROR,
  STUDENT_DETAIL_LOAD_ERROR,
  STUDENT_OVERVIEW_TITLE,
} from './studentOverviewTexts';

/**
 * /sales/student-overview ('Studentoversikt'): every student, newest first unless sorted (the
 * API's default for staff), paged on the server with the next page prefetched; active students
 * only unless 'Vis inaktive elever'. A row opens to the student's receivers, packages and lessons.
 */
export function StudentOverviewScreen() {
  return (
    <Stack gap="4" minW="0">
      <PageHeader title={STUDENT_OVERVIEW_TITLE} />
      <StudentListTable
        label={STUDENT_OVERVIEW_TITLE}
        columns={staffStudentColumns}
        errorText={STUDENTS_LOAD_ERROR}
        emptyText={NO_STUDENTS_TEXT}
        renderExpanded={(row) => (
          <StudentDetails
            studentId={row.id}
            loadErrorText={STUDENT_DETAIL_LOAD_ERROR}
            showName
            moreSections={({ activities }) => [
              { title: 'Aktiviteter', content: <StudentActivitiesTable activities={activities} /> },
            ]}
          />
        )}
      />
    </Stack>
  );
}
