import type { StudentCreateBody } from '@portal/domain/schemas';
import type { Database } from '../../db/client';
import { allIdsExist, idExists } from '../../db/ids';
import {
  cities,
  schools,
  studentSubjects,
  students,
  subjects,
  teacherStudents,
  teachers,
} from '../../db/schema/index';
import { FieldError, type ValidationErrors, notFound } from '../../http/errors';
import { assertStudentVisible, type StaffViewer, type TeacherViewer } from '../../auth/viewer';
import { getStudentRow, studentProfile } from './read';
import { EMAIL_TAKEN_MESSAGE, findUserByEmail, insertLogin } from '../users/accounts';

export const STUDENT_MESSAGES = {
  unknownCity: 'Ugyldig by.',
  unknownSchool: 'Ugyldig skole.',
  unknownSubjects: 'Ett eller flere fag finnes ikke.',
  teacherStaffOnly: 'Bare ansatte kan velge lærer.',
  unknownTeacher: 'Ugyldig lærer.',
} as const;

/** 400 unless every subject id exists. */
export const checkSubjectsExist = async (db: Database, ids: number[], field = 'subjects') => {
  const unique = [...new Set(ids)];
  if (!unique.length) return unique;
  if (!(await allIdsExist(db, subjects, unique)))
    throw new FieldError({ [field]: [STUDENT_MESSAGES.unknownSubjects] });
  return unique;
};

/** POST user/student/: a teacher's new student is linked to that teacher; staff may name a teacher. */
export const createStudent = async (
  db: Database,
  viewer: TeacherViewer | StaffViewer,
  form: StudentCreateBody,
  now: Date,
) => {
  const errors: ValidationErrors = {};
  if (!(await idExists(db, cities, form.city))) errors.city = [STUDENT_MESSAGES.unknownCity];
  if (!(await idExists(db, schools, form.school))) errors.school = [STUDENT_MESSAGES.unknownSchool];
  let teacherId: number | null = null;
  const teacher = form.teacher ?? null;
  if (viewer.kind === 'teacher') {
    if (teacher !== null && teacher !== viewer.teacherId)
      errors.teacher = [STUDENT_MESSAGES.teacherStaffOnly];
    teacherId = viewer.teacherId;
  } else if (teacher !== null) {
    if (!(await idExists(db, teachers, teacher)))
      errors.teacher = [STUDENT_MESSAGES.unknownTeacher];
    teacherId = teacher;
  }
  if (await findUserByEmail(db, form.email)) errors.email = [EMAIL_TAKEN_MESSAGE];
  if (Object.keys(errors).length) throw new FieldError(errors);
  const subjectIds = await checkSubjectsExist(db, form.subjects);
  const id = await db.transaction(async (tx) => {
    const userId = await insertLogin(
      tx,
      {
        email: form.email,
        firstName: form.first_name,
        lastName: form.last_name,
        phoneNumber: form.phone_number,
        address: form.address,
        postCode: form.post_code,
        postCodeArea: form.post_code_area,
        cityId: form.city,
        birthDate: form.birth_date,
        userType: 'student',
        createdAt: now,
      },
      'student',
    );
    const [student] = await tx
      .insert(students)
      .values({
        userId,
        heardAboutUs: form.heard_about_us ?? '',
        schoolId: form.school,
        otherComments: form.other_comments ?? '',
        createdAt: now,
      })
      .returning({ id: students.id });
    if (!student) throw new Error('student insert returned no row');
    if (subjectIds.length) {
      await tx
        .insert(studentSubjects)
        .values(subjectIds.map((subjectId) => ({ studentId: student.id, subjectId })));
    }
    if (teacherId !== null)
      await tx.insert(teacherStudents).values({ teacherId, studentId: student.id, createdAt: now });
    return student.id;
  });
  return getStudentRow(db, id, now);
};

/** PATCH user/student/{id}/add-subjects/: adds subjects (existing ones stay). */
export const addSubjects = async (
  db: Database,
  viewer: TeacherViewer | StaffViewer,
  id: number,
  subjectIds: number[],
  now: Date,
) => {
  await assertStudentVisible(db, viewer, id);
  if (!(await idExists(db, students, id))) throw notFound();
  const unique = await checkSubjectsExist(db, subjectIds);
  await db
    .insert(studentSubjects)
    .values(unique.map((subjectId) => ({ studentId: id, subjectId })))
    .onConflictDoNothing();
  return studentProfile(db, id, now);
};
