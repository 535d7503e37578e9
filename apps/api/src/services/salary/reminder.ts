import { HOME_ROUTES } from '@portal/domain/access';
import { formatDateTime } from '@portal/domain/format';
import { sessionsWord } from '@portal/domain/salary';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  activities,
  activityStudents,
  students,
  subjects,
  teachers,
  users,
} from '../../db/schema/index';
import type { Mailer } from '../../mail/mailer';
import { ApiError, notFound } from '../../http/errors';
import { missingSummary } from './pay-rules';

export const REMINDER_SUBJECT = 'Påminnelse: økter som mangler oppsummering';
export const NOTHING_TO_REMIND = 'Læreren har ingen økter som mangler oppsummering.';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/**
 * 'Send en påminnelse til læreren' (domain.md): mails the teacher the lessons that started before
 * now and still lack a summary (the warning of the salary row), through the mailer, so it is in
 * outbox_mail whether or not SMTP is configured. Unknown teacher 404; nothing to remind 400.
 */
export const sendSummaryReminder = async (
  deps: { db: Database; mailer: Mailer; config: { publicUrl: string } },
  teacherId: number,
  now: Date,
) => {
  const { db } = deps;
  const [teacher] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(teachers)
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(eq(teachers.id, teacherId));
  if (!teacher) throw notFound();
  const studentUsers = sql`(select string_agg(trim(su.first_name || ' ' || su.last_name), ', ' order by su.first_name, su.last_name)
    from ${activityStudents} ast join ${students} s on s.id = ast.student_id join ${users} su on su.id = s.user_id
    where ast.activity_id = ${activities.id})`;
  const lessons = await db
    .select({
      start: activities.startDateTime,
      subject: subjects.subjectName,
      students: sql<string | null>`${studentUsers}`,
    })
    .from(activities)
    .innerJoin(subjects, eq(subjects.id, activities.subjectId))
    .where(and(eq(activities.teacherId, teacherId), missingSummary(now)))
    .orderBy(asc(activities.startDateTime), asc(activities.id));
  if (lessons.length === 0) throw new ApiError(400, NOTHING_TO_REMIND);
  const lines = lessons.map((l) =>
    [formatDateTime(l.start), l.subject, l.students].filter(Boolean).join(' – '),
  );
  const n = lessons.length;
  const intro = `Du har ${n} ${sessionsWord(n)} som mangler oppsummering. Lønn for en økt blir utbetalt når oppsummeringen er skrevet.`;
  const link = `${deps.config.publicUrl.replace(/\/$/, '')}${HOME_ROUTES.teacher}`;
  await deps.mailer.send({
    to: teacher.email,
    subject: REMINDER_SUBJECT,
    text: [
      `Hei ${teacher.firstName},`,
      '',
      intro,
      '',
      ...lines.map((line) => `- ${line}`),
      '',
      `Skriv oppsummeringene i portalen: ${link}`,
    ].join('\n'),
    html: `<p>Hei ${escapeHtml(teacher.firstName)},</p><p>${escapeHtml(intro)}</p><ul>${lines
      .map((line) => `<li>${escapeHtml(line)}</li>`)
      .join(
        '',
      )}</ul><p>Skriv oppsummeringene i portalen: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  });
  return { sent_to: teacher.email, number_of_activities: n };
};
