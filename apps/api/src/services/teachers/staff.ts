import { toPayloadDate } from '@portal/domain/format';
import type { TeacherCreateBody } from '@portal/domain/schemas';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { allIdsExist, idExists } from '../../db/ids';
import { jsonValue } from '../../db/json';
import { pageLimit } from '../../db/prepared';
import { peopleCountSql } from '../../db/row-counts';
import { listPage } from '../../http/list-page';
import {
  activityCategories,
  cities,
  fieldsOfStudy,
  subjects,
  teacherActivityCategories,
  teacherRecentHours,
  teacherStudents,
  teacherSubjects,
  teachers,
  users,
} from '../../db/schema/index';
import { FieldError, type ValidationErrors, notFound } from '../../http/errors';
import { logUnexpectedError } from '../../http/log-error';
import { ageOn, decimal, isoDateTime } from '../../http/numbers';
import { orderingBy, orderingKey, totalColumn } from '../../http/list-query';
import type { Viewer } from '../../auth/viewer';
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
import type { StudentRef } from '../students/refs';
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
 * Where a page's hours in the last 30 days come from: each row's own lessons (`lessons`); the
 * sums kept in `teacher_recent_hours` (migration 0023) joined to every teacher (`kept`); or the
 * `page` of teacher ids chosen first by those sums (`keptHoursPage`). The kept sums are read only
 * while they hold at this moment (`fresh`), and the lessons summed otherwise.
 */
type HoursFrom =
  { from: 'lessons' } | { from: 'kept' } | { from: 'page'; page: ReturnType<typeof keptHoursPage> };

/** A teacher's hours in the last 30 days, summed from their lessons. */
const summedHours = ({ now, since }: TeacherClock) =>
  sql<string>`coalesce((select sum(a.duration) from activities a
    where a.teacher_id = ${teachers.id} and a.start_date_time > ${since} and a.start_date_time <= ${now}), 0)`;

/**
 * The kept sum where the kept sums hold (`fresh`), the summed lessons otherwise. `fresh` is read
 * from a one-row table the statement joins (`joinKeptHours`), so that it is worked out once: the
 * page's columns and its order read the same value.
 */
const keptHours = (clock: TeacherClock) => ({
  fresh: sql<boolean>`kept_hours.fresh`,
  hours: sql<string>`(case when kept_hours.fresh
    then coalesce(${teacherRecentHours.hours}, 0) else ${summedHours(clock)} end)`,
});

/**
 * Joins what `keptHours` reads: each teacher's kept sum, and once whether the sums hold. OFFSET 0
 * keeps the planner from pulling the call up into every row.
 */
const joinKeptHours = <Q extends PgSelect>(query: Q, clock: TeacherClock) =>
  query
    .leftJoin(teacherRecentHours, eq(teacherRecentHours.teacherId, teachers.id))
    .crossJoin(sql`(select teacher_recent_hours_hold(${clock.now}) as fresh offset 0) kept_hours`);

/**
 * The per-row figures of a teacher, as SQL over the teacher's lessons: index-only ranges of
 * activities_teacher_start_idx, which INCLUDEs the duration (migration 0015).
 */
const teacherFigures = (clock: TeacherClock, hoursFrom: HoursFrom) => {
  const { now: nowIso, today } = clock;
  const { hours, fresh } =
    hoursFrom.from === 'page'
      ? {
          hours: sql<string>`${hoursFrom.page.hours}`,
          fresh: sql<boolean>`${hoursFrom.page.fresh}`,
        }
      : hoursFrom.from === 'kept'
        ? keptHours(clock)
        : { hours: summedHours(clock), fresh: sql<boolean>`true` };
  const lastSession = sql<string | null>`(select max(a.start_date_time) from activities a
    where a.teacher_id = ${teachers.id} and a.start_date_time <= ${nowIso})`;
  const daysSince = sql<
    number | null
  >`(${today}::date - (${lastSession} at time zone 'Europe/Oslo')::date)`;
  return { fresh, hours, daysSince };
};

/**
 * The ids of a first page ordered by hours, chosen from `teachers` and the kept sums alone: the
 * page's statement then joins users, cities and fields of study to its ten teachers, not to all
 * 410 before sorting them (about twice the statements a second). While the sums hold, the ten
 * come from one end of teacher_recent_hours_hours_idx (every teacher has a row, migration 0024);
 * else every teacher's lessons are summed and sorted. `where` must not need `users`.
 */
const keptHoursPage = (
  db: Database,
  clock: TeacherClock,
  where: SQL | undefined,
  ordering: string,
  limit: number,
) => {
  const hold = sql<boolean>`(select teacher_recent_hours_hold(${clock.now}))`;
  const summed = summedHours(clock);
  const direction = ordering.startsWith('-') ? desc : asc;
  const kept = db
    .select({
      id: teachers.id,
      hours: sql<string>`${teacherRecentHours.hours}`.as('hours'),
      fresh: sql<boolean>`true`.as('fresh'),
    })
    .from(teacherRecentHours)
    .innerJoin(teachers, eq(teachers.id, teacherRecentHours.teacherId))
    .where(and(hold, where))
    .orderBy(direction(teacherRecentHours.hours), direction(teacherRecentHours.teacherId))
    .limit(limit);
  // The condition as a join: drizzle names a lone table's columns without the table, and the
  // lessons' subquery would then read its own `id`.
  const lessons = db
    .select({ id: teachers.id, hours: summed.as('hours'), fresh: sql<boolean>`false`.as('fresh') })
    .from(teachers)
    .innerJoin(sql`(select ${hold} as fresh offset 0) kept_hours`, sql`not kept_hours.fresh`)
    .where(where)
    .orderBy(direction(summed), direction(teachers.id))
    .limit(limit);
  return kept
    .unionAll(lessons)
    .orderBy(direction(sql`hours`), direction(sql`id`))
    .limit(limit)
    .as('page');
};

/**
 * Now, 30 days before it and Oslo's today, as values or as a list shape's placeholders
 * (`listPage`).
 */
type TeacherClock = { now: string; since: string; today: string };

const clockOf = (now: Date): TeacherClock => ({
  now: now.toISOString(),
  since: new Date(now.getTime() - 30 * 24 * 3600 * 1000).toISOString(),
  today: toPayloadDate(now),
});

/** A teacher's students from the statement's `[ids, names]` (the two in the same order). */
const studentRefsOf = (value: unknown): StudentRef[] => {
  const [ids, names] = jsonValue<[number[], string[]]>(value);
  return ids.map((id, i) => ({ id, full_name: names[i]! }));
};

const teacherSelect = (
  db: Database,
  clock: TeacherClock,
  { total = sql`0`, hoursFrom = { from: 'lessons' } }: { total?: SQL; hoursFrom?: HoursFrom } = {},
) => {
  const f = teacherFigures(clock, hoursFrom);
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
    hoursFresh: f.fresh,
    daysSince: f.daysSince,
    // The teacher's subjects, students and activity categories in the same statement (an index
    // range each per row of the page; four more round trips before).
    subjects: sql<TeacherSubjectRef[]>`(select coalesce(json_agg(json_build_object('id', s.id,
        'subject_name', s.subject_name, 'preferred_subject', tsub.preferred_subject)
        order by s.subject_name, s.id), '[]'::json)
      from ${teacherSubjects} tsub join ${subjects} s on s.id = tsub.subject_id
      where tsub.teacher_id = ${teachers.id})`.mapWith(jsonValue<TeacherSubjectRef[]>),
    // The names are the links' copies (migration 0021): one index range per row; sorted below.
    // Two arrays, ids and names, zipped here: building an object per student took PostgreSQL
    // twice as long as the arrays (docs/performance.md).
    students: sql<StudentRef[]>`(select json_build_array(coalesce(json_agg(ts.student_id), '[]'),
        coalesce(json_agg(ts.student_name), '[]'))
      from ${teacherStudents} ts where ts.teacher_id = ${teachers.id})`.mapWith(studentRefsOf),
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
  const select = () => {
    const base =
      hoursFrom.from === 'page'
        ? db
            .select(columns)
            .from(hoursFrom.page)
            .innerJoin(teachers, eq(teachers.id, hoursFrom.page.id))
            .$dynamic()
        : db.select(columns).from(teachers).$dynamic();
    const page = joinPersonWithCity(base, teachers).leftJoin(
      fieldsOfStudy,
      eq(fieldsOfStudy.id, teachers.fieldOfStudyId),
    );
    return hoursFrom.from === 'kept' ? joinKeptHours(page, clock) : page;
  };
  // A later page's keys (`keysFirst`), under every filter and ordering but the kept hours.
  const keys = () =>
    joinPersonWithCity(db.select({ id: teachers.id }).from(teachers).$dynamic(), teachers);
  return { select, keys, order };
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
    students: r.students.sort(byName),
    our_comments: r.ourComments,
    // Ids as numbers: an aggregate's elements come back as strings from some drivers.
    activity_categories: (r.categoryIds ?? []).map(Number),
    created_at: isoDateTime(r.createdAt),
  };
};

/** The values of GET user/teacher/'s filters, as `listPage` inputs (absent: no condition). */
type TeacherFilterInputs = {
  viewer: Viewer;
  isActive: boolean | undefined;
  subjects: number[] | undefined;
  city: number | undefined;
  status: (typeof teachers.status.enumValues)[number] | undefined;
};

/** The filters of GET user/teacher/ as one condition (with the viewer's policy). */
const teacherFilter = (
  input: TeacherFilterInputs,
  search: SQL | undefined,
  ownsTablet: TeacherListQuery['owns_tablet'],
) =>
  and(
    teacherPolicy.visible(input.viewer),
    // The user's is_active as the teacher's row copies it (migration 0022): no join to count.
    input.isActive === undefined ? undefined : eq(teachers.userIsActive, input.isActive),
    search,
    input.subjects === undefined
      ? undefined
      : sql`exists (select 1 from ${teacherSubjects} ts where ts.teacher_id = ${teachers.id} and ts.subject_id = any(${sql.param(input.subjects)}::int[]))`,
    input.city === undefined ? undefined : eq(users.cityId, input.city),
    input.status === undefined ? undefined : eq(teachers.status, input.status),
    ownsTablet === undefined
      ? undefined
      : ownsTablet === 'unknown'
        ? isNull(teachers.ownsTablet)
        : eq(teachers.ownsTablet, ownsTablet === 'true'),
  );

/** GET user/teacher/ (staff): a page of teachers, newest (-id) first unless ordered otherwise. */
export const listTeachers = async (
  db: Database,
  viewer: Viewer,
  query: TeacherListQuery,
  now: Date,
) => {
  const search = personSearch(query.search);
  const ordering = query.ordering ?? '-id';
  const clock = clockOf(now);
  const { rows, count } = await listPage(db, {
    // A search is planned for its term: its plan depends on how many names the pattern matches.
    shape: search
      ? undefined
      : `teacher_list_${ordering}_${query.owns_tablet ?? 'any'}_${query.limit}`,
    inputs: {
      viewer,
      isActive: query.is_active,
      subjects: query.subjects?.length ? query.subjects : undefined,
      city: query.city,
      status:
        query.wants_student === undefined
          ? undefined
          : query.wants_student
            ? ('WANT_MORE_STUDENTS' as const)
            : ('DO_NOT_WANT_MORE_STUDENTS' as const),
      ...clock,
    },
    offset: query.offset,
    build: (input, { keysFirst }) => {
      const where = teacherFilter(input, search, query.owns_tablet);
      // The users only when the search or the city needs them: every other filter is on the
      // teacher's own rows, and joining 400 users was most of the active overview's count.
      const counted =
        search || input.city !== undefined
          ? sql`${teachers} inner join ${users} on ${users.id} = ${teachers.userId}`
          : sql`${teachers}`;
      // A list with no condition but is_active (the staff's overview, active by default) reads
      // the numbers the triggers keep (migration 0025): counting 400 teachers was a seventh of
      // its statement. Asked of the filter itself, so that a new filter counts its rows.
      const besideActive = teacherFilter(
        { ...input, isActive: undefined },
        search,
        query.owns_tablet,
      );
      const countSql =
        besideActive === undefined
          ? peopleCountSql('teachers', input.isActive)
          : sql`(select count(*) from ${counted} where ${where ?? sql`true`})`;
      // Ordered by hours: a first page without a filter on the users chooses its ten teachers
      // first (`keptHoursPage`); other pages join the kept sums to every teacher.
      const byHours = orderingKey(ordering) === 'hours_last_30_days';
      const firstPage = byHours && query.offset === 0 && !search && input.city === undefined;
      const limit = pageLimit(query.limit);
      const hoursFrom: HoursFrom = firstPage
        ? { from: 'page', page: keptHoursPage(db, input, where, ordering, limit) }
        : { from: byHours ? 'kept' : 'lessons' };
      const q = teacherSelect(db, input, { total: countSql, hoursFrom });
      const order = orderingBy(ordering, q.order, teachers.id, teachers.id);
      // A later page by hours reads the kept sums, whose hold the statement takes once: it
      // skips its offset as before, joined to every teacher (a few hundred).
      const onPage =
        hoursFrom.from === 'lessons'
          ? keysFirst(
              teachers.id,
              q
                .keys()
                .where(where)
                .orderBy(...order)
                .limit(limit),
            )
          : undefined;
      const page = q
        .select()
        .where(firstPage ? undefined : and(where, onPage))
        .orderBy(...order)
        .limit(limit);
      return { page, countSql };
    },
  });
  // Ordered by hours, the page summed them itself: keep the sums of this moment for the next ones.
  // That is for the next pages only: if it fails (a lock wait cut short, a read-only standby),
  // the failure is logged and this page, already read and exact, is answered.
  if (rows[0]?.hoursFresh === false)
    await refreshRecentHours(db, clock.now).catch(logUnexpectedError);
  return {
    count,
    results: rows.map((r) => present(teacherPolicy, viewer, toStaffTeacher(r, clock.today))),
  };
};

/** The kept sums of the teachers' hours (migration 0023), computed again for the moment `at`. */
const refreshRecentHours = (db: Database, at: string) =>
  db.execute(sql`select refresh_teacher_recent_hours(${at})`);

/** One teacher as the staff's list shows it. */
export const staffTeacherRow = async (db: Database, viewer: Viewer, id: number, now: Date) => {
  const clock = clockOf(now);
  const q = teacherSelect(db, clock);
  const [row] = await q.select().where(eq(teachers.id, id));
  if (!row) throw notFound();
  return present(teacherPolicy, viewer, toStaffTeacher(row, clock.today));
};

/** GET user/teacher/list-plain/: active teachers, at most `limit`. */
export const plainTeachers = async (
  db: Database,
  viewer: Viewer,
  query: { limit: number; search?: string },
) =>
  // Active as the teacher's copy of its user's is_active (migration 0022), written as the column
  // alone: a parameter (`= $1`) gave the named statement a generic plan that took every active
  // user to be half of them, and joined and sorted all teachers (0.81 against 0.05 ms).
  plainPeople(db, teachers, viewer, query, (v) => [
    teacherPolicy.visible(v),
    sql`${teachers.userIsActive}`,
  ]);

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
