import { describe, expect, it } from 'vitest';
import { birthDatePartsSchema, birthDateToParts } from './birth-date-parts';
import {
  existingReceiverSchema,
  invoiceReceiverAddStudentBodySchema,
  invoiceReceiverCreateBodySchema,
  invoiceReceiverUserInfoSchema,
} from './invoice-receiver';
import { studentAddSubjectsBodySchema, studentCreateBodySchema, studentSchema } from './student';
import { errorsOf, parsed } from './test-helpers';

const PHONE = 'Telefonnummer må være 8 til 10 tegn';

describe('studentSchema', () => {
  const valid = {
    first_name: 'Emma',
    last_name: 'Hansen',
    birth_date: '2010-02-28',
    phone_number: '98765432',
    email: 'emma@example.no',
    address: 'Skolegata 2',
    post_code: '7030',
    post_code_area: 'Trondheim',
    city: '3',
    school: 12,
    subjects: ['5'],
    heard_about_us: 'Facebook',
    other_comments: '',
    teacher: '',
  };

  it('accepts a valid student and gives the payload types', () => {
    expect(parsed(studentSchema, valid)).toEqual({
      ...valid,
      city: 3,
      subjects: [5],
      teacher: null,
    });
    expect(parsed(studentSchema, { ...valid, teacher: 8 }).teacher).toBe(8);
  });

  it('requires names, address, post code, area, city and school', () => {
    expect(
      errorsOf(studentSchema, {
        ...valid,
        first_name: '',
        last_name: '',
        address: '',
        post_code: '',
        post_code_area: '',
        city: '',
        school: null,
      }),
    ).toEqual({
      first_name: ['Fornavn er påkrevd'],
      last_name: ['Etternavn er påkrevd'],
      address: ['Adresse er påkrevd'],
      post_code: ['Postnummer er påkrevd'],
      post_code_area: ['Poststed er påkrevd'],
      city: ['Velg en by'],
      school: ['Velg en skole'],
    });
  });

  it('wants a phone of 8 to 10 characters (7, 8, 10, 11)', () => {
    expect(errorsOf(studentSchema, { ...valid, phone_number: '1234567' })).toEqual({
      phone_number: [PHONE],
    });
    expect(errorsOf(studentSchema, { ...valid, phone_number: '12345678' })).toEqual({});
    expect(errorsOf(studentSchema, { ...valid, phone_number: '1234567890' })).toEqual({});
    expect(errorsOf(studentSchema, { ...valid, phone_number: '12345678901' })).toEqual({
      phone_number: [PHONE],
    });
  });

  it('wants a valid e-mail', () => {
    expect(errorsOf(studentSchema, { ...valid, email: 'emma@example' })).toEqual({
      email: ['Oppgi en gyldig e-postadresse'],
    });
    expect(errorsOf(studentSchema, { ...valid, email: '' })).toEqual({
      email: ['E-postadresse er påkrevd'],
    });
  });

  it('requires a real birth date', () => {
    expect(errorsOf(studentSchema, { ...valid, birth_date: '' })).toEqual({
      birth_date: ['Fødselsdato er påkrevd'],
    });
    expect(errorsOf(studentSchema, { ...valid, birth_date: '2010-02-29' })).toEqual({
      birth_date: ['Ugyldig dato'],
    });
    expect(errorsOf(studentSchema, { ...valid, birth_date: '2012-02-29' })).toEqual({});
  });

  it('wants at least one subject and a numeric teacher', () => {
    expect(errorsOf(studentSchema, { ...valid, subjects: [] })).toEqual({
      subjects: ['Velg minst ett fag'],
    });
    expect(errorsOf(studentSchema, { ...valid, teacher: 'Ola' })).toEqual({
      teacher: ['Velg en lærer'],
    });
  });
});

describe('studentCreateBodySchema (POST user/student/)', () => {
  const body = {
    first_name: 'Emma',
    last_name: 'Hansen',
    birth_date: '2010-02-28',
    phone_number: '98 76 54 32',
    email: 'emma@example.no',
    address: 'Skolegata 2',
    post_code: '7030',
    post_code_area: 'Trondheim',
    city: 3,
    school: 12,
    subjects: [5],
  };

  it('takes JSON ids and leaves the comments and teacher out', () => {
    expect(parsed(studentCreateBodySchema, body)).toEqual({ ...body, phone_number: '98765432' });
    expect(errorsOf(studentCreateBodySchema, { ...body, city: '3', subjects: ['5'] })).toEqual({
      city: ['Velg en by'],
      'subjects.0': ['Velg minst ett fag'],
    });
  });

  it('caps every text with a message, and refuses unknown fields', () => {
    expect(
      errorsOf(studentCreateBodySchema, {
        ...body,
        first_name: 'x'.repeat(151),
        email: `${'x'.repeat(250)}@example.no`,
        phone_number: '1'.repeat(21),
        birth_date: '2010-02-28T00:00',
        heard_about_us: 'x'.repeat(256),
        subjects: Array.from({ length: 51 }, () => 5),
        teacher: 2_147_483_648,
        extra: 1,
      }),
    ).toEqual({
      first_name: ['Kan ikke være lengre enn 150 tegn.'],
      email: ['E-postadressen kan ikke være lengre enn 254 tegn.'],
      phone_number: [PHONE],
      birth_date: ['Ugyldig dato'],
      heard_about_us: ['Kan ikke være lengre enn 255 tegn.'],
      subjects: ['Velg høyst 50.'],
      teacher: ['Velg en lærer'],
      '': ['Unrecognized key: "extra"'],
    });
  });

  it('wants at least one subject to add', () => {
    expect(parsed(studentAddSubjectsBodySchema, { subjects: [1, 2] })).toEqual({
      subjects: [1, 2],
    });
    expect(errorsOf(studentAddSubjectsBodySchema, { subjects: [] })).toEqual({
      subjects: ['Velg minst ett fag'],
    });
  });
});

describe('birthDatePartsSchema', () => {
  it('turns day, month and year into YYYY-MM-DD, padding one digit', () => {
    expect(parsed(birthDatePartsSchema, { day: '05', month: '11', year: '2009' })).toBe(
      '2009-11-05',
    );
    expect(parsed(birthDatePartsSchema, { day: '5', month: '1', year: '2009' })).toBe('2009-01-05');
    expect(parsed(birthDatePartsSchema, { day: '29', month: '02', year: '2008' })).toBe(
      '2008-02-29',
    );
  });
  it('wants 2, 2 and 4 digits', () => {
    expect(errorsOf(birthDatePartsSchema, { day: '123', month: 'ab', year: '09' })).toEqual({
      day: ['Dag må være 2 siffer'],
      month: ['Måned må være 2 siffer'],
      year: ['År må være 4 siffer'],
    });
  });
  it('rejects impossible dates and years before 1900', () => {
    expect(errorsOf(birthDatePartsSchema, { day: '29', month: '02', year: '2009' })).toEqual({
      day: ['Ugyldig dato'],
    });
    expect(errorsOf(birthDatePartsSchema, { day: '31', month: '04', year: '2009' })).toEqual({
      day: ['Ugyldig dato'],
    });
    expect(errorsOf(birthDatePartsSchema, { day: '01', month: '13', year: '2009' })).toEqual({
      day: ['Ugyldig dato'],
    });
    expect(errorsOf(birthDatePartsSchema, { day: '01', month: '01', year: '1899' })).toEqual({
      day: ['Ugyldig dato'],
    });
  });
  it('splits a stored date back into the three inputs', () => {
    expect(birthDateToParts('2009-11-05')).toEqual({ day: '05', month: '11', year: '2009' });
    expect(birthDateToParts('')).toEqual({ day: '', month: '', year: '' });
  });
});

describe('invoiceReceiverCreateBodySchema', () => {
  const userInfo = {
    first_name: 'Per',
    last_name: 'Hansen',
    phone_number: '91234567',
    email: 'per@example.no',
    address: 'Skolegata 2',
    post_code: '7030',
    post_code_area: 'Trondheim',
  };

  it('accepts a valid receiver; the flags may be left out', () => {
    expect(parsed(invoiceReceiverCreateBodySchema, { user_info: userInfo })).toEqual({
      user_info: userInfo,
    });
    const full = { user_info: userInfo, self_as_student: true, pays_for_students: [7] };
    expect(parsed(invoiceReceiverCreateBodySchema, full)).toEqual(full);
  });

  it('requires names, address, post code and area; phone 8 to 10; valid e-mail', () => {
    expect(
      errorsOf(invoiceReceiverUserInfoSchema, {
        ...userInfo,
        first_name: '',
        last_name: '',
        address: '',
        post_code: '',
        post_code_area: '',
        phone_number: '1234567',
        email: 'per',
      }),
    ).toEqual({
      first_name: ['Fornavn er påkrevd'],
      last_name: ['Etternavn er påkrevd'],
      address: ['Adresse er påkrevd'],
      post_code: ['Postnummer er påkrevd'],
      post_code_area: ['Poststed er påkrevd'],
      phone_number: [PHONE],
      email: ['Oppgi en gyldig e-postadresse'],
    });
  });

  it('reports nested paths and rejects wrong types', () => {
    expect(
      errorsOf(invoiceReceiverCreateBodySchema, {
        user_info: { ...userInfo, phone_number: '12345678901' },
      }),
    ).toEqual({
      'user_info.phone_number': [PHONE],
    });
    expect(
      Object.keys(
        errorsOf(invoiceReceiverCreateBodySchema, { user_info: userInfo, self_as_student: 'yes' }),
      ),
    ).toEqual(['self_as_student']);
    expect(
      errorsOf(invoiceReceiverCreateBodySchema, { user_info: userInfo, pays_for_students: ['7'] }),
    ).toEqual({
      'pays_for_students.0': ['Ugyldig elev'],
    });
  });
});

describe('invoiceReceiverAddStudentBodySchema and existingReceiverSchema', () => {
  it('takes one student id for PATCH user/invoice-receiver/{id}/', () => {
    expect(parsed(invoiceReceiverAddStudentBodySchema, { add_new_student: 7 })).toEqual({
      add_new_student: 7,
    });
    expect(errorsOf(invoiceReceiverAddStudentBodySchema, { add_new_student: 0 })).toEqual({
      add_new_student: ['Ugyldig elev'],
    });
    expect(errorsOf(invoiceReceiverAddStudentBodySchema, { add_new_student: null })).toEqual({
      add_new_student: ['Ugyldig elev'],
    });
    expect(errorsOf(invoiceReceiverAddStudentBodySchema, {})).toEqual({
      add_new_student: ['Ugyldig elev'],
    });
  });

  it('needs a receiver picked', () => {
    expect(errorsOf(existingReceiverSchema, { invoice_receiver: '' })).toEqual({
      invoice_receiver: ['Velg en fakturamottaker'],
    });
    expect(parsed(existingReceiverSchema, { invoice_receiver: 3 })).toEqual({
      invoice_receiver: 3,
    });
  });
});
