import {
  PHONE_MESSAGE,
  SUBJECT_NOT_YOURS_MESSAGE,
  TEACHER_FILE_FIELDS,
  type TeacherFileField,
  type TeacherFilesBody,
  type TeacherPatchBody,
} from '@portal/domain/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idExists } from '../../db/ids';
import {
  cities,
  fieldsOfStudy,
  subjects,
  teacherSubjects,
  teachers,
  users,
} from '../../db/schema/index';
import { ApiError, FieldError, messages, type ValidationErrors, notFound } from '../../http/errors';
import { teacherNeedsUpdate } from '../auth/user-summary';
import type { Viewer } from '../../auth/viewer';
import { removePdf, storePdf } from './files';
import { EMAIL_TAKEN_MESSAGE, findUserByEmail } from '../users/accounts';
import { joinPersonWithCity, personName } from '../users/person';

export const PROFILE_MESSAGES = {
  notYourSubject: SUBJECT_NOT_YOURS_MESSAGE,
  unknownCity: 'Ugyldig by.',
  unknownFieldOfStudy: 'Ugyldig studium.',
} as const;

export const teacherFileLink = (teacherId: number, field: TeacherFileField) =>
  `/api/user/teacher/${teacherId}/files/${field}/`;

/** The teacher the viewer may patch or read: their own (another teacher's is 404), staff any. */
export const visibleTeacher = async (db: Database, viewer: Viewer, teacherId: number) => {
  if (viewer.kind === 'teacher' && viewer.teacherId !== teacherId) throw notFound();
  const [row] = await db.select().from(teachers).where(eq(teachers.id, teacherId));
  if (!row) throw notFound();
  return row;
};

export const teacherSelf = async (db: Database, teacherId: number) => {
  const [row] = await joinPersonWithCity(
    db
      .select({
        teacher: teachers,
        user: users,
        cityName: cities.cityName,
        studyName: fieldsOfStudy.studyName,
      })
      .from(teachers)
      .$dynamic(),
    teachers,
  )
    .leftJoin(fieldsOfStudy, eq(fieldsOfStudy.id, teachers.fieldOfStudyId))
    .where(eq(teachers.id, teacherId));
  if (!row) throw notFound();
  const { teacher: t, user: u } = row;
  const subjectRows = await db
    .select({
      id: subjects.id,
      subject_name: subjects.subjectName,
      preferred_subject: teacherSubjects.preferredSubject,
    })
    .from(teacherSubjects)
    .innerJoin(subjects, eq(subjects.id, teacherSubjects.subjectId))
    .where(eq(teacherSubjects.teacherId, teacherId))
    .orderBy(asc(subjects.subjectName));
  const file = (field: TeacherFileField, stored: string | null) =>
    stored ? teacherFileLink(t.id, field) : null;
  return {
    id: t.id,
    user_id: u.id,
    full_name: personName(u.firstName, u.lastName),
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    phone_number: u.phoneNumber,
    birth_date: u.birthDate,
    address: u.address,
    post_code: u.postCode,
    post_code_area: u.postCodeArea,
    city: u.cityId,
    city_name: row.cityName,
    field_of_study: t.fieldOfStudyId,
    field_of_study_name: row.studyName,
    year_of_study: t.yearOfStudy,
    owns_tablet: t.ownsTablet,
    police_report_file: file('police_report_file', t.policeReportFile),
    diploma_file: file('diploma_file', t.diplomaFile),
    university_grades: file('university_grades', t.universityGrades),
    bank_account_number: t.bankAccountNumber,
    social_security: t.socialSecurity,
    heard_about_rh: t.heardAboutRh,
    status: t.status,
    subjects: subjectRows,
    needs_update: await teacherNeedsUpdate(db, u),
  };
};

/** Only staff set these: a teacher sending one gets 403. */
const STAFF_ONLY_KEYS = [
  'visma_employment_id',
  'teacher_slack_id',
  'our_comments',
  'is_active',
] as const;

/**
 * PATCH user/teacher/{id}/ with JSON, validated by the route with @portal/domain's
 * teacherPatchBodySchema: status; or subject + preferred_subject; or profile fields. Staff also set
 * visma_employment_id, teacher_slack_id, our_comments and is_active. What is left here needs the
 * viewer or the database.
 */
export const patchTeacher = async (
  db: Database,
  viewer: Viewer,
  teacherId: number,
  body: TeacherPatchBody,
) => {
  const teacher = await visibleTeacher(db, viewer, teacherId);
  // The Visma employment id is the payroll's key (seed 001 salary screen), our_comments staff's
  // notes about the teacher, the Slack id and is_active the office's: only staff set them.
  if (viewer.kind !== 'staff' && STAFF_ONLY_KEYS.some((k) => body[k] !== undefined))
    throw new ApiError(403, messages.forbidden);
  // A teacher keeps a phone number (their own forms ask for one, and needs_update would send them
  // back for it); only staff clear it, as a teacher created by staff may have none yet.
  if (viewer.kind !== 'staff' && body.phone_number === '')
    throw new FieldError({ phone_number: [PHONE_MESSAGE] });

  const errors: ValidationErrors = {};
  if (body.email !== undefined) {
    const other = await findUserByEmail(db, body.email);
    if (other && other.id !== teacher.userId) errors.email = [EMAIL_TAKEN_MESSAGE];
  }
  if (body.city != null) {
    if (!(await idExists(db, cities, body.city))) errors.city = [PROFILE_MESSAGES.unknownCity];
  }
  if (body.field_of_study != null) {
    if (!(await idExists(db, fieldsOfStudy, body.field_of_study)))
      errors.field_of_study = [PROFILE_MESSAGES.unknownFieldOfStudy];
  }
  let subjectId: number | null = null;
  if (body.subject !== undefined) {
    const match =
      typeof body.subject === 'number'
        ? eq(subjects.id, body.subject)
        : eq(sql`lower(${subjects.subjectName})`, body.subject.toLowerCase());
    const [s] = await db
      .select({ id: subjects.id })
      .from(teacherSubjects)
      .innerJoin(subjects, eq(subjects.id, teacherSubjects.subjectId))
      .where(and(eq(teacherSubjects.teacherId, teacherId), match));
    if (!s) errors.subject = [PROFILE_MESSAGES.notYourSubject];
    else subjectId = s.id;
  }
  if (Object.keys(errors).length) throw new FieldError(errors);

  const userSet: Partial<typeof users.$inferInsert> = {};
  const teacherSet: Partial<typeof teachers.$inferInsert> = {};
  if (body.first_name !== undefined) userSet.firstName = body.first_name;
  if (body.last_name !== undefined) userSet.lastName = body.last_name;
  if (body.email !== undefined) userSet.email = body.email;
  if (body.phone_number !== undefined) userSet.phoneNumber = body.phone_number;
  if (body.birth_date !== undefined) userSet.birthDate = body.birth_date;
  if (body.address !== undefined) userSet.address = body.address;
  if (body.post_code !== undefined) userSet.postCode = body.post_code;
  if (body.post_code_area !== undefined) userSet.postCodeArea = body.post_code_area;
  if (body.city !== undefined) userSet.cityId = body.city;
  if (body.is_active !== undefined) userSet.isActive = body.is_active;
  if (body.social_security !== undefined) teacherSet.socialSecurity = body.social_security;
  if (body.field_of_study !== undefined) teacherSet.fieldOfStudyId = body.field_of_study;
  if (body.year_of_study !== undefined) teacherSet.yearOfStudy = body.year_of_study;
  if (body.owns_tablet !== undefined) teacherSet.ownsTablet = body.owns_tablet;
  if (body.bank_account_number !== undefined)
    teacherSet.bankAccountNumber = body.bank_account_number;
  if (body.heard_about_rh !== undefined) teacherSet.heardAboutRh = body.heard_about_rh;
  if (body.status !== undefined) teacherSet.status = body.status;
  if (body.visma_employment_id !== undefined)
    teacherSet.vismaEmploymentId = body.visma_employment_id;
  if (body.teacher_slack_id !== undefined) teacherSet.teacherSlackId = body.teacher_slack_id;
  if (body.our_comments !== undefined) teacherSet.ourComments = body.our_comments;

  await db.transaction(async (tx) => {
    if (Object.keys(userSet).length)
      await tx.update(users).set(userSet).where(eq(users.id, teacher.userId));
    if (Object.keys(teacherSet).length)
      await tx.update(teachers).set(teacherSet).where(eq(teachers.id, teacherId));
    if (subjectId !== null && body.preferred_subject !== undefined) {
      await tx
        .update(teacherSubjects)
        .set({ preferredSubject: body.preferred_subject })
        .where(
          and(eq(teacherSubjects.teacherId, teacherId), eq(teacherSubjects.subjectId, subjectId)),
        );
    }
  });
  return teacherSelf(db, teacherId);
};

const column = {
  police_report_file: 'policeReportFile',
  diploma_file: 'diplomaFile',
  university_grades: 'universityGrades',
} as const;

/** PATCH user/teacher/{id}/ with multipart: stores each PDF, replacing (and deleting) the old one. */
export const uploadTeacherFiles = async (
  db: Database,
  dataDir: string,
  viewer: Viewer,
  teacherId: number,
  files: TeacherFilesBody,
) => {
  const teacher = await visibleTeacher(db, viewer, teacherId);
  const stored: Partial<Record<TeacherFileField, string>> = {};
  try {
    for (const field of TEACHER_FILE_FIELDS) {
      const file = files[field];
      if (file) stored[field] = await storePdf(dataDir, field, file);
    }
  } catch (err) {
    for (const name of Object.values(stored)) await removePdf(dataDir, name);
    throw err;
  }
  const set: Partial<typeof teachers.$inferInsert> = {};
  for (const [field, name] of Object.entries(stored) as [TeacherFileField, string][])
    set[column[field]] = name;
  if (Object.keys(set).length) {
    // The names being replaced are read under a row lock in the same transaction as the update,
    // so two uploads at once each remove exactly the file the other did not keep.
    const replaced = await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(teachers)
        .where(eq(teachers.id, teacher.id))
        .for('update');
      await tx.update(teachers).set(set).where(eq(teachers.id, teacher.id));
      return (Object.keys(stored) as TeacherFileField[]).map((f) => current?.[column[f]] ?? null);
    });
    for (const name of replaced) await removePdf(dataDir, name);
  }
  return teacherSelf(db, teacherId);
};

/** The stored name of a teacher file the viewer may read, or 404. */
export const teacherFileName = async (
  db: Database,
  viewer: Viewer,
  teacherId: number,
  field: TeacherFileField,
) => {
  const teacher = await visibleTeacher(db, viewer, teacherId);
  const name = teacher[column[field]];
  if (!name) throw notFound();
  return name;
};
