import { toPayloadDate } from '@portal/domain/format';
import { type TeacherCreateBody } from '@portal/domain/schemas';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { allIdsExist, idExists } from '../../db/ids';
import { jsonValue } from '../../db/json';
import { executeNamed, pageLimit } from '../../db/prepared';
import {
  activityCategories,
  cities,
  fieldsOfStudy,
  subjects,
  teacherActivityCategories,
  teacherStudents,
  teacherSubjects,
  teachers,
  users,
} from '../../db/schema/index';
import { FieldError, type ValidationErrors } from '../../http/errors';
import { ageOn, decimal, isoDateTime } from '../../http/numbers';
import { orderingBy, pageTotal, totalColumn } from '../../http/list-query';
import { notFound, type Viewer } from '../../auth/viewer';
import { teacherPolicy } from '../../policies/teachers';
import { present } from '../../policies/policy';
import { EMAIL_TAKEN_MESSAGE, findUserByEmail, insertLogin } from '../users/accounts';
import {
  joinPersonWithCity,
  personOrder,
  personSearch,
  plainPeople,
  personName,
} from '../users/person';
import { studentRefsJson } from '../students/refs';
import { PROFILE_MESSAGES, teacherFileLink } from './profile';

/** Seed 001 §9: a teacher created by staff gets activity category [1]. */
export const NEW_TEACHER_ACTIVITY_CATEGORIES = [1] as const;

export const STAFF_TEACHER_MESSAGES = {
  unknownSubjects: 'Ett eller flere fag finnes ikke.',
} as const;

export type TeacherListQuery = {
  limit: number;
  offset: number;
  search?: string;
  ordering?: string;
  subjects?: number[];
  city?: number;
  wants_student?: boolean;
  owns_tablet?: 'true' | 'false' | 'unknown';
  is_active?: boolean;
};

/**
 * The per-row figures of a teacher, as SQL over the teacher's lessons: index-only ranges of
 * activities_teacher_start_idx, which INCLUDEs the duration (migration 0015).
 */
const teacherFigures = (now: Date) => {
  const nowIso = now.toISOString();
  const since = new Date(now.getTime() - 30 * 24 * 3600 * 1000).toISOString();
  const today = toPayloadDate(now);
  const hours = sql<string>`coalesce((select sum(a.duration) from activities a
    where a.teacher_id = ${teachers.id} and a.start_date_time > ${since} and a.start_date_time <= ${nowIso}), 0)`;
  const lastSession = sql<string | null>`(select max(a.start_date_time) from activities a
    where a.teacher_id = ${teachers.id} and a.start_date_time <= ${nowIso})`;
  const daysSince = sql<
    number | null
  >`(${today}::date - (${lastSession} at time zone 'Europe/Oslo')::date)`;
  return { hours, daysSince, today };
};

const teacherSelect = (db: Database, now: Date, total: SQL = sql`0`) => {
  const f = teacherFigures(now);
  const columns = {
    id: teachers.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    phoneNumber: users.phoneNumber,
    address: users.address,
    postCode: users.postCode,
    postCodeArea: users.postCodeArea,
    cityId: users.cityId,
    cityName: cities.cityName,
    birthDate: users.birthDate,
    isActive: users.isActive,
    studyName: fieldsOfStudy.studyName,
    status: teachers.status,
    ownsTablet: teachers.ownsTablet,
    vismaEmploymentId: teachers.vismaEmploymentId,
    teacherSlackId: teachers.teacherSlackId,
    ourComments: teachers.ourComments,
    policeReportFile: teachers.policeReportFile,
    diplomaFile: teachers.diplomaFile,
    universityGrades: teachers.universityGrades,
    createdAt: teachers.createdAt,
    hours: f.hours,
    daysSince: f.daysSince,
    // The teacher's subjects, students and activity categories in the same statement (an index
    // range each per row of the page; four more round trips before).
    subjects: sql<TeacherSubjectRef[]>`(select coalesce(json_agg(json_build_object('id', s.id,
        'subject_name', s.subject_name, 'preferred_subject', tsub.preferred_subject)
        order by s.subject_name, s.id), '[]'::json)
      from ${teacherSubjects} tsub join ${subjects} s on s.id = tsub.subject_id
      where tsub.teacher_id = ${teachers.id})`.mapWith(jsonValue<TeacherSubjectRef[]>),
    students: studentRefsJson(
      teacherStudents,
      teacherStudents.studentId,
      eq(teacherStudents.teacherId, teachers.id),
    ),
    categoryIds: sql<number[] | null>`(select array_agg(tac.activity_category_id
        order by tac.activity_category_id)
      from ${teacherActivityCategories} tac where tac.teacher_id = ${teachers.id})`,
    total: totalColumn(total),
  };
  const order = {
    id: teachers.id,
    ...personOrder,
    city_name: cities.cityName,
    hours_last_30_days: f.hours,
    days_since_last_session: f.daysSince,
    created_at: teachers.createdAt,
  } as const;
  const select = () =>
    joinPersonWithCity(db.select(columns).from(teachers).$dynamic(), teachers).leftJoin(
      fieldsOfStudy,
      eq(fieldsOfStudy.id, teachers.fieldOfStudyId),
    );
  return { select, order, today: f.today };
};

type TeacherRow = Awaited<
  ReturnType<ReturnType<ReturnType<typeof teacherSelect>['select']>['execute']>
>[number];

type TeacherSubjectRef = { id: number; subject_name: string; preferred_subject: boolean };

/** Students by name as Norwegian sorts them (æ, ø, å last), then id. */
const nb = new Intl.Collator('nb');
const byName = (a: { full_name: string; id: number }, b: { full_name: string; id: number }) =>
  nb.compare(a.full_name, b.full_name) || a.id - b.id;

const toStaffTeacher = (r: TeacherRow, today: string) => {
  const file = (field: 'police_report_file' | 'diploma_file' | 'university_grades', v: unknown) =>
    v ? teacherFileLink(r.id, field) : null;
  return {
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    full_name: personName(r.firstName, r.lastName),
    email: r.email,
    phone_number: r.phoneNumber,
    teacher_slack_id: r.teacherSlackId,
    address: r.address,
    post_code: r.postCode,
    post_code_area: r.postCodeArea,
    city: r.cityId,
    city_name: r.cityName,
    age: ageOn(r.birthDate, today),
    field_of_study_name: r.studyName,
    visma_employment_id: r.vismaEmploymentId,
    diploma_file: file('diploma_file', r.diplomaFile),
    university_grades: file('university_grades', r.universityGrades),
    police_report_file: file('police_report_file', r.policeReportFile),
    owns_tablet: r.ownsTablet,
    is_active: r.isActive,
    status: r.status,
    wants_student: r.status === 'WANT_MORE_STUDENTS',
    hours_last_30_days: decimal(r.hours),
    days_since_last_session: r.daysSince === null ? null : Number(r.daysSince),
    subjects: r.subjects,
    students: [...r.students].sort(byName),
    our_comments: r.ourComments,
    // Ids as numbers: an aggregate's elements come back as strings from some drivers.
    activity_categories: (r.categoryIds ?? []).map(Number),
    created_at: isoDateTime(r.createdAt),
  };
};

/** The filters of GET user/teacher/ as one condition (with the viewer's policy). */
const teacherFilter = (viewer: Viewer, query: TeacherListQuery) => {
  const subjectIds = query.subjects ?? [];
  return and(
    teacherPolicy.visible(viewer),
    query.is_active === undefined ? undefined : eq(users.isActive, query.is_active),
    personSearch(query.search),
    subjectIds.length
      ? sql`exists (select 1 from ${teacherSubjects} ts where ts.teacher_id = ${teachers.id} and ts.subject_id in (${sql.join(
          subjectIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`
      : undefined,
    query.city === undefined ? undefined : eq(users.cityId, query.city),
    query.wants_student === undefined
      ? undefined
      : eq(
          teachers.status,
          query.wants_student ? 'WANT_MORE_STUDENTS' : 'DO_NOT_WANT_MORE_STUDENTS',
        ),
    query.owns_tablet === undefined
      ? undefined
      : query.owns_tablet === 'unknown'
        ? isNull(teachers.ownsTablet)
        : eq(teachers.ownsTablet, query.owns_tablet === 'true'),
  );
};

/** GET user/teacher/ (staff): a page of teachers, newest (-id) first unless ordered otherwise. */
export const listTeachers = async (
  db: Database,
  viewer: Viewer,
  query: TeacherListQuery,
  now: Date,
) => {
  const where = teacherFilter(viewer, query);
  const countSql = sql`(select count(*) from ${teachers} inner join ${users} on ${users.id} = ${teachers.userId} where ${where ?? sql`true`})`;
  const q = teacherSelect(db, now, countSql);
  const ordering = query.ordering ?? '-id';
  // A named statement, planned once per connection (0.8 ms of planning a request unnamed),
  // unless searching: a search's plan depends on how many names the pattern matches.
  const rows = await executeNamed(
    q
      .select()
      .where(where)
      .orderBy(...orderingBy(ordering, q.order, teachers.id, teachers.id))
      .limit(pageLimit(query.limit))
      .offset(query.offset),
    query.search?.trim() ? undefined : 'teacher_list',
  );
  const total = await pageTotal(db, rows, query.offset, countSql);
  return {
    count: total,
    results: rows.map((r) => present(teacherPolicy, viewer, toStaffTeacher(r, q.today))),
  };
};

/** One teacher as the staff's list shows it. */
export const staffTeacherRow = async (db: Database, viewer: Viewer, id: number, now: Date) => {
  const q = teacherSelect(db, now);
  const [row] = await q.select().where(eq(teachers.id, id));
  if (!row) throw notFound();
  return present(teacherPolicy, viewer, toStaffTeacher(row, q.today));
};

/** GET user/teacher/list-plain/: active teachers, at most `limit`. */
export const plainTeachers = async (
  db: Database,
  viewer: Viewer,
  query: { limit: number; search?: string },
) => plainPeople(db, teachers, query, teacherPolicy.visible(viewer), eq(users.isActive, true));

/**
 * POST user/teacher/ ('Ny lærer'): the form's rules from @portal/domain; a login nobody can use
 * until a password token or reset sets a password; activity category [1] (seed 001 §9).
 */
export const createTeacher = async (
  db: Database,
  viewer: Viewer,
  form: TeacherCreateBody,
  now: Date,
) => {
  const errors: ValidationErrors = {};
  if (await findUserByEmail(db, form.email)) errors.email = [EMAIL_TAKEN_MESSAGE];
  if (!(await idExists(db, cities, form.city))) errors.city = [PROFILE_MESSAGES.unknownCity];
  const subjectIds = [...new Set(form.subjects)];
  if (!(await allIdsExist(db, subjects, subjectIds)))
    errors.subjects = [STAFF_TEACHER_MESSAGES.unknownSubjects];
  if (Object.keys(errors).length) throw new FieldError(errors);
  const categories = await db
    .select({ id: activityCategories.id })
    .from(activityCategories)
    .where(inArray(activityCategories.id, [...NEW_TEACHER_ACTIVITY_CATEGORIES]));

  const teacherId = await db.transaction(async (tx) => {
    const userId = await insertLogin(tx, {
      email: form.email,
      firstName: form.first_name,
      lastName: form.last_name,
      cityId: form.city,
      userType: 'teacher',
    });
    const [teacher] = await tx
      .insert(teachers)
      .values({ userId, ourComments: form.our_comments })
      .returning({ id: teachers.id });
    const id = teacher!.id;
    await tx
      .insert(teacherSubjects)
      .values(subjectIds.map((subjectId) => ({ teacherId: id, subjectId })));
    if (categories.length)
      await tx
        .insert(teacherActivityCategories)
        .values(categories.map((c) => ({ teacherId: id, activityCategoryId: c.id })));
    return id;
  });
  return staffTeacherRow(db, viewer, teacherId, now);
};
