import { activityEnd } from '@portal/domain/duration';
import { toPayloadDate } from '@portal/domain/format';
import { isExpiredOn, packageExpirationDate, packageToDrawFrom } from '@portal/domain/package';
import { basePay, effectiveHourlyRate, incentiveBonus, travelPay } from '@portal/domain/salary';
import { addDays, daysBetween, osloAt, weekday } from './calendar';
import {
  ACTIVITY_CATEGORIES,
  COMPANY_SETTINGS,
  HOMEWORK,
  PACKAGE_TYPES,
  PLANS,
  STUDENT_SUMMARIES,
  SUBJECTS,
  TEACHER_SUMMARIES,
} from './content';
import type { PackagePattern, StudentPlan, TeacherPlan } from './plan-people';
import type { Random } from './random';
import type { LessonContent } from '../services/activities/write';

export type LessonPlan = LessonContent & {
  teacherKey: string;
  studentKeys: string[];
  categoryIndex: number;
  subjectIndex: number;
  summaryDate: string | null;
  baseSalary: number;
  travelSalary: number;
  incentiveBonus: number;
  specialBonus: number;
  paidDate: string | null;
  travelInvoiceSentDate: string | null;
  draws: { studentKey: string; packageIndex: number; hours: number }[];
};

export type PackagePlan = {
  studentKeys: string[];
  receiverKey: string;
  typeIndex: number;
  dateSold: string;
  additionalHours: number;
  discount: string;
  numberOfPayments: number;
  description: string;
  edited: boolean;
  remaining: number;
};

/** The demo's sign-in teachers: their students' packages are what the teacher journeys expect. */
const KEPT_AS_IS = new Set(['laerer', 'ny.laerer']);
/** Days after the 1st of the last whole month on which the renewals are sold (all within any month). */
const RENEWAL_DAYS = [4, 13, 22] as const;

const DURATIONS = [1, 1, 1, 1.5, 1.5, 2, 0.75, 1.25] as const;

const subjectIndex = (name: string) => SUBJECTS.findIndex(([n]) => n === name);

/** Lessons of every teacher-student pair, then packages sized to the student's pattern, then draws and pay runs. */
export const planLessons = (
  random: Random,
  now: Date,
  teachers: TeacherPlan[],
  students: StudentPlan[],
) => {
  const today = toPayloadDate(now);
  const lessons: LessonPlan[] = [];
  const travelRate = Number(COMPANY_SETTINGS.travelHourlyRate);
  const bonusRate = Number(COMPANY_SETTINGS.incentiveBonusPerHour);
  let specialCounter = 0;

  const lesson = (
    t: TeacherPlan,
    studentKeys: string[],
    date: string,
    slot: { hour: number; minute: number; duration: number; location: string; travel: number },
    subjectIndex: number,
    categoryIndex: number,
    forceMissingSummary: boolean,
  ) => {
    const start = osloAt(date, slot.hour, slot.minute);
    const end = activityEnd(start, slot.duration);
    const past = start.getTime() <= now.getTime();
    const ageDays = daysBetween(date, today);
    let summaryDate: string | null = null;
    let completedAt: Date | null = null;
    if (
      past &&
      end.getTime() < now.getTime() &&
      !forceMissingSummary &&
      random.chance(ageDays > 14 ? 0.96 : 0.65)
    ) {
      const delayHours = random.chance(0.8) ? random.int(1, 40) : random.int(49, 120);
      completedAt = new Date(
        Math.min(end.getTime() + delayHours * 3_600_000, now.getTime() - 3_600_000),
      );
      summaryDate = toPayloadDate(completedAt);
    }
    const category = ACTIVITY_CATEGORIES[categoryIndex] as readonly [string, string, boolean];
    const rate = effectiveHourlyRate(
      Number(category[1]),
      t.hourlyRate === null ? null : Number(t.hourlyRate),
    );
    const special = summaryDate && ++specialCounter % 25 === 0 ? 150 : 0;
    lessons.push({
      teacherKey: t.key,
      studentKeys,
      categoryIndex,
      subjectIndex,
      start,
      duration: slot.duration,
      travelTime: slot.travel,
      location: slot.location,
      plan: random.pick(PLANS),
      summaryTeacher: summaryDate ? random.pick(TEACHER_SUMMARIES) : '',
      summaryStudent: summaryDate ? random.pick(STUDENT_SUMMARIES) : '',
      homework: summaryDate ? random.pick(HOMEWORK) : '',
      summaryDate,
      baseSalary: basePay(slot.duration, rate),
      travelSalary: travelPay(slot.travel, travelRate),
      incentiveBonus: summaryDate ? incentiveBonus(slot.duration, bonusRate, end, completedAt) : 0,
      specialBonus: special,
      paidDate: null,
      travelInvoiceSentDate: null,
      draws: [],
    });
  };

  const teacherOf = (key: string) => teachers.find((t) => t.key === key) as TeacherPlan;
  for (const s of students) {
    const t = teacherOf(s.teacherKey);
    const location = random.pick([
      'INTERNET',
      'INTERNET',
      'STUDENT_HOME',
      'STUDENT_HOME',
      'CAMPUS',
      'OTHER',
    ]);
    const slot = {
      hour: random.int(14, 19),
      minute: random.pick([0, 0, 15, 30]),
      duration: random.pick(DURATIONS),
      location,
      travel:
        location === 'STUDENT_HOME' || location === 'OTHER'
          ? random.pick([10, 15, 20, 25, 30, 40])
          : 0,
    };
    const every = random.chance(0.75) ? 7 : 14;
    let date = addDays(today, -random.int(45, 150));
    const day = random.int(1, 5);
    while (weekday(date) !== day) date = addDays(date, 1);
    const lastDate = s.isActive ? addDays(today, 21) : addDays(today, -random.int(50, 80));
    let first = true;
    let missingForced = 0;
    for (; date <= lastDate; date = addDays(date, every)) {
      // laerer always has a few lessons of the last week still missing a summary (the overdue count).
      const recent = daysBetween(date, today);
      const forceMissing =
        t.key === 'laerer' && recent >= 1 && recent <= 8 && missingForced < 1 && random.chance(0.5);
      if (forceMissing) missingForced++;
      const categoryIndex = first ? 3 : random.chance(0.15) ? 2 : 0;
      lesson(
        t,
        [s.key],
        date,
        slot,
        random.pick(s.subjectIndexes),
        t.categoryIndexes.includes(categoryIndex) ? categoryIndex : 0,
        forceMissing,
      );
      first = false;
    }
  }

  // Siblings Emma and Noah also have group lessons with laerer (category Gruppeundervisning).
  const laerer = teacherOf('laerer');
  for (const offset of [-56, -35, -14, 9]) {
    let date = addDays(today, offset);
    while (weekday(date) !== 6) date = addDays(date, 1);
    lesson(
      laerer,
      ['elev', 'noah'],
      date,
      { hour: 12, minute: 0, duration: 1.5, location: 'CAMPUS', travel: 0 },
      subjectIndex('Engelsk'),
      1,
      false,
    );
  }
  // A fixed next activity for laerer: tomorrow 16:00 with Emma, at her home.
  lesson(
    laerer,
    ['elev'],
    addDays(today, 1),
    { hour: 16, minute: 0, duration: 1.5, location: 'STUDENT_HOME', travel: 20 },
    subjectIndex('Matematikk R1'),
    0,
    false,
  );

  lessons.sort((a, b) => a.start.getTime() - b.start.getTime());

  // Packages sized so each student's pattern comes out: plenty, few or no hours left, expired ones, none at all.
  const packages: PackagePlan[] = [];
  const hoursOf = (key: string) =>
    lessons.filter((l) => l.studentKeys.includes(key)).reduce((n, l) => n + l.duration, 0);
  const firstLesson = (key: string) => lessons.find((l) => l.studentKeys.includes(key));
  const sized = (s: StudentPlan, total: number, dateSold: string) => {
    const target = Math.max(2, Math.round(total * 4) / 4);
    let typeIndex = 1;
    for (let i = PACKAGE_TYPES.length - 1; i >= 1; i--) {
      if (Number((PACKAGE_TYPES[i] as readonly [string, string, readonly string[]])[1]) <= target) {
        typeIndex = i;
        break;
      }
    }
    const typeHours = Number(
      (PACKAGE_TYPES[typeIndex] as readonly [string, string, readonly string[]])[1],
    );
    const additional = Math.max(0, target - typeHours);
    packages.push({
      studentKeys: [s.key],
      receiverKey: s.receiverKey,
      typeIndex,
      dateSold,
      additionalHours: additional,
      discount: random.chance(0.2) ? '10.00' : '0.00',
      numberOfPayments: typeIndex === 3 && random.chance(0.5) ? 3 : 1,
      description: random.chance(0.3) ? 'Betales etter avtale med forelder.' : '',
      edited: additional > 0,
      remaining: typeHours + additional,
    });
  };
  for (const s of students) {
    const pattern: PackagePattern = s.pattern;
    const start = firstLesson(s.key);
    if (pattern === 'empty' || !start) continue;
    const sold = addDays(toPayloadDate(start.start), -random.int(3, 10));
    const need = hoursOf(s.key);
    if (pattern === 'expired+plenty') {
      // Sold 13 months ago: used a little before it expired.
      packages.push({
        studentKeys: [s.key],
        receiverKey: s.receiverKey,
        typeIndex: 1,
        dateSold: addDays(today, -395),
        additionalHours: 0,
        discount: '0.00',
        numberOfPayments: 1,
        description: '',
        edited: false,
        remaining: 10,
      });
      sized(s, need + 18, sold);
    } else if (pattern === 'trial+few') {
      packages.push({
        studentKeys: [s.key],
        receiverKey: s.receiverKey,
        typeIndex: 0,
        dateSold: addDays(sold, -7),
        additionalHours: 0,
        discount: '0.00',
        numberOfPayments: 1,
        description: 'Prøvetime',
        edited: false,
        remaining: 2,
      });
      sized(s, need - 2 + 1.5, sold);
    } else if (pattern === 'plenty') sized(s, need + 15, sold);
    else if (pattern === 'few') sized(s, need + 1.5, sold);
    else sized(s, need - 1, sold);
  }

  // Draws in time order with the domain's rule, as the API does on save.
  for (const l of lessons) {
    const day = toPayloadDate(l.start);
    for (const key of l.studentKeys) {
      const own = packages
        .map((p, index) => ({ p, index }))
        .filter(({ p }) => p.studentKeys.includes(key));
      const soldBefore = own.filter(({ p }) => p.dateSold <= day);
      const candidates = (soldBefore.length ? soldBefore : own).map(({ p, index }) => ({
        id: index + 1,
        date_sold: p.dateSold,
        is_expired: isExpiredOn(packageExpirationDate(p.dateSold), osloAt(day, 12)),
        remaining_hours: p.remaining,
      }));
      const chosen = packageToDrawFrom(candidates);
      if (!chosen) continue;
      const pkg = packages[chosen.id - 1] as PackagePlan;
      pkg.remaining -= l.duration;
      l.draws.push({ studentKey: key, packageIndex: chosen.id - 1, hours: l.duration });
    }
  }

  // Renewals: three active students with hours to spare buy another package in the last whole
  // month, so the economy area's month (invoices, order confirmations, the month check) has sales
  // whatever day the demo is loaded. Planned after the draws, so no lesson draws from them (each
  // student's older package still has hours, as the drawing rule wants), and without the PRNG,
  // so every other row stays as it was.
  const lastMonthStart = `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
  const renewing = students
    .filter((s) => s.isActive && s.pattern === 'plenty' && !KEPT_AS_IS.has(s.teacherKey))
    .filter(
      (s) => !students.some((o) => o.receiverKey === s.receiverKey && o.teacherKey === 'laerer'),
    )
    .slice(0, RENEWAL_DAYS.length);
  renewing.forEach((s, i) => {
    const typeHours = Number((PACKAGE_TYPES[2] as readonly [string, string, readonly string[]])[1]);
    packages.push({
      studentKeys: [s.key],
      receiverKey: s.receiverKey,
      typeIndex: 2,
      dateSold: addDays(lastMonthStart, RENEWAL_DAYS[i] as number),
      additionalHours: 0,
      discount: '0.00',
      numberOfPayments: 1,
      description: 'Fornyet pakke.',
      edited: false,
      remaining: typeHours,
    });
  });

  // Pay runs on the 15th: each pays the unpaid lessons with a summary that started before the 1st of its month.
  const firstDay = toPayloadDate(lessons[0]?.start ?? now);
  for (let month = `${firstDay.slice(0, 7)}-15`; month <= today; month = nextMonth15(month)) {
    const cutoff = osloAt(`${month.slice(0, 7)}-01`, 0);
    for (const l of lessons) {
      if (
        !l.paidDate &&
        l.summaryDate &&
        l.summaryDate <= month &&
        l.start.getTime() < cutoff.getTime()
      )
        l.paidDate = month;
    }
  }
  // Travel lines of lessons before last month are invoiced.
  for (const l of lessons) {
    if (l.travelTime > 0 && toPayloadDate(l.start) < lastMonthStart)
      l.travelInvoiceSentDate = `${nextMonth15(toPayloadDate(l.start)).slice(0, 7)}-05`;
  }
  return { lessons, packages };
};

const nextMonth15 = (date: string) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const ny = m === 12 ? y + 1 : y;
  const nm = m === 12 ? 1 : m + 1;
  return `${ny}-${String(nm).padStart(2, '0')}-15`;
};
