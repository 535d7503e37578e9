import {
  applyFutureStartRule,
  emptiedSummaryErrors,
  summaryDateOnSave,
} from '@portal/domain/activity';
import { activityEnd } from '@portal/domain/duration';
import { travelTimeForLocation } from '@portal/domain/reference';
import { basePay, effectiveHourlyRate, incentiveBonus, travelPay } from '@portal/domain/salary';
import { type ActivityCreateBody, type ActivityUpdateBody } from '@portal/domain/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idExists } from '../../db/ids';
import {
  activities,
  activityCategories,
  activityStudents,
  studentSubjects,
  subjects,
  teacherActivityCategories,
  teachers,
} from '../../db/schema/index';
import { ApiError, FieldError, type ValidationErrors, notFound } from '../../http/errors';
import { getCompanySettings } from '../settings/company-settings';
import { foreignStudentIds } from '../../auth/viewer';
import { getActivity } from './read';
import { findRequest, noteRequest, rehashRequest, type ActivityRequest } from './activity-requests';
import { redrawActivityHours } from '../packages/hours';

export const ACTIVITY_MESSAGES = {
  unknownCategory: 'Ugyldig kategori.',
  unknownSubject: 'Ugyldig fag.',
  foreignStudents: 'Du kan bare velge blant dine egne elever.',
  notSharedSubject: 'Velg et fag som alle de valgte elevene har.',
  paid: 'Aktiviteten er utbetalt og kan ikke endres.',
} as const;

type TeacherViewer = { kind: 'teacher'; userId: number; teacherId: number };

/** Categories a teacher may use: those linked to the teacher, or every category when none are. */
export const allowedCategoryIds = async (
  db: Database,
  teacherId: number,
): Promise<number[] | 'all'> => {
  const rows = await db
    .select({ id: teacherActivityCategories.activityCategoryId })
    .from(teacherActivityCategories)
    .where(eq(teacherActivityCategories.teacherId, teacherId));
  return rows.length ? rows.map((r) => r.id) : 'all';
};

/** Checks the referenced category, subject and students; 400 with field messages. */
const checkReferences = async (
  db: Database,
  teacherId: number,
  refs: { activity_category?: number; subject?: number; students?: number[] },
) => {
  const errors: ValidationErrors = {};
  if (refs.activity_category !== undefined) {
    const category = refs.activity_category;
    const exists = await idExists(db, activityCategories, category);
    const allowed = await allowedCategoryIds(db, teacherId);
    if (!exists || (allowed !== 'all' && !allowed.includes(category))) {
      errors.activity_category = [ACTIVITY_MESSAGES.unknownCategory];
    }
  }
  if (refs.subject !== undefined) {
    if (!(await idExists(db, subjects, refs.subject)))
      errors.subject = [ACTIVITY_MESSAGES.unknownSubject];
  }
  if (refs.students !== undefined) {
    const unique = [...new Set(refs.students)];
    if ((await foreignStudentIds(db, teacherId, unique)).length)
      errors.students = [ACTIVITY_MESSAGES.foreignStudents];
  }
  if (Object.keys(errors).length) throw new FieldError(errors);
};

/**
 * Seed 000: the subject is picked from the subjects the chosen students share (the form offers no
 * other), so the server refuses any other subject too.
 */
const checkSharedSubject = async (db: Database, subjectId: number, studentIds: number[]) => {
  const having = await db
    .select({ id: studentSubjects.studentId })
    .from(studentSubjects)
    .where(
      and(eq(studentSubjects.subjectId, subjectId), inArray(studentSubjects.studentId, studentIds)),
    );
  if (new Set(having.map((r) => r.id)).size < new Set(studentIds).size) {
    throw new FieldError({ subject: [ACTIVITY_MESSAGES.notSharedSubject] });
  }
};

/** What a lesson holds besides its category, subject and students (the demo plans the same). */
export type LessonContent = {
  start: Date;
  duration: number;
  travelTime: number;
  location: string;
  plan: string;
  summaryTeacher: string;
  summaryStudent: string;
  homework: string;
};

type Fields = LessonContent & {
  activityCategoryId: number;
  subjectId: number;
  studentIds: number[];
};

/** Pay figures from the category rate (or the teacher's own rate) and the company settings. */
const payFor = async (
  db: Database,
  teacherId: number,
  f: Fields,
  incentive: { earnedBefore: boolean; newlyCompleted: boolean },
  now: Date,
) => {
  const settings = await getCompanySettings(db);
  const [category] = await db
    .select({ rate: activityCategories.hourlyRate })
    .from(activityCategories)
    .where(eq(activityCategories.id, f.activityCategoryId));
  const [teacher] = await db
    .select({ rate: teachers.hourlyRate })
    .from(teachers)
    .where(eq(teachers.id, teacherId));
  const rate = effectiveHourlyRate(
    Number(category?.rate ?? 0),
    teacher?.rate == null ? null : Number(teacher.rate),
  );
  const bonusPerHour = Number(settings.incentiveBonusPerHour);
  const end = activityEnd(f.start, f.duration);
  // Earned once (both summaries within the window of the lesson's end) stays earned; it scales with the duration.
  const bonus = incentive.earnedBefore
    ? basePay(f.duration, bonusPerHour)
    : incentive.newlyCompleted
      ? incentiveBonus(f.duration, bonusPerHour, end, now, settings.incentiveDeadlineHours)
      : 0;
  return {
    baseSalary: basePay(f.duration, rate).toFixed(2),
    travelSalary: travelPay(f.travelTime, Number(settings.travelHourlyRate)).toFixed(2),
    incentiveBonus: bonus.toFixed(2),
  };
};

/** The save rules of domain.md "Lessons" on the merged values; returns what to store. */
const applySaveRules = (
  f: Fields,
  previous: {
    summary_teacher: string;
    summary_student: string;
    summary_date: string | null;
  } | null,
  now: Date,
) => {
  const texts = applyFutureStartRule(
    { summary_teacher: f.summaryTeacher, summary_student: f.summaryStudent, homework: f.homework },
    f.start,
    now,
  );
  if (previous) {
    const errors = emptiedSummaryErrors(previous, texts);
    const fieldErrors: ValidationErrors = {};
    for (const [field, message] of Object.entries(errors)) fieldErrors[field] = [message];
    if (Object.keys(fieldErrors).length) throw new FieldError(fieldErrors);
  }
  const summaryDate = summaryDateOnSave(texts, previous?.summary_date ?? null, now);
  return {
    ...f,
    summaryTeacher: texts.summary_teacher,
    summaryStudent: texts.summary_student,
    homework: texts.homework,
    travelTime: travelTimeForLocation(f.location, f.travelTime),
    summaryDate,
  };
};

/** The columns that store an activity's fields after the save rules, and its pay. */
const storedColumns = (
  f: ReturnType<typeof applySaveRules>,
  pay: Awaited<ReturnType<typeof payFor>>,
) => ({
  activityCategoryId: f.activityCategoryId,
  subjectId: f.subjectId,
  startDateTime: f.start,
  duration: f.duration.toFixed(2),
  travelTime: f.travelTime,
  activityLocation: f.location,
  activityPlan: f.plan,
  summaryTeacher: f.summaryTeacher,
  summaryStudent: f.summaryStudent,
  homework: f.homework,
  summaryDate: f.summaryDate,
  ...pay,
});

const text = (value: string | undefined, fallback = '') => (value ?? fallback).trim();

/**
 * A new lesson from its form's save. With the form's key (`request`), a save sent again gets the
 * lesson the first one made: as it is when it sends the same values, else with its values written
 * to that lesson (the teacher changed something before pressing 'Lagre' again). `written` is false
 * when nothing was written (no notices to send).
 */
export const saveNewActivity = async (
  db: Database,
  viewer: TeacherViewer,
  body: ActivityCreateBody,
  now: Date,
  request: ActivityRequest | null,
): Promise<{ activity: Awaited<ReturnType<typeof getActivity>>; written: boolean }> => {
  const earlier = request && (await findRequest(db, viewer.teacherId, request.key));
  if (request && earlier) return saveAgain(db, viewer, body, now, request, earlier);
  const id = await createActivity(db, viewer, body, now, request);
  if (id !== null) return { activity: await getActivity(db, viewer, id, now), written: true };
  // The same save sent twice at once: the other one made the lesson.
  const other = request && (await findRequest(db, viewer.teacherId, request.key));
  if (!request || !other) throw new Error('activity save lost to a request that left no row');
  return saveAgain(db, viewer, body, now, request, other);
};

const saveAgain = async (
  db: Database,
  viewer: TeacherViewer,
  body: ActivityCreateBody,
  now: Date,
  request: ActivityRequest,
  earlier: { activityId: number; hash: string },
) => {
  if (earlier.hash === request.hash)
    return { activity: await getActivity(db, viewer, earlier.activityId, now), written: false };
  const activity = await updateActivity(db, viewer, earlier.activityId, body, now);
  await rehashRequest(db, viewer.teacherId, request);
  return { activity, written: true };
};

/** Rolls back a new lesson's transaction when another save with its key made the lesson first. */
class SavedMeanwhile extends Error {}

/** Inserts a new lesson; its id, or null when another save with the same key made it first. */
const createActivity = async (
  db: Database,
  viewer: TeacherViewer,
  body: ActivityCreateBody,
  now: Date,
  request: ActivityRequest | null,
): Promise<number | null> => {
  await checkReferences(db, viewer.teacherId, body);
  const studentIds = [...new Set(body.students)];
  await checkSharedSubject(db, body.subject, studentIds);
  const f = applySaveRules(
    {
      activityCategoryId: body.activity_category,
      subjectId: body.subject,
      studentIds,
      start: new Date(body.start_date_time),
      duration: body.duration,
      travelTime: body.travel_time,
      location: body.activity_location,
      plan: text(body.activity_plan),
      summaryTeacher: text(body.summary_teacher),
      summaryStudent: text(body.summary_student),
      homework: text(body.homework),
    },
    null,
    now,
  );
  const pay = await payFor(
    db,
    viewer.teacherId,
    f,
    { earnedBefore: false, newlyCompleted: f.summaryDate !== null },
    now,
  );
  const created = db.transaction(async (tx) => {
    const [row] = await tx
      .insert(activities)
      .values({
        teacherId: viewer.teacherId,
        ...storedColumns(f, pay),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: activities.id });
    if (!row) throw new Error('activity insert returned no row');
    if (request && !(await noteRequest(tx, viewer.teacherId, request, row.id, now)))
      throw new SavedMeanwhile();
    await tx
      .insert(activityStudents)
      .values(studentIds.map((studentId) => ({ activityId: row.id, studentId })));
    await redrawActivityHours(tx, row.id, studentIds, f.duration, now);
    return row.id;
  });
  return created.catch((error: unknown) => {
    if (error instanceof SavedMeanwhile) return null;
    throw error;
  });
};

const loadOwn = async (db: Database, viewer: TeacherViewer, id: number) => {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.teacherId, viewer.teacherId)));
  if (!row) throw notFound();
  return row;
};

export const updateActivity = async (
  db: Database,
  viewer: TeacherViewer,
  id: number,
  body: ActivityUpdateBody,
  now: Date,
) => {
  const current = await loadOwn(db, viewer, id);
  if (current.paidDate) throw new ApiError(400, ACTIVITY_MESSAGES.paid);
  await checkReferences(db, viewer.teacherId, body);
  const currentStudents = await db
    .select({ id: activityStudents.studentId })
    .from(activityStudents)
    .where(eq(activityStudents.activityId, id));
  const studentIds = body.students ? [...new Set(body.students)] : currentStudents.map((s) => s.id);
  // Only a change is checked: a lesson whose student later lost the subject can still get its
  // summaries.
  const currentIds = new Set(currentStudents.map((s) => s.id));
  const studentsChanged =
    studentIds.length !== currentIds.size || studentIds.some((sid) => !currentIds.has(sid));
  if ((body.subject !== undefined && body.subject !== current.subjectId) || studentsChanged) {
    await checkSharedSubject(db, body.subject ?? current.subjectId, studentIds);
  }
  const previous = {
    summary_teacher: current.summaryTeacher,
    summary_student: current.summaryStudent,
    summary_date: current.summaryDate,
  };
  const f = applySaveRules(
    {
      activityCategoryId: body.activity_category ?? current.activityCategoryId,
      subjectId: body.subject ?? current.subjectId,
      studentIds,
      start: body.start_date_time ? new Date(body.start_date_time) : current.startDateTime,
      duration: body.duration ?? Number(current.duration),
      travelTime: body.travel_time ?? current.travelTime,
      location: body.activity_location ?? current.activityLocation,
      plan: text(body.activity_plan, current.activityPlan),
      summaryTeacher: text(body.summary_teacher, current.summaryTeacher),
      summaryStudent: text(body.summary_student, current.summaryStudent),
      homework: text(body.homework, current.homework),
    },
    previous,
    now,
  );
  const pay = await payFor(
    db,
    viewer.teacherId,
    f,
    {
      earnedBefore: Number(current.incentiveBonus) > 0,
      newlyCompleted: !current.summaryDate && f.summaryDate !== null,
    },
    now,
  );
  await db.transaction(async (tx) => {
    await tx
      .update(activities)
      .set({ ...storedColumns(f, pay), updatedAt: now })
      .where(eq(activities.id, id));
    if (body.students) {
      await tx.delete(activityStudents).where(eq(activityStudents.activityId, id));
      await tx
        .insert(activityStudents)
        .values(studentIds.map((studentId) => ({ activityId: id, studentId })));
    }
    await redrawActivityHours(tx, id, studentIds, f.duration, now);
  });
  return getActivity(db, viewer, id, now);
};

export const deleteActivity = async (db: Database, viewer: TeacherViewer, id: number) => {
  const current = await loadOwn(db, viewer, id);
  if (current.paidDate) throw new ApiError(400, ACTIVITY_MESSAGES.paid);
  await db
    .delete(activities)
    .where(and(eq(activities.id, id), inArray(activities.teacherId, [viewer.teacherId])));
};
