// @portal/api-client/students: the students resource's reads, writes and types.
export { studentPaths, studentKeys, studentListQuery, STUDENT_WRITE_INVALIDATES } from './keys';
export type { StudentListParams, StudentOrdering } from './keys';
export { studentListQueryOptions, useStudents } from './student-list-query';
export type { Student, StudentList } from './student-list-query';
export { studentQueryOptions, useStudent, useStudentDetails } from './student-query';
export type { StudentDetail } from './student-query';
export { createStudent, useCreateStudent } from './student-create-mutation';
export type { StudentCreate } from './student-create-mutation';
export { addStudentSubjects, useAddStudentSubjects } from './student-add-subjects-mutation';
export type { AddStudentSubjectsVariables, StudentProfile } from './student-add-subjects-mutation';
export { contactPeopleQueryOptions, useContactPeople } from './contact-people-query';
export type { ContactPeople, ContactPerson } from './contact-people-query';
