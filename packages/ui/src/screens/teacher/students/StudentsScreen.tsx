import { Stack } from '@chakra-ui/react';
import { PageHeader } from '../../../layout/PageHeader';
import { StudentDetails } from '../../../features/students/StudentDetails';
import {
  SHOW_INACTIVE_STUDENTS_LABEL,
  StudentListTable,
} from '../../../features/students/StudentListTable';
import { STUDENT_COLUMNS } from './studentColumns';
import { StudentSubjectAdder } from './StudentSubjectAdder';

export const SHOW_INACTIVE_LABEL = SHOW_INACTIVE_STUDENTS_LABEL;
export const NO_STUDENTS_TEXT = 'Du har ingen elever å vise';
export const STUDENTS_LOAD_ERROR = 'Kunne ikke hente elevene dine';
export const STUDENT_LOAD_ERROR = 'Kunne ikke hente eleven';

/**
 * /teacher/students ('Mine elever'): the teacher's students, paged from 0 with the next page
 * prefetched, sortable by `ordering`; only active students unless 'Vis inaktive elever' is on.
 */
export function StudentsScreen() {
  return (
    <Stack gap="4">
      <PageHeader title="Mine elever" />
      <StudentListTable
        label="Mine elever"
        columns={STUDENT_COLUMNS}
        errorText={STUDENTS_LOAD_ERROR}
        emptyText={NO_STUDENTS_TEXT}
        renderExpanded={(row) => (
          <StudentDetails
            studentId={row.id}
            loadErrorText={STUDENT_LOAD_ERROR}
            actions={(student) => <StudentSubjectAdder student={student} />}
          />
        )}
      />
    </Stack>
  );
}
