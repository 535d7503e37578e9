// Texts of 'Studentoversikt'. The seed gives the page name and the detail load failure ('Lasting
// av studenter feilet', seed 001 §8); the rest are ours.
export const STUDENT_OVERVIEW_TITLE = 'Studentoversikt';
export const STUDENTS_LOAD_ERROR = 'Kunne ikke hente elevene.';
export const STUDENT_DETAIL_LOAD_ERROR = 'Lasting av studenter feilet';
export const NO_STUDENTS_TEXT = 'Ingen elever å vise';
// The list's own texts, the same in the teacher's 'Mine elever'.
export {
  SEARCH_STUDENTS_LABEL,
  SHOW_INACTIVE_STUDENTS_LABEL,
} from '../../../features/students/StudentListTable';
export const INACTIVE_STUDENT_LABEL = 'Inaktiv';
export const NO_ACTIVITIES_TEXT = 'Eleven har ingen aktiviteter';
