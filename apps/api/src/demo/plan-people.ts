import {
  CITIES,
  FIRST_NAMES,
  LAST_NAMES,
  PARENT_FIRST_NAMES,
  POST_CODES,
  SCHOOLS,
  STREETS,
  SUBJECTS,
} from './content';
import { addDays } from './calendar';
import { fodselsnummerFor, kontonummer } from './identity';
import type { Random } from './random';

export type PersonPlan = {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  address: string;
  postCode: string;
  postCodeArea: string;
  cityIndex: number;
  birthDate: string;
};

export type TeacherPlan = PersonPlan & {
  key: string;
  subjectIndexes: number[];
  preferred: number[];
  fieldOfStudyIndex: number;
  yearOfStudy: '1' | '2' | '3' | '4' | '5' | '6' | 'FIN' | 'OTHER';
  ownsTablet: boolean | null;
  socialSecurity: string;
  bankAccountNumber: string;
  heardAboutRh: string;
  hourlyRate: string | null;
  categoryIndexes: number[];
  status: 'WANT_MORE_STUDENTS' | 'DO_NOT_WANT_MORE_STUDENTS';
  vismaEmploymentId: string | null;
};

export type PackagePattern = 'plenty' | 'few' | 'none' | 'expired+plenty' | 'trial+few' | 'empty';

export type StudentPlan = PersonPlan & {
  key: string;
  schoolIndex: number;
  subjectIndexes: number[];
  teacherKey: string;
  receiverKey: string;
  isActive: boolean;
  contactEmployee: number | null;
  heardAboutUs: string;
  pattern: PackagePattern;
  selfPaying: boolean;
};

export type ReceiverPlan = PersonPlan & { key: string; selfStudentKey: string | null };

const ascii = (s: string) =>
  s
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .replace(/[^a-z0-9]+/g, '.');

const phone = (random: Random) =>
  `${random.pick(['4', '9'])}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;

const person = (
  random: Random,
  first: string,
  last: string,
  cityIndex: number,
  birthDate: string,
  email?: string,
): PersonPlan => {
  const [postCode, postCodeArea] = random.pick(
    POST_CODES[cityIndex] ?? POST_CODES[0] ?? [['0155', 'Oslo']],
  );
  return {
    email: email ?? `${ascii(first)}.${ascii(last)}@demo.no`,
    firstName: first,
    lastName: last,
    phoneNumber: phone(random),
    address: `${random.pick(STREETS)} ${random.int(1, 80)}`,
    postCode,
    postCodeArea,
    cityIndex,
    birthDate,
  };
};

const subjectIndex = (name: string) => SUBJECTS.findIndex(([n]) => n === name);

const PATTERNS: PackagePattern[] = [
  'plenty',
  'few',
  'none',
  'expired+plenty',
  'trial+few',
  'plenty',
  'few',
  'empty',
];

/** Every person of the demo, decided up front from the seed. */
export const planPeople = (random: Random, today: string) => {
  const used = new Set<string>();
  const unique = (p: PersonPlan): PersonPlan => {
    let email = p.email;
    for (let n = 2; used.has(email); n++) email = p.email.replace('@', `${n}@`);
    used.add(email);
    return { ...p, email };
  };
  const birth = (minAge: number, maxAge: number) =>
    addDays(today, -(random.int(minAge * 365, maxAge * 365) + random.int(0, 300)));

  const employees = [
    unique(person(random, 'Ingrid', 'Berg', 0, '1988-05-12', 'ansatt@demo.no')),
    unique(person(random, 'Martin', 'Solberg', 0, '1991-09-30')),
    unique(person(random, 'Silje', 'Hauge', 1, '1985-02-17')),
  ];

  const teacher = (
    key: string,
    p: PersonPlan,
    subjects: string[],
    extra: Partial<TeacherPlan> = {},
  ): TeacherPlan => {
    const subjectIndexes = subjects.map(subjectIndex);
    return {
      ...unique(p),
      key,
      subjectIndexes,
      preferred: subjectIndexes.filter((_, i) => i % 2 === 0),
      fieldOfStudyIndex: random.int(0, 8),
      yearOfStudy: random.pick(['2', '3', '4', '5', 'FIN'] as const),
      ownsTablet: random.chance(0.7),
      socialSecurity: fodselsnummerFor(p.birthDate, random),
      bankAccountNumber: kontonummer(random),
      heardAboutRh: random.pick(['Venner', 'Finn.no', 'Studentmessa', 'Instagram']),
      hourlyRate: null,
      categoryIndexes: [0, 2],
      status: 'WANT_MORE_STUDENTS',
      vismaEmploymentId: String(random.int(1000, 9999)),
      ...extra,
    };
  };

  const teachers: TeacherPlan[] = [
    teacher(
      'laerer',
      person(random, 'Jonas', 'Haugen', 0, '1999-06-21', 'laerer@demo.no'),
      [
        'Matematikk R1',
        'Matematikk 1T',
        'Matematikk R2',
        'Fysikk 1',
        'Matematikk (ungdomsskole)',
        'Engelsk',
      ],
      { fieldOfStudyIndex: 0, yearOfStudy: '4', ownsTablet: true, categoryIndexes: [0, 1, 2, 3] },
    ),
    teacher(
      'ny.laerer',
      person(random, 'Sara', 'Lie', 0, '2002-01-09', 'ny.laerer@demo.no'),
      ['Norsk', 'Engelsk'],
      {
        // Initial-info fields missing: needs_update at login.
        phoneNumber: '',
        bankAccountNumber: '',
        socialSecurity: '',
        ownsTablet: null,
        vismaEmploymentId: null,
        categoryIndexes: [0],
      },
    ),
    teacher('mari', person(random, 'Mari', 'Nilsen', 1, '1998-11-03'), [
      'Matematikk 1P',
      'Matematikk S1',
      'Norsk',
      'Samfunnskunnskap',
    ]),
    teacher('anders', person(random, 'Anders', 'Moen', 2, '1997-04-26'), [
      'Fysikk 2',
      'Kjemi 1',
      'Kjemi 2',
      'Matematikk R2',
    ]),
    teacher(
      'eirik',
      person(random, 'Eirik', 'Dahl', 0, '2000-08-14'),
      ['Matematikk (ungdomsskole)', 'Engelsk (ungdomsskole)', 'Norsk (ungdomsskole)'],
      {
        status: 'DO_NOT_WANT_MORE_STUDENTS',
      },
    ),
    teacher(
      'hanna',
      person(random, 'Hanna', 'Eide', 3, '1996-12-01'),
      ['Biologi 1', 'Kjemi 1', 'Matematikk 1T'],
      {
        hourlyRate: '280.00',
      },
    ),
    teacher('kristine', person(random, 'Kristine', 'Lund', 0, '2001-03-18'), [
      'Spansk',
      'Tysk',
      'Engelsk',
      'Historie',
    ]),
    teacher('even', person(random, 'Even', 'Strand', 5, '1999-10-07'), [
      'Matematikk R1',
      'Matematikk for økonomer',
      'Matematikk (barneskole)',
    ]),
  ];

  const students: StudentPlan[] = [];
  const receivers: ReceiverPlan[] = [];
  const addReceiver = (p: PersonPlan, selfStudentKey: string | null = null) => {
    const key = `r${receivers.length + 1}`;
    receivers.push({ ...(selfStudentKey ? p : unique(p)), key, selfStudentKey });
    return key;
  };

  // The customer accounts of the brief: forelder pays for elev and a sibling.
  const forelder = addReceiver(
    person(random, 'Kari', 'Johansen', 0, '1978-07-04', 'forelder@demo.no'),
  );
  const schoolOf = (cityIndex: number): number => {
    const options = SCHOOLS.flatMap(([, c], i) => (c === cityIndex ? [i] : []));
    return options.length ? random.pick(options) : 0;
  };
  const student = (
    key: string,
    p: PersonPlan,
    plan: Omit<StudentPlan, keyof PersonPlan | 'key'>,
  ) => {
    students.push({ ...unique(p), key, ...plan });
  };
  student('elev', person(random, 'Emma', 'Johansen', 0, '2009-03-14', 'elev@demo.no'), {
    schoolIndex: 0,
    subjectIndexes: ['Matematikk R1', 'Fysikk 1', 'Engelsk'].map(subjectIndex),
    teacherKey: 'laerer',
    receiverKey: forelder,
    isActive: true,
    contactEmployee: 1,
    heardAboutUs: 'Venner',
    pattern: 'expired+plenty',
    selfPaying: false,
  });
  student('noah', person(random, 'Noah', 'Johansen', 0, '2011-08-02'), {
    schoolIndex: 1,
    subjectIndexes: ['Matematikk (ungdomsskole)', 'Engelsk'].map(subjectIndex),
    teacherKey: 'laerer',
    receiverKey: forelder,
    isActive: true,
    contactEmployee: 1,
    heardAboutUs: 'Venner',
    pattern: 'few',
    selfPaying: false,
  });

  // Teachers with students: laerer gets 12 more (so lists page at 10), the others a handful each.
  const assignments: string[] = [
    ...Array<string>(12).fill('laerer'),
    ...['mari', 'anders', 'eirik', 'hanna', 'kristine', 'even'].flatMap((k) =>
      Array<string>(random.int(4, 6)).fill(k),
    ),
  ];
  let lastFamily: { last: string; receiverKey: string; cityIndex: number } | null = null;
  let adultPlaced = false;
  assignments.forEach((teacherKey, i) => {
    const t = teachers.find((x) => x.key === teacherKey) as TeacherPlan;
    const cityIndex = random.chance(0.7) ? t.cityIndex : random.int(0, CITIES.length - 1);
    const sibling = lastFamily !== null && i % 5 === 4 && teacherKey !== 'even';
    // One university student who pays for themselves (self_as_student).
    const adult = !adultPlaced && teacherKey === 'even';
    if (adult) adultPlaced = true;
    const last: string = sibling && lastFamily ? lastFamily.last : random.pick(LAST_NAMES);
    const first = random.pick(FIRST_NAMES);
    const city = sibling && lastFamily ? lastFamily.cityIndex : cityIndex;
    const p = person(random, first, last, city, adult ? birth(20, 24) : birth(12, 18));
    const key = `s${i + 1}`;
    let receiverKey: string;
    if (adult) receiverKey = addReceiver(p, key);
    else if (sibling && lastFamily) receiverKey = lastFamily.receiverKey;
    else
      receiverKey = addReceiver(
        person(random, random.pick(PARENT_FIRST_NAMES), last, city, birth(40, 55)),
      );
    const subjects = adult
      ? [subjectIndex('Matematikk for økonomer')]
      : random
          .shuffle(t.subjectIndexes)
          .slice(0, random.int(1, Math.min(3, t.subjectIndexes.length)));
    student(key, p, {
      schoolIndex: adult ? SCHOOLS.length - 1 : schoolOf(city),
      subjectIndexes: subjects,
      teacherKey,
      receiverKey,
      isActive: i % 9 !== 8,
      contactEmployee: i % 3 === 0 ? random.int(1, 2) : null,
      heardAboutUs: random.pick(['Google', 'Venner', 'Instagram', 'Facebook', 'Skolen']),
      pattern: PATTERNS[i % PATTERNS.length] as PackagePattern,
      selfPaying: adult,
    });
    lastFamily = { last, receiverKey, cityIndex: city };
  });
  return { employees, teachers, students, receivers };
};

export type FormerTeacherPlan = PersonPlan & {
  subjectIndexes: number[];
  ownsTablet: boolean | null;
  ourComments: string;
};

/**
 * Teachers who have left (is_active false), for 'Læreroversikt' to show in red when inactive ones
 * are asked for. Planned with their own PRNG and loaded last, so every other demo row and id stays
 * as it was. Their e-mails have a suffix no generated person gets.
 */
export const planFormerTeachers = (random: Random): FormerTeacherPlan[] => [
  {
    ...person(random, 'Henrik', 'Bakke', 0, '1996-02-11', 'henrik.bakke.tidligere@demo.no'),
    subjectIndexes: ['Matematikk R1', 'Fysikk 1'].map(subjectIndex),
    ownsTablet: false,
    ourComments: 'Sluttet etter vårsemesteret. Kan spørres igjen til eksamenskurs.',
  },
  {
    ...person(random, 'Julie', 'Sæther', 1, '1999-07-23', 'julie.saether.tidligere@demo.no'),
    subjectIndexes: ['Engelsk', 'Spansk'].map(subjectIndex),
    ownsTablet: null,
    ourComments: 'Flyttet til utlandet.',
  },
];
