import { toPayloadDate } from '@portal/domain/format';
import { packageExpirationDate } from '@portal/domain/package';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/client';
import {
  activities,
  activityCategories,
  activityStudents,
  analyticsDashboards,
  cities,
  companySettings,
  diagrams,
  documentFolders,
  documents,
  educationStages,
  faqCategories,
  faqs,
  fieldsOfStudy,
  groups,
  invoiceReceiverStudents,
  invoiceReceivers,
  issues,
  locations,
  orderConfirmations,
  packageDraws,
  packageStudents,
  packageTypePrices,
  packageTypes,
  packages,
  schools,
  studentSubjects,
  students,
  subjectCategories,
  subjects,
  teacherActivityCategories,
  teacherStudents,
  teacherSubjects,
  teachers,
  userGroups,
  users,
} from '../db/schema/index';
import { addDays, osloAt } from './calendar';
import {
  ACTIVITY_CATEGORIES,
  CITIES,
  COMPANY_SETTINGS,
  DOCUMENT_TREE,
  EDUCATION_STAGES,
  EMPLOYEE_FAQ,
  FIELDS_OF_STUDY,
  ISSUES,
  LOCATIONS,
  PACKAGE_TYPES,
  SCHOOLS,
  SUBJECTS,
  SUBJECT_CATEGORIES,
  TEACHER_FAQ,
} from './content';
import { planLessons } from './plan-lessons';
import { planFormerTeachers, planPeople, type PersonPlan } from './plan-people';
import { createRandom } from './random';

export const DEMO_SEED = 20261121;
export const DEMO_PASSWORD = 'demo-passord';

export type DemoSummary = {
  users: number;
  teachers: number;
  students: number;
  invoiceReceivers: number;
  activities: number;
  packages: number;
  /** Ids the screens and tests can rely on (they follow from the fixed seed and insertion order). */
  ids: {
    laererUser: number;
    laererTeacher: number;
    nyLaererTeacher: number;
    ansattUser: number;
    elevUser: number;
    elevStudent: number;
    noahStudent: number;
    forelderUser: number;
    forelderReceiver: number;
  };
};

const CHUNK = 500;
/** Inserts rows in chunks (one statement per chunk) and returns the ids in row order. */
const insertAll = async <R>(rows: R[], insert: (chunk: R[]) => Promise<{ id: number }[]>) => {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK)
    ids.push(...(await insert(rows.slice(i, i + CHUNK))).map((r) => r.id));
  return ids;
};

const must = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`demo data: missing ${what}`);
  return value;
};

type Db = Pick<Database, 'insert' | 'execute'>;

/**
 * Writes the whole demo data set into an empty database. Deterministic: the same seed and the same
 * "today" give the same rows; every date is relative to `now` so the data always looks current.
 */
export const loadDemoData = async (
  db: Database,
  now: Date,
  options: { passwordHash?: string } = {},
): Promise<DemoSummary> => {
  const random = createRandom(DEMO_SEED);
  const today = toPayloadDate(now);
  // One slow hash for every demo account (they share the password).
  const password = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const people = planPeople(random, today);
  const { lessons, packages: packagePlans } = planLessons(
    random,
    now,
    people.teachers,
    people.students,
  );

  const summary = await db.transaction(async (tx: Db): Promise<DemoSummary> => {
    await tx.insert(companySettings).values({ id: 1, ...COMPANY_SETTINGS });
    await tx.insert(locations).values([...LOCATIONS]);
    const cityIds = await insertAll([...CITIES], (c) =>
      tx
        .insert(cities)
        .values(c.map((cityName) => ({ cityName })))
        .returning({ id: cities.id }),
    );
    const schoolIds = await insertAll([...SCHOOLS], (c) =>
      tx
        .insert(schools)
        .values(c.map(([schoolName, ci]) => ({ schoolName, cityId: cityIds[ci] })))
        .returning({ id: schools.id }),
    );
    const stageIds = await insertAll([...EDUCATION_STAGES], (c) =>
      tx
        .insert(educationStages)
        .values(c.map((educationStageName) => ({ educationStageName })))
        .returning({ id: educationStages.id }),
    );
    const subjectCategoryIds = await insertAll([...SUBJECT_CATEGORIES], (c) =>
      tx
        .insert(subjectCategories)
        .values(c.map((categoryName) => ({ categoryName })))
        .returning({ id: subjectCategories.id }),
    );
    const subjectIds = await insertAll([...SUBJECTS], (c) =>
      tx
        .insert(subjects)
        .values(
          c.map(([subjectName, st, cat]) => ({
            subjectName,
            educationStageId: stageIds[st],
            subjectCategoryId: subjectCategoryIds[cat],
          })),
        )
        .returning({ id: subjects.id }),
    );
    const fieldIds = await insertAll([...FIELDS_OF_STUDY], (c) =>
      tx
        .insert(fieldsOfStudy)
        .values(c.map((studyName) => ({ studyName })))
        .returning({ id: fieldsOfStudy.id }),
    );
    const categoryIds = await insertAll([...ACTIVITY_CATEGORIES], (c) =>
      tx
        .insert(activityCategories)
        .values(c.map(([name, hourlyRate, isCustom]) => ({ name, hourlyRate, isCustom })))
        .returning({ id: activityCategories.id }),
    );
    const [studentGroup, receiverGroup] = await tx
      .insert(groups)
      .values([{ name: 'student' }, { name: 'invoice_receiver' }])
      .returning({ id: groups.id });

    // People: employees, teachers, students, then receivers that are not students themselves.
    const userRow = (
      p: PersonPlan,
      userType: 'teacher' | 'employee' | 'student' | 'invoice_receiver',
    ) => ({
      email: p.email,
      password,
      firstName: p.firstName,
      lastName: p.lastName,
      phoneNumber: p.phoneNumber,
      address: p.address,
      postCode: p.postCode,
      postCodeArea: p.postCodeArea,
      cityId: cityIds[p.cityIndex],
      birthDate: p.birthDate,
      userType,
      isStaff: userType === 'employee',
      createdAt: osloAt(addDays(today, -200), 9),
    });
    const employeeUserIds = await insertAll(people.employees, (c) =>
      tx
        .insert(users)
        .values(c.map((p) => userRow(p, 'employee')))
        .returning({ id: users.id }),
    );
    const teacherUserIds = await insertAll(people.teachers, (c) =>
      tx
        .insert(users)
        .values(c.map((p) => userRow(p, 'teacher')))
        .returning({ id: users.id }),
    );
    const studentUserIds = await insertAll(people.students, (c) =>
      tx
        .insert(users)
        .values(c.map((p) => userRow(p, 'student')))
        .returning({ id: users.id }),
    );
    const separateReceivers = people.receivers.filter((r) => r.selfStudentKey === null);
    const receiverUserIds = await insertAll(separateReceivers, (c) =>
      tx
        .insert(users)
        .values(c.map((p) => userRow(p, 'invoice_receiver')))
        .returning({ id: users.id }),
    );

    const teacherIds = await insertAll(people.teachers, (c) =>
      tx
        .insert(teachers)
        .values(
          c.map((t) => ({
            userId: must(teacherUserIds[people.teachers.indexOf(t)], 'teacher user'),
            status: t.status,
            yearOfStudy: t.yearOfStudy,
            fieldOfStudyId: fieldIds[t.fieldOfStudyIndex],
            ownsTablet: t.ownsTablet,
            bankAccountNumber: t.bankAccountNumber,
            socialSecurity: t.socialSecurity,
            heardAboutRh: t.heardAboutRh,
            vismaEmploymentId: t.vismaEmploymentId,
            hourlyRate: t.hourlyRate,
            ourComments: t.key === 'laerer' ? 'Svært godt likt av elevene.' : '',
            createdAt: osloAt(addDays(today, -200), 9),
          })),
        )
        .returning({ id: teachers.id }),
    );
    const teacherIdOf = new Map(
      people.teachers.map((t, i) => [t.key, must(teacherIds[i], 'teacher')]),
    );
    await tx.insert(teacherSubjects).values(
      people.teachers.flatMap((t) =>
        t.subjectIndexes.map((si) => ({
          teacherId: must(teacherIdOf.get(t.key), 'teacher'),
          subjectId: must(subjectIds[si], 'subject'),
          preferredSubject: t.preferred.includes(si),
        })),
      ),
    );
    await tx.insert(teacherActivityCategories).values(
      people.teachers.flatMap((t) =>
        t.categoryIndexes.map((ci) => ({
          teacherId: must(teacherIdOf.get(t.key), 'teacher'),
          activityCategoryId: must(categoryIds[ci], 'category'),
        })),
      ),
    );

    const studentIds = await insertAll(people.students, (c) =>
      tx
        .insert(students)
        .values(
          c.map((s) => ({
            userId: must(studentUserIds[people.students.indexOf(s)], 'student user'),
            heardAboutUs: s.heardAboutUs,
            schoolId: schoolIds[s.schoolIndex],
            otherComments: s.key === 'elev' ? 'Ønsker ekstra hjelp før eksamen.' : '',
            contactPersonId: s.contactEmployee === null ? null : employeeUserIds[s.contactEmployee],
            isActive: s.isActive,
            createdAt: osloAt(addDays(today, -160), 10),
          })),
        )
        .returning({ id: students.id }),
    );
    const studentIdOf = new Map(
      people.students.map((s, i) => [s.key, must(studentIds[i], 'student')]),
    );
    const studentUserOf = new Map(
      people.students.map((s, i) => [s.key, must(studentUserIds[i], 'student user')]),
    );
    await tx.insert(studentSubjects).values(
      people.students.flatMap((s) =>
        s.subjectIndexes.map((si) => ({
          studentId: must(studentIdOf.get(s.key), 'student'),
          subjectId: must(subjectIds[si], 'subject'),
        })),
      ),
    );
    await tx.insert(teacherStudents).values(
      people.students.map((s) => ({
        teacherId: must(teacherIdOf.get(s.teacherKey), 'teacher'),
        studentId: must(studentIdOf.get(s.key), 'student'),
      })),
    );

    const receiverUserOf = new Map(
      separateReceivers.map((r, i) => [r.key, must(receiverUserIds[i], 'receiver user')]),
    );
    const receiverIds = await insertAll(people.receivers, (c) =>
      tx
        .insert(invoiceReceivers)
        .values(
          c.map((r) => ({
            userId: r.selfStudentKey
              ? must(studentUserOf.get(r.selfStudentKey), 'self student')
              : must(receiverUserOf.get(r.key), 'receiver user'),
            selfAsStudent: r.selfStudentKey !== null,
          })),
        )
        .returning({ id: invoiceReceivers.id }),
    );
    const receiverIdOf = new Map(
      people.receivers.map((r, i) => [r.key, must(receiverIds[i], 'receiver')]),
    );
    await tx.insert(invoiceReceiverStudents).values(
      people.students.map((s) => ({
        invoiceReceiverId: must(receiverIdOf.get(s.receiverKey), 'receiver'),
        studentId: must(studentIdOf.get(s.key), 'student'),
      })),
    );
    const selfPayingUsers = people.receivers.flatMap((r) =>
      r.selfStudentKey ? [must(studentUserOf.get(r.selfStudentKey), 'self')] : [],
    );
    await tx.insert(userGroups).values([
      ...studentUserIds.map((userId) => ({ userId, groupId: must(studentGroup, 'group').id })),
      ...[...receiverUserIds, ...selfPayingUsers].map((userId) => ({
        userId,
        groupId: must(receiverGroup, 'group').id,
      })),
    ]);

    // Package types with a price history; packages point at the price in force when sold.
    const typeIds = await insertAll([...PACKAGE_TYPES], (c) =>
      tx
        .insert(packageTypes)
        .values(c.map(([name, hoursInPackage]) => ({ name, hoursInPackage })))
        .returning({ id: packageTypes.id }),
    );
    const priceChange = addDays(today, -200);
    const priceRows = PACKAGE_TYPES.flatMap(([, , prices], ti) =>
      prices.map((price, pi) => ({
        typeIndex: ti,
        price,
        from: pi === prices.length - 1 && prices.length > 1 ? priceChange : addDays(today, -900),
      })),
    );
    const priceIds = await insertAll(priceRows, (c) =>
      tx
        .insert(packageTypePrices)
        .values(
          c.map((p) => ({
            packageTypeId: must(typeIds[p.typeIndex], 'type'),
            price: p.price,
            createdAt: osloAt(p.from, 8),
          })),
        )
        .returning({ id: packageTypePrices.id }),
    );
    const priceFor = (typeIndex: number, dateSold: string) => {
      let chosen = -1;
      priceRows.forEach((p, i) => {
        if (p.typeIndex === typeIndex && p.from <= dateSold) chosen = i;
      });
      return chosen === -1 ? null : (priceIds[chosen] ?? null);
    };
    const packageIds = await insertAll(packagePlans, (c) =>
      tx
        .insert(packages)
        .values(
          c.map((p) => ({
            packageTypeId: must(typeIds[p.typeIndex], 'type'),
            packageTypePriceId: priceFor(p.typeIndex, p.dateSold),
            dateSold: p.dateSold,
            invoiceReceiverId: must(receiverIdOf.get(p.receiverKey), 'receiver'),
            discountPercentage: p.discount,
            additionalHoursAdded: p.additionalHours.toFixed(2),
            numberOfPayments: p.numberOfPayments,
            description: p.description,
            expirationDate: packageExpirationDate(p.dateSold),
            invoiceSentDate: addDays(p.dateSold, 3) <= today ? addDays(p.dateSold, 3) : null,
            invoiceExportedDate: addDays(p.dateSold, 30) <= today ? addDays(p.dateSold, 30) : null,
            createdAt: osloAt(p.dateSold, 11),
          })),
        )
        .returning({ id: packages.id }),
    );
    await tx.insert(packageStudents).values(
      packagePlans.flatMap((p, i) =>
        p.studentKeys.map((k) => ({
          packageId: must(packageIds[i], 'package'),
          studentId: must(studentIdOf.get(k), 'student'),
        })),
      ),
    );
    // Order confirmations: sent for older packages, the newest ones still unsent; edited packages have a second one.
    await tx.insert(orderConfirmations).values(
      packagePlans.flatMap((p, i) => {
        const packageId = must(packageIds[i], 'package');
        const sent = addDays(p.dateSold, 5) <= today ? osloAt(p.dateSold, 14) : null;
        const rows: (typeof orderConfirmations.$inferInsert)[] = [
          {
            packageId,
            orderConfirmationPurpose: 'NEW_PACKAGE',
            orderConfirmationSentDate: sent,
            createdAt: osloAt(p.dateSold, 11),
          },
        ];
        if (p.edited) {
          const edited = addDays(p.dateSold, 20) <= today ? addDays(p.dateSold, 20) : today;
          rows.push({
            packageId,
            orderConfirmationPurpose: 'EDITED_PACKAGE',
            orderConfirmationSentDate: i % 4 === 0 ? null : osloAt(edited, 15),
            createdAt: osloAt(edited, 12),
          });
        }
        return rows;
      }),
    );

    const activityIds = await insertAll(lessons, (c) =>
      tx
        .insert(activities)
        .values(
          c.map((l) => ({
            teacherId: must(teacherIdOf.get(l.teacherKey), 'teacher'),
            activityCategoryId: must(categoryIds[l.categoryIndex], 'category'),
            subjectId: must(subjectIds[l.subjectIndex], 'subject'),
            startDateTime: l.start,
            duration: l.duration.toFixed(2),
            travelTime: l.travelTime,
            activityLocation: l.location,
            activityPlan: l.plan,
            summaryTeacher: l.summaryTeacher,
            summaryStudent: l.summaryStudent,
            homework: l.homework,
            summaryDate: l.summaryDate,
            baseSalary: l.baseSalary.toFixed(2),
            travelSalary: l.travelSalary.toFixed(2),
            incentiveBonus: l.incentiveBonus.toFixed(2),
            specialBonus: l.specialBonus.toFixed(2),
            paidDate: l.paidDate,
            travelInvoiceSentDate: l.travelInvoiceSentDate,
            createdAt: new Date(Math.min(l.start.getTime(), now.getTime()) - 3 * 86_400_000),
            updatedAt: new Date(Math.min(l.start.getTime(), now.getTime())),
          })),
        )
        .returning({ id: activities.id }),
    );
    const links = lessons.flatMap((l, i) =>
      l.studentKeys.map((k) => ({
        activityId: must(activityIds[i], 'activity'),
        studentId: must(studentIdOf.get(k), 'student'),
      })),
    );
    for (let i = 0; i < links.length; i += CHUNK)
      await tx.insert(activityStudents).values(links.slice(i, i + CHUNK));
    const draws = lessons.flatMap((l, i) =>
      l.draws.map((d) => ({
        activityId: must(activityIds[i], 'activity'),
        studentId: must(studentIdOf.get(d.studentKey), 'student'),
        packageId: must(packageIds[d.packageIndex], 'package'),
        hours: d.hours.toFixed(2),
      })),
    );
    for (let i = 0; i < draws.length; i += CHUNK)
      await tx.insert(packageDraws).values(draws.slice(i, i + CHUNK));

    // The economy area's month check (issue 14) finds a few disagreements in the last whole month
    // besides the lessons of students without a package: a package whose invoice was never sent,
    // and a lesson paid two days before its summary. Neither touches laerer@ or forelder@demo.no.
    const thisMonth = `${today.slice(0, 7)}-01`;
    const lastMonth = `${addDays(thisMonth, -1).slice(0, 7)}-01`;
    const forelderReceiver =
      receiverIds[people.receivers.findIndex((r) => r.email === 'forelder@demo.no')];
    await tx.execute(sql`update ${packages} set invoice_sent_date = null, invoice_exported_date = null
      where id = (select p.id from ${packages} p
        where p.date_sold < ${thisMonth} and p.invoice_receiver_id <> ${forelderReceiver ?? -1}
        order by (p.date_sold >= ${lastMonth}) desc, p.date_sold desc, p.id desc limit 1)`);
    const laererIds = [teacherIdOf.get('laerer') ?? -1, teacherIdOf.get('ny.laerer') ?? -1];
    await tx.execute(sql`update ${activities}
      set paid_date = summary_date, summary_date = summary_date + 2
      where id = (select a.id from ${activities} a
        where a.teacher_id <> ${laererIds[0]} and a.teacher_id <> ${laererIds[1]}
          and a.summary_date is not null
          and a.start_date_time >= ${osloAt(lastMonth, 0).toISOString()}::timestamptz
          and a.start_date_time < ${osloAt(addDays(lastMonth, 14), 0).toISOString()}::timestamptz
        order by a.start_date_time, a.id limit 1)`);

    // Content: FAQ trees, the document tree, issues, analytics dashboards.
    type Folder = {
      name: string;
      faqs: readonly (readonly [string, string])[];
      children: readonly Folder[];
    };
    const insertFaq = async (
      tree: 'teacher' | 'employee',
      folders: readonly Folder[],
      parentId: number | null,
    ) => {
      for (const [order, f] of folders.entries()) {
        const [cat] = await tx
          .insert(faqCategories)
          .values({ tree, name: f.name, parentId, sortOrder: order })
          .returning({ id: faqCategories.id });
        const id = must(cat, 'faq category').id;
        if (f.faqs.length) {
          await tx.insert(faqs).values(
            f.faqs.map(([question, answer], i) => ({
              categoryId: id,
              question,
              answer,
              sortOrder: i,
            })),
          );
        }
        await insertFaq(tree, f.children, id);
      }
    };
    await insertFaq('teacher', TEACHER_FAQ, null);
    await insertFaq('employee', EMPLOYEE_FAQ, null);
    type DocFolder = {
      name: string;
      documents: readonly (readonly [string, string])[];
      children: readonly DocFolder[];
    };
    const insertDocs = async (folders: readonly DocFolder[], parentId: number | null) => {
      for (const [order, f] of folders.entries()) {
        const [row] = await tx
          .insert(documentFolders)
          .values({ name: f.name, parentId, sortOrder: order })
          .returning({ id: documentFolders.id });
        const id = must(row, 'folder').id;
        if (f.documents.length) {
          await tx.insert(documents).values(
            f.documents.map(([documentName, fileUri]) => ({
              folderId: id,
              documentName,
              fileUri,
            })),
          );
        }
        await insertDocs(f.children, id);
      }
    };
    await insertDocs(DOCUMENT_TREE, null);
    await tx.insert(issues).values(
      ISSUES.map(([title, description, category, priority, state, estimate], i) => ({
        title,
        description,
        details: '',
        category,
        priority,
        state,
        estimate,
        authorId: employeeUserIds[0],
        developerId: i % 2 === 0 ? employeeUserIds[1] : null,
        createdAt: osloAt(addDays(today, -30 + i * 4), 10),
      })),
    );
    await tx.insert(analyticsDashboards).values([
      { dashboardId: 1, dashboardName: 'Markedsføring' },
      { dashboardId: 2, dashboardName: 'Salg' },
    ]);
    await tx
      .insert(diagrams)
      .values([{ diagramId: 3, name: 'Timer per måned', width: 800, height: 400 }]);

    // Teachers who have left: inactive logins with subjects and staff's notes, no students.
    const former = planFormerTeachers(createRandom(DEMO_SEED + 1));
    const formerUserIds = await insertAll(former, (c) =>
      tx
        .insert(users)
        .values(
          c.map((p) => ({
            ...userRow(p, 'teacher'),
            isActive: false,
            createdAt: osloAt(addDays(today, -400), 9),
          })),
        )
        .returning({ id: users.id }),
    );
    const formerIds = await insertAll(former, (c) =>
      tx
        .insert(teachers)
        .values(
          c.map((t) => ({
            userId: must(formerUserIds[former.indexOf(t)], 'former teacher user'),
            status: 'DO_NOT_WANT_MORE_STUDENTS' as const,
            ownsTablet: t.ownsTablet,
            ourComments: t.ourComments,
            createdAt: osloAt(addDays(today, -400), 9),
          })),
        )
        .returning({ id: teachers.id }),
    );
    await tx.insert(teacherSubjects).values(
      former.flatMap((t, i) =>
        t.subjectIndexes.map((si) => ({
          teacherId: must(formerIds[i], 'former teacher'),
          subjectId: must(subjectIds[si], 'subject'),
        })),
      ),
    );
    await tx.insert(teacherActivityCategories).values(
      formerIds.map((teacherId) => ({
        teacherId,
        activityCategoryId: must(categoryIds[0], 'category'),
      })),
    );

    const forelder = people.receivers.findIndex((r) => r.email === 'forelder@demo.no');
    return {
      users:
        employeeUserIds.length +
        teacherUserIds.length +
        formerUserIds.length +
        studentUserIds.length +
        receiverUserIds.length,
      teachers: teacherIds.length + formerIds.length,
      students: studentIds.length,
      invoiceReceivers: receiverIds.length,
      activities: activityIds.length,
      packages: packageIds.length,
      ids: {
        laererUser: must(teacherUserIds[0], 'laerer'),
        laererTeacher: must(teacherIdOf.get('laerer'), 'laerer'),
        nyLaererTeacher: must(teacherIdOf.get('ny.laerer'), 'ny.laerer'),
        ansattUser: must(employeeUserIds[0], 'ansatt'),
        elevUser: must(studentUserOf.get('elev'), 'elev'),
        elevStudent: must(studentIdOf.get('elev'), 'elev'),
        noahStudent: must(studentIdOf.get('noah'), 'noah'),
        forelderUser: must(receiverUserOf.get(people.receivers[forelder]?.key ?? ''), 'forelder'),
        forelderReceiver: must(receiverIds[forelder], 'forelder'),
      },
    };
  });
  // Fresh statistics so the planner knows the tables are no longer empty.
  await db.execute(sql`ANALYZE`);
  return summary;
};
