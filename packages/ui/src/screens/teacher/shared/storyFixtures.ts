// Story-only fixtures of the teacher screens, typed by the API contract so a contract change
// breaks them at compile time. Names and places are realistic Norwegian demo data.
import type { Schemas } from '@portal/api-client';

type Student = Schemas['Student'];
type StudentDetail = Schemas['StudentDetail'];

const FIRST = [
  'Emma',
  'Noah',
  'Nora',
  'Jakob',
  'Sofie',
  'Filip',
  'Ella',
  'Lukas',
  'Maja',
  'Oskar',
  'Ingrid',
  'Henrik',
];
const LAST = [
  'Hansen',
  'Johansen',
  'Olsen',
  'Larsen',
  'Andersen',
  'Pedersen',
  'Nilsen',
  'Kristiansen',
];
const CITIES: Schemas['City'][] = [
  { id: 1, city_name: 'Oslo' },
  { id: 2, city_name: 'Bergen' },
  { id: 3, city_name: 'Trondheim' },
];

export const STORY_CITIES = CITIES;

export const STORY_SCHOOLS: Schemas['School'][] = [
  { id: 1, school_name: 'Oslo katedralskole' },
  { id: 2, school_name: 'Bergen katedralskole' },
  { id: 3, school_name: 'Trondheim katedralskole' },
];

const stage = (id: number, education_stage_name: string): Schemas['EducationStage'] => ({
  id,
  education_stage_name,
});
const category = { id: 1, category_name: 'Realfag' };

export const STORY_SUBJECTS: Schemas['Subject'][] = [
  {
    id: 1,
    subject_name: 'Matematikk 1T',
    education_stage: stage(2, 'Videregående'),
    subject_category: category,
  },
  {
    id: 2,
    subject_name: 'Fysikk 1',
    education_stage: stage(2, 'Videregående'),
    subject_category: category,
  },
  {
    id: 3,
    subject_name: 'Norsk',
    education_stage: stage(1, 'Ungdomsskole'),
    subject_category: null,
  },
  {
    id: 4,
    subject_name: 'Engelsk',
    education_stage: stage(1, 'Ungdomsskole'),
    subject_category: null,
  },
  {
    id: 5,
    subject_name: 'Kjemi 1',
    education_stage: stage(2, 'Videregående'),
    subject_category: category,
  },
];

export const STORY_FIELDS_OF_STUDY: Schemas['FieldOfStudy'][] = [
  { id: 1, study_name: 'Lektorutdanning i realfag' },
  { id: 2, study_name: 'Informatikk' },
];

/** The i-th student of the teacher (0-based); every fourth is inactive. */
export function storyStudent(i: number): Student {
  const first = FIRST[i % FIRST.length] ?? 'Emma';
  const last = LAST[i % LAST.length] ?? 'Hansen';
  const city = CITIES[i % CITIES.length] ?? CITIES[0]!;
  return {
    id: i + 1,
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`,
    email: `${first}.${last}@example.no`.toLowerCase(),
    phone_number: String(41000000 + i * 1234),
    address: `Storgata ${i + 1}`,
    post_code: '0155',
    post_code_area: 'Oslo',
    city: city.id,
    city_name: city.city_name,
    school: 1,
    school_name: 'Oslo katedralskole',
    birth_date: '2009-04-17',
    age: 17,
    contact_person_name: 'Kari Nordmann',
    created_at: '2026-08-15T10:00:00+02:00',
    days_since_last_activity: i % 5 === 4 ? null : (i * 3) % 20,
    heard_about_us: '',
    other_comments: '',
    is_active: i % 4 !== 3,
    number_of_hours_remaining_in_packages: ((i * 2.5) % 12).toFixed(2),
    number_of_planned_hours: ((i % 3) * 1.5).toFixed(2),
    subjects: [1],
    teacher: 1,
  };
}

/** 14 students: a first page of 10 and a second of 4. */
export const STORY_STUDENTS: Student[] = Array.from({ length: 14 }, (_, i) => storyStudent(i));

/** One page of the list the way the API answers `GET user/student/`. */
export function storyStudentPage(
  students: Student[],
  { limit = 10, offset = 0 }: { limit?: number; offset?: number } = {},
): Schemas['StudentList'] {
  const results = students.slice(offset, offset + limit);
  return {
    count: students.length,
    next:
      offset + limit < students.length
        ? `/api/user/student/?limit=${limit}&offset=${offset + limit}`
        : null,
    previous:
      offset > 0 ? `/api/user/student/?limit=${limit}&offset=${Math.max(0, offset - limit)}` : null,
    results,
  };
}

/** A student's detail: info, one receiver and two packages (or none). */
export function storyStudentDetail(id: number, { packages = true } = {}): StudentDetail {
  const s = storyStudent(id - 1);
  return {
    student: {
      id: s.id,
      first_name: s.first_name,
      last_name: s.last_name,
      full_name: s.full_name,
      age: s.age,
      birth_date: s.birth_date,
      email: s.email,
      phone_number: s.phone_number,
      address: s.address,
      post_code: s.post_code,
      post_code_area: s.post_code_area,
      city: s.city,
      city_name: s.city_name,
      school: s.school,
      school_name: s.school_name,
      contact_person_name: s.contact_person_name,
      is_active: s.is_active,
      subjects: [{ id: 1, subject_name: 'Matematikk 1T' }],
    },
    invoice_receivers: [
      {
        id: 50 + id,
        full_name: `Anne ${s.last_name}`,
        email: `anne.${s.last_name}@example.no`.toLowerCase(),
        phone_number: '92345678',
      },
    ],
    packages: packages
      ? [
          {
            id: 300 + id,
            name: '20 timer',
            invoice_receiver_name: `Anne ${s.last_name}`,
            remaining_hours: '12.50',
            hours_in_package: '20.00',
            date_sold: '2026-09-01',
            expiration_date: '2027-09-01',
            is_expired: false,
          },
          {
            id: 400 + id,
            name: '10 timer',
            invoice_receiver_name: `Anne ${s.last_name}`,
            remaining_hours: '0.00',
            hours_in_package: '10.00',
            date_sold: '2026-01-10',
            expiration_date: '2027-01-10',
            is_expired: false,
          },
        ]
      : [],
    activities: [],
  };
}

/** The signed-in teacher (Jonas Haugen) with a complete profile. */
export const STORY_TEACHER: Schemas['TeacherSelf'] = {
  id: 1,
  user_id: 10,
  first_name: 'Jonas',
  last_name: 'Haugen',
  full_name: 'Jonas Haugen',
  email: 'laerer@demo.no',
  phone_number: '41234567',
  birth_date: '1999-06-21',
  address: 'Thereses gate 12',
  post_code: '0168',
  post_code_area: 'Oslo',
  city: 1,
  city_name: 'Oslo',
  field_of_study: 1,
  field_of_study_name: 'Lektorutdanning i realfag',
  year_of_study: '4',
  owns_tablet: true,
  bank_account_number: '12345678903',
  social_security: '01019012480',
  heard_about_rh: '',
  status: 'WANT_MORE_STUDENTS',
  needs_update: false,
  police_report_file: '/api/user/teacher/1/files/police_report_file/',
  diploma_file: null,
  university_grades: null,
  subjects: [
    { id: 1, subject_name: 'Matematikk 1T', preferred_subject: true },
    { id: 2, subject_name: 'Fysikk 1', preferred_subject: false },
    { id: 5, subject_name: 'Kjemi 1', preferred_subject: false },
  ],
};

/** A new teacher whose initial info is missing (ny.laerer). */
export const STORY_NEW_TEACHER: Schemas['TeacherSelf'] = {
  ...STORY_TEACHER,
  id: 2,
  user_id: 11,
  first_name: 'Sara',
  last_name: 'Lie',
  full_name: 'Sara Lie',
  email: 'ny.laerer@demo.no',
  phone_number: '',
  address: '',
  post_code: '',
  post_code_area: '',
  bank_account_number: '',
  social_security: '',
  needs_update: true,
  police_report_file: null,
};

export const STORY_DOCUMENT_TREE: Schemas['DocumentTreeNode'][] = [
  {
    id: 1,
    name: 'Rutiner',
    documents: [
      {
        id: 1,
        document_name: 'Velkommen som lærer',
        file_uri: 'https://example.no/dokumenter/velkommen.pdf',
      },
      {
        id: 2,
        document_name: 'Slik fører du timer',
        file_uri: 'https://example.no/dokumenter/timer.pdf',
      },
    ],
    children: [
      {
        id: 2,
        name: 'Lønn',
        documents: [
          {
            id: 3,
            document_name: 'Lønnskalender 2026',
            file_uri: 'https://example.no/dokumenter/lonn.pdf',
          },
        ],
        children: [],
      },
    ],
  },
  {
    id: 3,
    name: 'Fagstoff',
    documents: [
      {
        id: 4,
        document_name: 'Oppgaver i matematikk',
        file_uri: 'https://example.no/dokumenter/matte.pdf',
      },
    ],
    children: [],
  },
];

export const STORY_FAQ_TREE: Schemas['FaqTreeNode'][] = [
  {
    id: 1,
    name: 'Timeføring',
    faqs: [
      {
        id: 1,
        question: 'Når må oppsummeringen skrives?',
        answer: 'Skriv begge oppsummeringene innen 48 timer etter timen for å få bonus.',
      },
      {
        id: 2,
        question: 'Hva gjør jeg hvis eleven ikke møter?',
        answer: 'Ta kontakt med drift samme dag.',
      },
    ],
    children: [
      {
        id: 2,
        name: 'Reise',
        faqs: [
          {
            id: 3,
            question: 'Får jeg betalt reisetid?',
            answer: 'Ja, for timer hjemme hos eleven eller på annet sted.',
          },
        ],
        children: [],
      },
    ],
  },
];
