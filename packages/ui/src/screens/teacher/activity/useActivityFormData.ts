import {
  useActivityCategories,
  useActivityLocations,
  useSubjects,
} from '@portal/api-client/reference';
import { useStudents } from '@portal/api-client/students';

/** The largest page the API serves: every own active student fits for the picker. */
export const STUDENT_PICKER_LIMIT = 100;

/** The lists the activity form chooses from: categories, places, subjects and own active students. */
export function useActivityFormData() {
  const categories = useActivityCategories();
  const locations = useActivityLocations();
  const subjects = useSubjects();
  const students = useStudents({
    limit: STUDENT_PICKER_LIMIT,
    offset: 0,
    is_active: true,
    ordering: 'full_name',
  });
  const queries = [categories, locations, subjects, students];
  return {
    categories: categories.data ?? [],
    locations: locations.data ?? [],
    subjects: subjects.data ?? [],
    students: students.data?.results ?? [],
    isPending: queries.some((query) => query.isPending),
    isError: queries.some((query) => query.isError),
    isRefetching: queries.some((query) => query.isFetching),
    refetch: () => queries.forEach((query) => void query.refetch()),
  };
}
