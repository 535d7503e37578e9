import { Heading, Stack } from '@chakra-ui/react';
import { useStudent, type StudentDetail } from '@portal/api-client/students';
import type { ReactNode } from 'react';
import { ErrorState } from '../../feedback/ErrorState';
import { LoadingState } from '../../feedback/LoadingState';
import { StudentInfo } from './StudentInfo';
import { StudentPackagesTable } from './StudentPackagesTable';
import { StudentReceiversTable } from './StudentReceiversTable';

/** A titled part of the details after the receivers and packages (the staff's 'Aktiviteter'). */
export interface StudentDetailsSection {
  title: string;
  content: ReactNode;
}

export interface StudentDetailsProps {
  studentId: number;
  /** The area's text for a failed GET user/student/{id}/. */
  loadErrorText: string;
  /**
   * Head the details with the student's name (h2; the parts then are h3). Off, the parts are h2:
   * the row above already names the student.
   */
  showName?: boolean;
  /** What the area can do with the student, below the info (the teacher's subject adder). */
  actions?: (student: StudentDetail['student']) => ReactNode;
  /** Parts only this area sees, after 'Fakturamottakere' and 'Pakker'. */
  moreSections?: (detail: StudentDetail) => StudentDetailsSection[];
}

/**
 * The expanded row of a student list (GET user/student/{id}/): the student's info, their invoice
 * receivers and packages. The screen decides what else its area shows ('Mine elever': the subject
 * adder; the staff's 'Studentoversikt': the name and the activities).
 */
export function StudentDetails({
  studentId,
  loadErrorText,
  showName = false,
  actions,
  moreSections,
}: StudentDetailsProps) {
  const detail = useStudent(studentId);
  if (detail.isPending) return <LoadingState variant="skeleton" lines={4} />;
  if (detail.isError || !detail.data)
    return (
      <ErrorState
        message={loadErrorText}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  const { student, invoice_receivers, packages } = detail.data;
  const sections: StudentDetailsSection[] = [
    { title: 'Fakturamottakere', content: <StudentReceiversTable receivers={invoice_receivers} /> },
    { title: 'Pakker', content: <StudentPackagesTable packages={packages} /> },
    ...(moreSections?.(detail.data) ?? []),
  ];
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
      {showName ? (
        <Heading as="h2" size="sm">
          {student.full_name}
        </Heading>
      ) : null}
      <StudentInfo student={student} />
      {actions?.(student)}
      {sections.map((section) => (
        <Stack key={section.title} gap="2">
          <Heading as={showName ? 'h3' : 'h2'} size={showName ? 'xs' : 'sm'}>
            {section.title}
          </Heading>
          {section.content}
        </Stack>
      ))}
    </Stack>
  );
}
