import { toPayloadDate } from '@portal/domain/format';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { planFence } from '../../db/plan-fence';
import { pageLimit, preparedShape } from '../../db/prepared';
import { peopleCountSql } from '../../db/row-counts';
import { listPage } from '../../http/list-page';
import {
  activities,
  activityStudents,
  cities,
  invoiceReceiverStudents,
  invoiceReceivers,
  locations,
  schools,
  studentSubjects,
  students,
  subjects,
  teacherStudents,
  teachers,
  users,
} from '../../db/schema/index';
import { type StaffViewer, type TeacherViewer, type Viewer } from '../../auth/viewer';
import { activityPolicy } from '../../policies/activities';
import { studentPolicy } from '../../policies/students';
import { present } from '../../policies/policy';
import { ageOn, decimal, isoDateTime } from '../../http/numbers';
import { packageOfStudent, studentPackagesJson, studentRemainingHoursSql } from '../packages/hours';
import { orderingBy, orderingKey, totalColumn } from '../../http/list-query';
import {
  PERSON_ORDERING,
  type PeopleMatch,
  type PeopleSearch,
  joinPersonWithCity,
  matchPattern,
  matchedUsersColumn,
  peopleMatch,
  personOrder,
  personSearch,
  userFullName,
  personName,
  searchingPeople,
  userIdIn,
} from '../users/person';
import { notFound } from '../../http/errors';
import { cityFirstPage } from './city-first-page';
import { logUnexpectedError } from '../../http/log-error';
import {
  joinKeptRemaining,
  keptRemainingFirstPage,
  keptRemainingFresh,
  keptRemainingOrder,
  keepRemainingForToday,
  refreshKeptRemaining,
} from './kept-remaining';
import {
  isKeptLessonsOrdering,
  type KeptLessonsOrdering,
  joinKeptLessons,
  keepLessonsFresh,
  keptLessonsFirstPage,
  keptLessonsHold,
  keptLessonsOrder,
  refreshKeptLessons,
} from './kept-lessons';

const contact = alias(users, 'contact_user');

export const STUDENT_ORDERING = [
  ...PERSON_ORDERING,
  'city_name',
  'created_at',
  'number_of_hours_remaining_in_packages',
  'days_since_last_activity',
  'number_of_planned_hours',
  'id',
] as const;

/**
 * The student list's select. `clock` is now (an ISO instant) and today (Oslo's calendar day), as
 * values or as a list shape's placeholders (`listPage`). `keptRemaining`: the list is ordered by
 * hours left in packages, and orders by the sums migration 0031 keeps where they hold today
 * (`remainingFresh`); every row still shows its own sum. `keptLessons`: the list is ordered by
 * days since the last lesson or planned hours, and a first page is chosen by the figures migration
 * 0032 keeps where they hold (`lessonsFresh`).
 */
const studentQuery = (
  db: Database,
  clock: { now: string; today: string },
  total: SQL = sql`0`,
  match?: PeopleMatch,
  keptRemaining = false,
  keptLessons = false,
) => {
  const { today } = clock;
  // Behind the planner fence: known, the instant made each row's figures look cheaper than in a
  // plan made without it, and a page ordered by them was planned again on every request.
  const nowAt = planFence(clock.now, 'timestamptz');
  // From activity_students' copies of start and duration: one index range a student (0012).
  const lastActivity = sql<
    string | null
  >`(select max(ast.start_date_time) from ${activityStudents} ast
    where ast.student_id = ${students.id} and ast.start_date_time <= ${nowAt})`;
  const daysSince = sql<
    number | null
  >`(${today}::date - (${lastActivity} at time zone 'Europe/Oslo')::date)`;
  const planned = sql<string>`coalesce((select sum(ast.duration) from ${activityStudents} ast
    where ast.student_id = ${students.id} and ast.start_date_time > ${nowAt}), 0)`;
  const remaining = studentRemainingHoursSql(today);
  const remainingOrder = keptRemaining ? keptRemainingOrder(today) : remaining;
  const joinKept = <Q extends PgSelect>(query: Q) =>
    keptRemaining ? joinKeptRemaining(query, today) : query;
  const firstTeacher = sql<
    number | null
  >`(select min(ts.teacher_id) from ${teacherStudents} ts where ts.student_id = ${students.id})`;
  const columns = {
    id: students.id,
    firstName: users.firstName,
    lastName: users.lastName,
    birthDate: users.birthDate,
    phoneNumber: users.phoneNumber,
    email: users.email,
    address: users.address,
    postCode: users.postCode,
    postCodeArea: users.postCodeArea,
    cityId: users.cityId,
    cityName: cities.cityName,
    schoolId: students.schoolId,
    schoolName: schools.schoolName,
    contactFirst: contact.firstName,
    contactLast: contact.lastName,
    heardAboutUs: students.heardAboutUs,
    otherComments: students.otherComments,
    isActive: students.isActive,
    createdAt: students.createdAt,
    teacher: firstTeacher,
    // The student's subject ids in the same statement (a second query per page before).
    subjectIds: sql<number[] | null>`(select array_agg(ss.subject_id order by ss.subject_id)
      from ${studentSubjects} ss where ss.student_id = ${students.id})`,
    remaining,
    remainingFresh: keptRemaining ? keptRemainingFresh : sql<boolean>`true`,
    lessonsFresh: keptLessons ? keptLessonsHold(clock.now) : sql<boolean>`true`,
    daysSince,
    planned,
    // Rows matching a list's filter over all pages: a scalar subquery of the same statement, so
    // the per-row sums above run only for the page (a count(*) over() computed them for every row).
    total: totalColumn(total),
    matchedUsers: matchedUsersColumn(match),
  };
  // The orderings on the student's own row and sums; the others are on their person and city.
  const studentOrder = {
    created_at: students.createdAt,
    number_of_hours_remaining_in_packages: remainingOrder,
    days_since_last_activity: daysSince,
    number_of_planned_hours: planned,
    id: students.id,
  } as const;
  const order = { ...personOrder, city_name: cities.cityName, ...studentOrder } as const;
  // A later page's keys by the kept lesson figures brought to now (the page itself then reads its
  // ten students' own, as a first page does): joined to the page, the lessons since made the
  // planner join every student to their person (13 of 17 ms).
  const keysOrder = keptLessons
    ? {
        ...order,
        days_since_last_activity: keptLessonsOrder('days_since_last_activity', today, daysSince),
        number_of_planned_hours: keptLessonsOrder('number_of_planned_hours', today, planned),
      }
    : order;
  const ordersOnPerson = (ordering: string) => !Object.hasOwn(studentOrder, orderingKey(ordering));
  // `more`: columns beside the row's (a student's page adds its lists).
  const select = <M extends Record<string, SQL>>(more = {} as M) =>
    joinKept(
      joinPersonWithCity(
        (match ? db.with(match.cte) : db)
          .select({ ...columns, ...more })
          .from(students)
          .$dynamic(),
        students,
      )
        .leftJoin(schools, eq(schools.id, students.schoolId))
        .leftJoin(contact, eq(contact.id, students.contactPersonId)),
    );
  // A page's keys (`keysFirst`): the students alone, or with their person and city for a name
  // search or an order on them (the join cost 14 of 16 ms at offset 5,000 where neither needed
  // it). The matched people's CTE is the page's own.
  const keys = (withPerson: boolean) => {
    const alone = db.select({ id: students.id }).from(students).$dynamic();
    const joined = joinKept(withPerson ? joinPersonWithCity(alone, students) : alone);
    return keptLessons ? joinKeptLessons(db, joined, clock.now) : joined;
  };
  // The figures from the student's lessons, for a first page where nothing is kept.
  const lessonsRead = { days_since_last_activity: daysSince, number_of_planned_hours: planned };
  return { select, keys, order, keysOrder, ordersOnPerson, lessonsRead };
};

type StudentRow = Awaited<
  ReturnType<ReturnType<ReturnType<typeof studentQuery>['select']>['execute']>
>[number];

const toStudent = (r: StudentRow, today: string) => ({
  id: r.id,
  full_name: personName(r.firstName, r.lastName),
  first_name: r.firstName,
  last_name: r.lastName,
  birth_date: r.birthDate,
  age: ageOn(r.birthDate, today),
  phone_number: r.phoneNumber,
  email: r.email,
  address: r.address,
  post_code: r.postCode,
  post_code_area: r.postCodeArea,
  city: r.cityId,
  city_name: r.cityName,
  school: r.schoolId,
  school_name: r.schoolName,
  contact_person_name: r.contactFirst === null ? null : personName(r.contactFirst, r.contactLast),
  heard_about_us: r.heardAboutUs,
  other_comments: r.otherComments,
  teacher: r.teacher === null ? null : Number(r.teacher),
  // Ids as numbers: an aggregate's elements come back as strings from some drivers.
  subjects: (r.subjectIds ?? []).map(Number),
  is_active: r.isActive,
  created_at: isoDateTime(r.createdAt),
  number_of_hours_remaining_in_packages: decimal(r.remaining),
  days_since_last_activity: r.daysSince === null ? null : Number(r.daysSince),
  number_of_planned_hours: decimal(r.planned),
});

/**
 * The ordering (without its '-') of the staff's overview over every student, unsearched: the list
 * whose first pages are chosen apart, by the kept figures or among each city's first students. A
 * teacher's or a customer's few students, and the students a search matches, are summed and
 * sorted as fast as they are read.
 */
const overviewOrderingOf = (viewer: Viewer, ordering: string | undefined, search?: string) =>
  viewer.kind === 'staff' && !search?.trim() && ordering !== undefined
    ? orderingKey(ordering)
    : undefined;

/** Whether a first page is chosen among each city's first students (`city-first-page.ts`). */
const ordersByCity = (viewer: Viewer, ordering: string | undefined, search?: string) =>
  overviewOrderingOf(viewer, ordering, search) === 'city_name';

/** Whether a list orders by the kept sums of hours left (`kept-remaining.ts`). */
const ordersByKeptRemaining = (viewer: Viewer, ordering: string | undefined, search?: string) =>
  overviewOrderingOf(viewer, ordering, search) === 'number_of_hours_remaining_in_packages';

/**
 * Whether a list's pages are chosen by the kept lesson figures (`kept-lessons.ts`): by days since
 * the last lesson or by planned hours.
 */
const ordersByKeptLessons = (viewer: Viewer, ordering: string | undefined, search?: string) => {
  const key = overviewOrderingOf(viewer, ordering, search);
  return key !== undefined && isKeptLessonsOrdering(key);
};

type StudentListQuery = {
  limit: number;
  offset: number;
  search?: string;
  ordering?: string;
  is_active?: boolean;
};

/** A page of students and its total, one statement; `by` as `searchingPeople` reads it. */
const studentPage = (
  db: Database,
  viewer: Viewer,
  query: StudentListQuery,
  now: Date,
  by: PeopleSearch | undefined,
) => {
  const search = by === 'name' ? personSearch(query.search) : undefined;
  // Seed 001 §9: staff see the newest students first; teachers and customers by name.
  const ordering = query.ordering ?? (viewer.kind === 'staff' ? '-created_at' : 'full_name');
  return listPage(db, {
    shape: search ? undefined : `student_list_${ordering}_${query.limit}`,
    inputs: {
      viewer,
      isActive: query.is_active,
      pattern: matchPattern(query.search, by),
      now: now.toISOString(),
      today: toPayloadDate(now),
    },
    offset: query.offset,
    build: (input, { keysFirst }) => {
      const match = peopleMatch(db, input.pattern);
      // `ids`: the matched people's, in the page's statement or in a count run alone.
      const where = (ids: SQL | undefined) =>
        and(
          studentPolicy.visible(input.viewer),
          input.isActive === undefined ? undefined : eq(students.isActive, input.isActive),
          ids ? userIdIn(students.userId, ids) : search,
        );
      // The user's row only when the search needs their name: counting the staff's 5,000 active
      // students joined to users took 5 ms a page (docs/performance.md). The staff's unsearched
      // overview (all, active or inactive) reads the numbers the triggers keep.
      const counted = search
        ? sql`${students} inner join ${users} on ${users.id} = ${students.userId}`
        : sql`${students}`;
      const count = (ids: SQL | undefined) =>
        input.viewer.kind === 'staff' && !ids && !search
          ? peopleCountSql('students', input.isActive)
          : sql`(select count(*) from ${counted} where ${where(ids) ?? sql`true`})`;
      const kept = ordersByKeptRemaining(viewer, ordering, query.search);
      const keptLessons = ordersByKeptLessons(viewer, ordering, query.search);
      const byCity = ordersByCity(viewer, ordering, query.search);
      const q = studentQuery(db, input, count(match?.ids), match, kept, keptLessons);
      const order = orderingBy(ordering, q.order, userFullName, students.id);
      const keys = q
        .keys(search !== undefined || q.ordersOnPerson(ordering))
        .where(where(match?.ids))
        .orderBy(...orderingBy(ordering, q.keysOrder, userFullName, students.id))
        .limit(pageLimit(query.limit));
      // Ordered by hours left, a first page chooses its students by the kept sums alone, then
      // joins their people (every student summed, joined and sorted before: 72 ms a request);
      // by days since the last lesson or planned hours, by the kept lesson figures (33 ms); by
      // city, among each city's first students (10 ms).
      const chosen =
        keysFirst(students.id, keys) ??
        (kept
          ? keptRemainingFirstPage(
              db,
              input.today,
              where(undefined),
              ordering,
              pageLimit(query.limit),
            )
          : keptLessons
            ? keptLessonsFirstPage(
                db,
                input.now,
                where(undefined),
                ordering,
                q.lessonsRead[orderingKey(ordering) as KeptLessonsOrdering],
                pageLimit(query.limit),
              )
            : byCity
              ? cityFirstPage(db, where(undefined), ordering, pageLimit(query.limit))
              : undefined);
      const page = q
        .select()
        .where(and(where(match?.ids), chosen))
        .orderBy(...order)
        .limit(pageLimit(query.limit));
      return { page, countSql: count(match?.idsAlone) };
    },
  });
};

export const listStudents = async (
  db: Database,
  viewer: Viewer,
  query: StudentListQuery,
  now: Date,
) => {
  const today = toPayloadDate(now);
  if (ordersByKeptRemaining(viewer, query.ordering, query.search))
    await keepRemainingForToday(db, today).catch(logUnexpectedError);
  if (ordersByKeptLessons(viewer, query.ordering, query.search))
    await keepLessonsFresh(db, now).catch(logUnexpectedError);
  const { rows, count } = await searchingPeople(db, query.search, (by) =>
    studentPage(db, viewer, query, now, by),
  );
  // Ordered by hours left, the page summed them itself: keep today's sums for the next pages. If
  // that fails (a lock wait cut short, a read-only standby), it is logged and this page answered.
  if (rows[0]?.remainingFresh === false)
    await refreshKeptRemaining(db, today).catch(logUnexpectedError);
  if (rows[0]?.lessonsFresh === false) await refreshKeptLessons(db, now).catch(logUnexpectedError);
  return {
    count,
    results: rows.map((r) => present(studentPolicy, viewer, toStudent(r, today))),
  };
};

/*
 * A student's own reads (the student's page, the row after a save) run as named statements, each
 * planned once per connection: planned on every request they cost PostgreSQL about 5 ms of the
 * page's 6 (docs/performance.md). `student` is the student's id.
 */
const studentPlaceholder = sql.placeholder('student');
/** `studentQuery`'s clock in those statements: run with `now` (ISO) and `today` (Oslo's day). */
const clockPlaceholders = {
  now: sql.placeholder('now') as unknown as string,
  today: sql.placeholder('today') as unknown as string,
};

/** One student as the list shows it (after create). */
export const getStudentRow = async (db: Database, id: number, now: Date) => {
  const today = toPayloadDate(now);
  const [row] = await preparedShape(db, 'student_row', (name) =>
    studentQuery(db, clockPlaceholders)
      .select()
      .where(eq(students.id, studentPlaceholder))
      .prepare(name),
  ).execute({ student: id, now: now.toISOString(), today });
  if (!row) throw notFound();
  return toStudent(row, today);
};

type SubjectRef = { id: number; subject_name: string };

export const studentProfile = async (db: Database, id: number, now: Date) => {
  const row = await getStudentRow(db, id, now);
  const subjectRows = await preparedShape(db, 'student_subjects', (name) =>
    db
      .select({ id: subjects.id, subject_name: subjects.subjectName })
      .from(studentSubjects)
      .innerJoin(subjects, eq(subjects.id, studentSubjects.subjectId))
      .where(eq(studentSubjects.studentId, studentPlaceholder))
      .orderBy(asc(subjects.subjectName))
      .prepare(name),
  ).execute({ student: id });
  return profileOf(row, subjectRows);
};

/** The student's profile: their row as the list shows it, and their subjects by name. */
const profileOf = (row: ReturnType<typeof toStudent>, subjectRows: SubjectRef[]) => {
  return {
    id: row.id,
    full_name: row.full_name,
    first_name: row.first_name,
    last_name: row.last_name,
    age: row.age,
    birth_date: row.birth_date,
    email: row.email,
    phone_number: row.phone_number,
    address: row.address,
    post_code: row.post_code,
    post_code_area: row.post_code_area,
    city: row.city,
    city_name: row.city_name,
    school: row.school,
    school_name: row.school_name,
    contact_person_name: row.contact_person_name,
    is_active: row.is_active,
    subjects: subjectRows,
  };
};

/**
 * A student's page in one statement: the student's row as the list shows it, with the page's
 * lists as JSON arrays beside it (subjects by name, receivers, packages oldest first, lessons
 * newest first; a teacher's own only, the teacher a placeholder), and no row when the viewer may
 * not see the student (`studentPolicy`). The lists were four statements more, each a round trip
 * (PGlite runs every connection's statements in turn), and the teacher's check and the row two
 * more until the thirty-fourth session (docs/performance.md).
 */
const studentPageQuery = (db: Database, viewer: TeacherViewer | StaffViewer) => {
  const shapeViewer =
    viewer.kind === 'teacher'
      ? { ...viewer, teacherId: sql.placeholder('teacher') as unknown as number }
      : viewer;
  const visible = activityPolicy.visible(shapeViewer);
  return studentQuery(db, clockPlaceholders)
    .select({
      subjects: sql<SubjectRef[]>`(select coalesce(json_agg(json_build_object(
          'id', sub.id, 'subject_name', sub.subject_name) order by sub.subject_name), '[]'::json)
        from ${studentSubjects} ss join ${subjects} sub on sub.id = ss.subject_id
        where ss.student_id = ${students.id})`,
      receivers: sql<
        { id: number; first: string; last: string; email: string; phone: string }[]
      >`(select coalesce(json_agg(json_build_object('id', r.id, 'first', ru.first_name,
          'last', ru.last_name, 'email', ru.email, 'phone', ru.phone_number) order by r.id), '[]'::json)
        from ${invoiceReceiverStudents} irs
        join ${invoiceReceivers} r on r.id = irs.invoice_receiver_id
        join ${users} ru on ru.id = r.user_id
        where irs.student_id = ${students.id})`,
      packages: studentPackagesJson,
      lessons: sql<
        {
          id: number;
          first: string;
          last: string;
          start: string;
          duration: string;
          location: string;
          subject: string;
        }[]
      >`(select coalesce(json_agg(json_build_object('id', ${activities.id},
          'first', tu.first_name, 'last', tu.last_name, 'start', ${activities.startDateTime},
          'duration', ${activities.duration}::text, 'location', loc.name, 'subject', sub.subject_name)
          order by ${activities.startDateTime} desc, ${activities.id} desc), '[]'::json)
        from ${activityStudents} ast
        join ${activities} on ${activities.id} = ast.activity_id
        join ${teachers} lt on lt.id = ${activities.teacherId}
        join ${users} tu on tu.id = lt.user_id
        join ${locations} loc on loc.code = ${activities.activityLocation}
        join ${subjects} sub on sub.id = ${activities.subjectId}
        where ast.student_id = ${students.id}${visible ? sql` and ${visible}` : sql``})`,
    })
    .where(and(eq(students.id, studentPlaceholder), studentPolicy.visible(shapeViewer)));
};

export const studentDetail = async (
  db: Database,
  viewer: TeacherViewer | StaffViewer,
  id: number,
  now: Date,
) => {
  const today = toPayloadDate(now);
  const [page] = await preparedShape(db, `student_page_${viewer.kind}`, (name) =>
    studentPageQuery(db, viewer).prepare(name),
  ).execute({
    student: id,
    now: now.toISOString(),
    today,
    teacher: viewer.kind === 'teacher' ? viewer.teacherId : undefined,
  });
  if (!page) throw notFound();
  return {
    student: profileOf(toStudent(page, today), page.subjects),
    invoice_receivers: page.receivers.map((r) => ({
      id: r.id,
      full_name: personName(r.first, r.last),
      email: r.email,
      phone_number: r.phone,
    })),
    // Newest first on the page; read oldest first, the order the hours are drawn in.
    packages: page.packages.map((p) => packageOfStudent(p, now)).reverse(),
    activities: page.lessons.map((a) => ({
      id: a.id,
      teacher_name: personName(a.first, a.last),
      start_date_time: isoDateTime(a.start),
      duration: decimal(a.duration),
      activity_location_name: a.location,
      subject: a.subject,
    })),
  };
};
