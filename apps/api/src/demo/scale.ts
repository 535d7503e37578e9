import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * A company of five years on top of the demo data (which keeps the demo accounts, so every screen
 * opens on it): 400 teachers and 6,000 students with their subjects, 4,500 invoice receivers,
 * 12,000 packages with their order confirmations, and 300,000 lessons with their students,
 * package draws and pay.
 * Generated inside the database with generate_series and integer arithmetic on the row number, so
 * it is deterministic (the same `now` gives the same rows) and takes seconds on PostgreSQL, not
 * minutes of round trips; the same statements run on PGlite.
 */
export const SCALE = {
  teachers: 400,
  students: 6000,
  receivers: 4500,
  packages: 12000,
  lessons: 300_000,
  // The staff's own records: an issue board used for five years (about four issues a week, all
  // but the newest done), and the password tokens of five years of resets, a fifth of them made
  // by staff for a user (the staff's token list), nearly all used or expired.
  issues: 1_000,
  resetTokens: 20_000,
  years: 5,
} as const;

export type ScaleOptions = { lessons?: number };

const UNUSABLE_PASSWORD = 'unusable$scale-data';

const steps = (now: Date, lessons: number): [string, SQL][] => {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const today = sql`(${nowSql} at time zone 'Europe/Oslo')::date`;
  const spanSeconds = SCALE.years * 365 * 24 * 3600;
  // Lesson i starts at an even spread over the five years up to 8 weeks ahead of now.
  const start = sql`(${nowSql} - make_interval(secs => ${spanSeconds}) + make_interval(secs => (i::bigint * ${spanSeconds + 56 * 24 * 3600}) / ${lessons}))`;
  const teacherIndex = sql`(i % ${SCALE.teachers})`;
  // Each teacher has 15 students (student s belongs to teacher s % 400); lesson i is taught by
  // teacher i % 400 to one of their students in turn.
  const studentOfLesson = (i: SQL) =>
    sql`(${i} % ${SCALE.teachers} + ${SCALE.teachers} * ((${i} / ${SCALE.teachers}) % ${SCALE.students / SCALE.teachers}))`;
  const indexOf = (column: SQL) => sql`(substring(${column} from '-([0-9]+)@')::int)`;
  // The company invoices monthly: a month's packages and travel lines are exported and sent on
  // the 1st of the next month, so those of the current month are what is left to invoice.
  const invoicedOn = (day: SQL) =>
    sql`(case when date_trunc('month', ${day}) + interval '1 month' <= (${nowSql} at time zone 'Europe/Oslo')::date
      then (date_trunc('month', ${day}) + interval '1 month')::date end)`;
  return [
    [
      'users',
      // Teachers and students have a city, as their forms require: one of the demo's eight,
      // weighted roughly as the company's cities are (Oslo 8 in 20, Bergen 3, Trondheim, Stavanger
      // and Drammen 2, the others 1), which is also everyone's post code area. A receiver's form
      // has no city.
      sql`insert into users (email, password, first_name, last_name, phone_number, address, post_code, post_code_area, city_id, user_type, is_active)
        select kind || '-' || n || '@skala.test', ${UNUSABLE_PASSWORD},
          (array['Ola','Kari','Nora','Emil','Sara','Jonas','Ingrid','Lars','Maja','Henrik'])[1 + n % 10],
          (array['Hansen','Johansen','Olsen','Larsen','Andersen','Pedersen','Nilsen','Kristiansen'])[1 + (n / 10) % 8] || ' ' || n,
          (40000000 + n * 7)::text, 'Skalaveien ' || (1 + n % 200), lpad((100 + n % 9000)::text, 4, '0'), place.city,
          case when kind_type <> 'invoice_receiver' then (select c.id from cities c where c.city_name = place.city) end,
          kind_type::user_type, n % 10 <> 9
        from (values ('skala-laerer', 'teacher', ${SCALE.teachers}::int), ('skala-elev', 'student', ${SCALE.students}::int), ('skala-betaler', 'invoice_receiver', ${SCALE.receivers}::int)) k(kind, kind_type, total),
          generate_series(0, total - 1) n,
          lateral (select (array['Oslo','Oslo','Oslo','Oslo','Oslo','Oslo','Oslo','Oslo','Bergen','Bergen','Bergen',
            'Trondheim','Trondheim','Stavanger','Stavanger','Drammen','Drammen','Tromsø','Kristiansand','Fredrikstad'])[1 + (n * 7) % 20] as city) place`,
    ],
    [
      'teachers',
      sql`insert into teachers (user_id, bank_account_number, our_comments)
        select id, '1234' || lpad(id::text, 7, '0'), 'Skaladata' from users where email like 'skala-laerer-%' order by id`,
    ],
    [
      'students',
      sql`insert into students (user_id, is_active, created_at)
        select id, ${indexOf(sql`email`)} % 10 <> 9, ${nowSql} - make_interval(days => ${indexOf(sql`email`)} % 1800)
        from users where email like 'skala-elev-%' order by id`,
    ],
    [
      'invoice receivers',
      sql`insert into invoice_receivers (user_id) select id from users where email like 'skala-betaler-%' order by id`,
    ],
    [
      'index tables',
      sql`create temporary table skala_ids as
        select 'teacher' as kind, ${indexOf(sql`u.email`)} as n, t.id from teachers t join users u on u.id = t.user_id where u.email like 'skala-laerer-%'
        union all select 'student', ${indexOf(sql`u.email`)}, s.id from students s join users u on u.id = s.user_id where u.email like 'skala-elev-%'
        union all select 'receiver', ${indexOf(sql`u.email`)}, r.id from invoice_receivers r join users u on u.id = r.user_id where u.email like 'skala-betaler-%'`,
    ],
    ['index tables (key)', sql`create index on skala_ids (kind, n)`],
    [
      // Three subjects a teacher (the first preferred) and two a student, spread over all
      // subjects; every teacher teaches private lessons and one other kind.
      'subjects and lesson kinds',
      sql`with ref as (select (select array_agg(id order by id) from subjects) as subjects,
          (select array_agg(id order by id) from activity_categories) as categories),
        teacher_rows as (insert into teacher_subjects (teacher_id, subject_id, preferred_subject)
          select t.id, ref.subjects[1 + (t.n + k * 7) % array_length(ref.subjects, 1)], k = 0
          from skala_ids t cross join generate_series(0, 2) k cross join ref where t.kind = 'teacher'
          returning 1),
        kind_rows as (insert into teacher_activity_categories (teacher_id, activity_category_id)
          select t.id, c from skala_ids t cross join ref
            cross join lateral unnest(array[ref.categories[1],
              ref.categories[2 + t.n % (array_length(ref.categories, 1) - 1)]]) c
          where t.kind = 'teacher'
          returning 1)
        insert into student_subjects (student_id, subject_id)
          select s.id, ref.subjects[1 + (s.n + k * 10) % array_length(ref.subjects, 1)]
          from skala_ids s cross join generate_series(0, 1) k cross join ref where s.kind = 'student'`,
    ],
    [
      'teacher students',
      sql`insert into teacher_students (teacher_id, student_id)
        select t.id, s.id from skala_ids s join skala_ids t on t.kind = 'teacher' and t.n = s.n % ${SCALE.teachers} where s.kind = 'student'`,
    ],
    [
      'receiver students',
      sql`insert into invoice_receiver_students (invoice_receiver_id, student_id)
        select r.id, s.id from skala_ids s join skala_ids r on r.kind = 'receiver' and r.n = s.n % ${SCALE.receivers} where s.kind = 'student'`,
    ],
    [
      'packages',
      sql`insert into packages (package_type_id, date_sold, invoice_receiver_id, discount_percentage, number_of_payments, expiration_date, description,
          invoice_exported_date, invoice_sent_date)
        select pt.ids[1 + k % array_length(pt.ids, 1)], sold.day,
          r.id, (k % 4) * 5, 1 + k % 3,
          (sold.day + interval '1 year')::date,
          'Skalapakke ' || k, ${invoicedOn(sql`sold.day`)}, ${invoicedOn(sql`sold.day`)}
        from generate_series(0, ${SCALE.packages - 1}) k
          cross join lateral (select (${nowSql} - make_interval(days => 1800 - (k * 1800) / ${SCALE.packages}))::date as day) sold
          join skala_ids s on s.kind = 'student' and s.n = k % ${SCALE.students}
          join invoice_receiver_students irs on irs.student_id = s.id
          join invoice_receivers r on r.id = irs.invoice_receiver_id
          cross join (select array_agg(id order by id) as ids from package_types) pt`,
    ],
    [
      'package students',
      sql`insert into package_students (package_id, student_id)
        select p.id, s.id from packages p
          join skala_ids s on s.kind = 'student' and s.n = (substring(p.description from '([0-9]+)$')::int) % ${SCALE.students}
        where p.description like 'Skalapakke %'`,
    ],
    [
      // As the demo has them: each package's confirmation, sent unless the package is newer than
      // five days; every fifth package edited 20 days after its sale, with a second one.
      'order confirmations',
      sql`insert into order_confirmations (package_id, order_confirmation_purpose, order_confirmation_sent_date, created_at)
        select p.id, c.purpose::order_confirmation_purpose,
          case when c.day + 5 <= ${today} then (c.day + time '14:00') at time zone 'Europe/Oslo' end,
          (c.day + time '11:00') at time zone 'Europe/Oslo'
        from packages p
          cross join lateral (select substring(p.description from '([0-9]+)$')::int as k) n
          cross join lateral (values ('NEW_PACKAGE', p.date_sold),
            ('EDITED_PACKAGE', case when n.k % 5 = 0 then least(p.date_sold + 20, ${today}) end)) c(purpose, day)
        where p.description like 'Skalapakke %' and c.day is not null`,
    ],
    [
      'lessons',
      sql`insert into activities (teacher_id, activity_category_id, subject_id, start_date_time, duration, travel_time, activity_location,
          activity_plan, summary_teacher, summary_student, homework, summary_date, base_salary, travel_salary, paid_date,
          travel_invoice_exported_date, travel_invoice_sent_date)
        select t.id, ref.categories[1], ref.subjects[1 + i % array_length(ref.subjects, 1)], ${start},
          (1 + i % 3) * 0.5 + 0.5, case when i % 4 = 0 then 0 else 15 end,
          ref.locations[1 + i % array_length(ref.locations, 1)],
          'Skala-økt ' || i,
          case when ${start} < ${nowSql} and i % 37 <> 0 then 'Gjennomgikk oppgaver.' else '' end,
          case when ${start} < ${nowSql} and i % 37 <> 0 then 'Bra innsats i dag.' else '' end,
          case when ${start} < ${nowSql} and i % 37 <> 0 then 'Oppgave ' || (i % 50) else '' end,
          case when ${start} < ${nowSql} and i % 37 <> 0 then (${start})::date end,
          ((1 + i % 3) * 0.5 + 0.5) * 300, case when i % 4 = 0 then 0 else 75 end,
          case when ${start} < ${nowSql} - interval '2 months' then (${start} + interval '1 month')::date end,
          case when i % 4 <> 0 and ${start} < ${nowSql} and i % 37 <> 0 then ${invoicedOn(sql`((${start}) at time zone 'Europe/Oslo')::date`)} end,
          case when i % 4 <> 0 and ${start} < ${nowSql} and i % 37 <> 0 then ${invoicedOn(sql`((${start}) at time zone 'Europe/Oslo')::date`)} end
        from generate_series(0, ${lessons - 1}) i
          join skala_ids t on t.kind = 'teacher' and t.n = ${teacherIndex}
          cross join (select (select array_agg(id order by id) from subjects) as subjects,
                             (select array_agg(id order by id) from activity_categories) as categories,
                             (select array_agg(code order by code) from locations) as locations) ref`,
    ],
    [
      'lesson students',
      sql`insert into activity_students (activity_id, student_id)
        select a.id, s.id
        from (select id, substring(activity_plan from '([0-9]+)$')::int as i from activities where activity_plan like 'Skala-økt %') a
          join skala_ids s on s.kind = 'student' and s.n = ${studentOfLesson(sql`a.i`)}`,
    ],
    [
      'package draws',
      sql`insert into package_draws (activity_id, student_id, package_id, hours)
        select a.activity_id, a.student_id, ps.package_id, ac.duration
        from activity_students a
          join activities ac on ac.id = a.activity_id and ac.activity_plan like 'Skala-økt %' and ac.summary_date is not null
          join lateral (select min(package_id) as package_id from package_students where student_id = a.student_id) ps on true
        where ps.package_id is not null`,
    ],
    [
      'issues',
      sql`insert into issues (title, description, details, category, priority, state, estimate, developer_id, author_id, created_at, updated_at)
        select 'Skala-sak ' || n, 'Beskrivelse av sak ' || n, case when n % 3 = 0 then 'Detaljer om sak ' || n else '' end,
          1 + n % 3, 1 + (n / 3) % 3,
          case when n < ${SCALE.issues - 40} then 3 when n < ${SCALE.issues - 15} then 2 else 1 end,
          1 + n % 20, case when n % 4 <> 0 then staff[1 + n % cardinality(staff)] end, staff[1 + (n / 7) % cardinality(staff)],
          ${nowSql} - make_interval(days => (${SCALE.issues} - n) * ${SCALE.years * 365} / ${SCALE.issues}),
          ${nowSql} - make_interval(days => (${SCALE.issues} - n) * ${SCALE.years * 365} / ${SCALE.issues})
        from generate_series(0, ${SCALE.issues - 1}) n
          cross join (select array_agg(id order by id) as staff from users where user_type = 'employee' or is_staff) ref`,
    ],
    [
      'password tokens',
      sql`insert into password_reset_tokens (user_id, key_hash, key_encrypted, created_by_id, created_at, expires_at, used_at)
        select u.id, md5('skala-token-' || g.n), case when t.by_staff then 'skala.token.' || g.n end,
          case when t.by_staff then ref.staff[1 + g.n % cardinality(ref.staff)] end,
          t.made, t.made + make_interval(days => ref.valid_days),
          case when g.n % 4 <> 0 then t.made + make_interval(mins => 30 + g.n % 600) end
        from generate_series(0, ${SCALE.resetTokens - 1}) g(n)
          cross join lateral (select g.n % 5 = 0 as by_staff,
            ${nowSql} - make_interval(secs => (${SCALE.resetTokens} - g.n)::bigint * ${spanSeconds} / ${SCALE.resetTokens}) as made) t
          cross join (select array_agg(id order by id) as staff,
            (select reset_token_valid_days from company_settings limit 1) as valid_days
            from users where user_type = 'employee' or is_staff) ref
          join skala_ids k on k.kind = 'student' and k.n = g.n % ${SCALE.students}
          join students s on s.id = k.id
          join users u on u.id = s.user_id`,
    ],
    ['clean up', sql`drop table skala_ids`],
    // Statistics and the visibility map, as autovacuum would leave them on a live database, so
    // counts can be index-only scans.
    ['vacuum and statistics', sql`vacuum analyze`],
  ];
};

/** Adds the scale company to a database that holds the demo data; logs each step's time. */
export const loadScaleData = async (
  db: Database,
  now: Date,
  options: ScaleOptions & { log?: (line: string) => void } = {},
) => {
  const lessons = options.lessons ?? SCALE.lessons;
  const log = options.log ?? (() => {});
  for (const [name, statement] of steps(now, lessons)) {
    const started = Date.now();
    await db.execute(statement);
    log(`  ${name}: ${Date.now() - started} ms`);
  }
};
