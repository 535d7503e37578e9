import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  activityCategories,
  cities,
  educationStages,
  fieldsOfStudy,
  groups,
  invoiceReceiverStudents,
  invoiceReceivers,
  locations,
  schools,
  studentSubjects,
  students,
  subjectCategories,
  subjects,
  teacherStudents,
  teacherSubjects,
  teachers,
  userGroups,
  users,
} from '../db/schema/index';
import { hashPassword } from '../auth/password';

/** Every factory user gets this password unless told otherwise. */
export const TEST_PASSWORD = 'Riktig-Hest-Batteri-42';

// Cheap scrypt parameters for test users; verifyPassword reads them from the hash.
export const TEST_HASH_OPTIONS = { N: 2 ** 10, r: 8, p: 1 };
const hashCache = new Map<string, Promise<string>>();
const testHash = (password: string) => {
  let hash = hashCache.get(password);
  if (!hash) {
    hash = hashPassword(password, TEST_HASH_OPTIONS);
    hashCache.set(password, hash);
  }
  return hash;
};

let sequence = 0;
const next = () => ++sequence;

type UserInsert = typeof users.$inferInsert;
export type UserRow = typeof users.$inferSelect;
export type UserOverrides = Partial<Omit<UserInsert, 'password'>> & {
  /** Plain password (hashed by the factory). */
  password?: string;
  /** Group names, created when missing ('student', 'invoice_receiver'). */
  groups?: string[];
};

export const addUserToGroups = async (db: Database, userId: number, names: string[]) => {
  for (const name of names) {
    await db.insert(groups).values({ name }).onConflictDoNothing();
    const [group] = await db.select().from(groups).where(eq(groups.name, name));
    if (group)
      await db.insert(userGroups).values({ userId, groupId: group.id }).onConflictDoNothing();
  }
};

export const createUser = async (db: Database, overrides: UserOverrides = {}): Promise<UserRow> => {
  const n = next();
  const { password = TEST_PASSWORD, groups: groupNames = [], ...fields } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      email: `bruker${n}@test.no`,
      firstName: 'Kari',
      lastName: `Nordmann${n}`,
      phoneNumber: '41234567',
      address: 'Storgata 1',
      postCode: '0155',
      postCodeArea: 'Oslo',
      birthDate: '2000-01-01',
      userType: 'student',
      ...fields,
      password: await testHash(password),
    })
    .returning();
  if (!user) throw new Error('createUser: no row');
  if (groupNames.length) await addUserToGroups(db, user.id, groupNames);
  return user;
};

/** A staff member (user type employee, is_staff). */
export const createEmployee = (db: Database, overrides: UserOverrides = {}) =>
  createUser(db, { userType: 'employee', isStaff: true, firstName: 'Ane', ...overrides });

export type TeacherRow = typeof teachers.$inferSelect;

export const createTeacher = async (
  db: Database,
  overrides: {
    user?: UserOverrides;
    teacher?: Partial<typeof teachers.$inferInsert>;
    /** Subject ids, with preferred_subject false. */
    subjects?: number[];
  } = {},
): Promise<{ user: UserRow; teacher: TeacherRow }> => {
  const user = await createUser(db, { userType: 'teacher', firstName: 'Ola', ...overrides.user });
  const [teacher] = await db
    .insert(teachers)
    .values({
      userId: user.id,
      bankAccountNumber: '12345678903',
      socialSecurity: '01010012345',
      heardAboutRh: 'Venner',
      yearOfStudy: '3',
      ownsTablet: true,
      ...overrides.teacher,
    })
    .returning();
  if (!teacher) throw new Error('createTeacher: no row');
  for (const subjectId of overrides.subjects ?? []) {
    await db.insert(teacherSubjects).values({ teacherId: teacher.id, subjectId });
  }
  return { user, teacher };
};

export type StudentRow = typeof students.$inferSelect;

export const createStudent = async (
  db: Database,
  overrides: {
    user?: UserOverrides;
    student?: Partial<typeof students.$inferInsert>;
    /** Links the student to these teachers (teacher ids). */
    teacherIds?: number[];
    subjects?: number[];
  } = {},
): Promise<{ user: UserRow; student: StudentRow }> => {
  const user = await createUser(db, {
    userType: 'student',
    firstName: 'Emma',
    groups: ['student'],
    ...overrides.user,
  });
  const [student] = await db
    .insert(students)
    .values({ userId: user.id, heardAboutUs: 'Google', ...overrides.student })
    .returning();
  if (!student) throw new Error('createStudent: no row');
  for (const teacherId of overrides.teacherIds ?? []) {
    await db.insert(teacherStudents).values({ teacherId, studentId: student.id });
  }
  for (const subjectId of overrides.subjects ?? []) {
    await db.insert(studentSubjects).values({ studentId: student.id, subjectId });
  }
  return { user, student };
};

export const createInvoiceReceiver = async (
  db: Database,
  overrides: {
    user?: UserOverrides;
    selfAsStudent?: boolean;
    /** Student ids the receiver pays for. */
    paysFor?: number[];
  } = {},
) => {
  const user = await createUser(db, {
    userType: 'invoice_receiver',
    firstName: 'Per',
    groups: ['invoice_receiver'],
    ...overrides.user,
  });
  const [receiver] = await db
    .insert(invoiceReceivers)
    .values({ userId: user.id, selfAsStudent: overrides.selfAsStudent ?? false })
    .returning();
  if (!receiver) throw new Error('createInvoiceReceiver: no row');
  for (const studentId of overrides.paysFor ?? []) {
    await db.insert(invoiceReceiverStudents).values({ invoiceReceiverId: receiver.id, studentId });
  }
  return { user, receiver };
};

/** A minimal set of reference data: one of each, plus the four locations of domain.md. */
export const createReferenceData = async (db: Database) => {
  const [city] = await db.insert(cities).values({ cityName: 'Oslo' }).returning();
  const [school] = await db
    .insert(schools)
    .values({ schoolName: 'Oslo katedralskole', cityId: city?.id })
    .returning();
  const [stage] = await db
    .insert(educationStages)
    .values({ educationStageName: 'Videregående' })
    .returning();
  const [category] = await db
    .insert(subjectCategories)
    .values({ categoryName: 'Realfag' })
    .returning();
  const [subject] = await db
    .insert(subjects)
    .values({
      subjectName: 'Matematikk R1',
      educationStageId: stage?.id,
      subjectCategoryId: category?.id,
    })
    .returning();
  const [fieldOfStudy] = await db
    .insert(fieldsOfStudy)
    .values({ studyName: 'Matematikk' })
    .returning();
  const [activityCategory] = await db
    .insert(activityCategories)
    .values({ name: 'Privatundervisning', hourlyRate: '250' })
    .returning();
  await db
    .insert(locations)
    .values([
      { code: 'INTERNET', name: 'Digitalt', hasTravel: false, sortOrder: 1 },
      { code: 'CAMPUS', name: 'Campus', hasTravel: false, sortOrder: 2 },
      { code: 'STUDENT_HOME', name: 'Hjemme hos eleven', hasTravel: true, sortOrder: 3 },
      { code: 'OTHER', name: 'Annet sted', hasTravel: true, sortOrder: 4 },
    ])
    .onConflictDoNothing();
  if (!city || !school || !stage || !category || !subject || !fieldOfStudy || !activityCategory) {
    throw new Error('createReferenceData: missing row');
  }
  return { city, school, stage, category, subject, fieldOfStudy, activityCategory };
};

/** One user of every type, for authorization matrices: a teacher, staff, a student and a receiver. */
export const createUsersOfEveryType = async (db: Database) => {
  const teacher = await createTeacher(db);
  const employee = await createEmployee(db);
  const student = await createStudent(db);
  const invoiceReceiver = await createInvoiceReceiver(db, { paysFor: [student.student.id] });
  return {
    teacher: teacher.user,
    employee,
    student: student.user,
    invoice_receiver: invoiceReceiver.user,
  } as const;
};
