import { describe, expect, it } from 'vitest';
import { initialTeacherUpdateSchema } from './initial-teacher-update';
import { newTeacherSchema } from './new-teacher';
import { passwordTokenSchema } from './password-token';
import { isNewFile, isPdfFile, pdfFileSchema } from './pdf-file';
import { teacherEditSchema } from './teacher-edit';
import { splitTeacherProfile, teacherProfileSchema, yearOfStudySchema } from './teacher-profile';
import { errorsOf, parsed } from './test-helpers';
import { vismaEmploymentIdFormSchema, vismaEmploymentIdSchema } from './visma-employment-id';

const PHONE = 'Telefonnummer må være 8 til 10 tegn';
const chars = (n: number) => 'a'.repeat(n);

describe('initialTeacherUpdateSchema', () => {
  const valid = {
    first_name: 'Kari',
    last_name: 'Nordmann',
    phone_number: '40000000',
    social_security: '01019012480',
    bank_account_number: '1234.56.78903',
    address: 'Storgata 1',
    post_code: '0155',
    post_code_area: 'Oslo',
  };

  it('accepts a valid form and normalises the bank account', () => {
    expect(parsed(initialTeacherUpdateSchema, valid)).toEqual({
      ...valid,
      bank_account_number: '12345678903',
    });
  });
  it('leaves the other fields as plain strings, blank allowed', () => {
    const out = parsed(initialTeacherUpdateSchema, {
      ...valid,
      address: '',
      post_code: undefined,
      post_code_area: null,
    });
    expect([out.address, out.post_code, out.post_code_area]).toEqual(['', '', '']);
  });
  it('requires the names', () => {
    expect(
      errorsOf(initialTeacherUpdateSchema, { ...valid, first_name: ' ', last_name: '' }),
    ).toEqual({
      first_name: ['Fornavn er påkrevd'],
      last_name: ['Etternavn er påkrevd'],
    });
  });
  it('wants a phone of 8 to 10 characters', () => {
    expect(errorsOf(initialTeacherUpdateSchema, { ...valid, phone_number: '4000000' })).toEqual({
      phone_number: [PHONE],
    });
    expect(errorsOf(initialTeacherUpdateSchema, { ...valid, phone_number: '40000000000' })).toEqual(
      { phone_number: [PHONE] },
    );
  });
  it('wants exactly 11 characters and a valid fødselsnummer', () => {
    expect(
      errorsOf(initialTeacherUpdateSchema, { ...valid, social_security: '0101901248' }),
    ).toEqual({
      social_security: ['Fødselsnummer må være 11 siffer'],
    });
    expect(
      errorsOf(initialTeacherUpdateSchema, { ...valid, social_security: '01019012481' }),
    ).toEqual({
      social_security: ['Ugyldig fødselsnummer'],
    });
    expect(
      errorsOf(initialTeacherUpdateSchema, { ...valid, social_security: '41019012474' }),
    ).toEqual({});
  });
  it('wants a valid bank account', () => {
    expect(
      errorsOf(initialTeacherUpdateSchema, { ...valid, bank_account_number: '12345678904' }),
    ).toEqual({
      bank_account_number: ['Ugyldig kontonummer'],
    });
  });
});

describe('pdfFileSchema', () => {
  it('keeps a stored link and turns blank into null', () => {
    expect(parsed(pdfFileSchema, '/media/diploma.pdf')).toBe('/media/diploma.pdf');
    expect(parsed(pdfFileSchema, '')).toBeNull();
    expect(parsed(pdfFileSchema, undefined)).toBeNull();
    expect(parsed(pdfFileSchema, null)).toBeNull();
  });
  it('passes a PDF file through as the same object', () => {
    const file = { name: 'vitnemal.pdf', type: 'application/pdf', size: 10 };
    expect(parsed(pdfFileSchema, file)).toBe(file);
    expect(isNewFile(file)).toBe(true);
    expect(isNewFile('/media/a.pdf')).toBe(false);
    expect(isNewFile(null)).toBe(false);
  });
  it('rejects other files and values with the PDF message', () => {
    expect(errorsOf(pdfFileSchema, { name: 'bilde.png', type: 'image/png' })).toEqual({
      '': ['Filen må være en PDF'],
    });
    expect(errorsOf(pdfFileSchema, { name: 'x.pdf', type: 'image/png' })).toEqual({
      '': ['Filen må være en PDF'],
    });
    expect(errorsOf(pdfFileSchema, 42)).toEqual({ '': ['Filen må være en PDF'] });
    expect(errorsOf(pdfFileSchema, { name: 1 })).toEqual({ '': ['Filen må være en PDF'] });
  });
  it('falls back to the name when the browser gives no type', () => {
    expect(isPdfFile({ name: 'POLITIATTEST.PDF', type: '' })).toBe(true);
    expect(isPdfFile({ name: 'politiattest.docx', type: '' })).toBe(false);
  });
  it('falls back to the name for a part sent as application/octet-stream', () => {
    expect(isPdfFile({ name: 'vitnemal.pdf', type: 'application/octet-stream' })).toBe(true);
    expect(isPdfFile({ name: 'vitnemal.png', type: 'application/octet-stream' })).toBe(false);
    expect(isPdfFile({ name: 'vitnemal.pdf', type: 'image/png' })).toBe(false);
  });
});

describe('teacherProfileSchema', () => {
  const valid = {
    email: 'kari@example.no',
    phone_number: '40000000',
    birth_date: '1999-05-17',
    address: 'Storgata 1',
    post_code: '0155',
    post_code_area: 'Oslo',
    city: '2',
    field_of_study: '',
    year_of_study: '3',
    owns_tablet: false,
    bank_account_number: '8601 11 17947',
    police_report_file: '/media/politiattest.pdf',
    diploma_file: { name: 'vitnemal.pdf', type: 'application/pdf' },
    university_grades: null,
  };

  it('accepts a valid profile', () => {
    expect(parsed(teacherProfileSchema, valid)).toEqual({
      ...valid,
      city: 2,
      field_of_study: null,
      bank_account_number: '86011117947',
    });
  });
  it('checks e-mail, phone, birth date, tablet, bank account and files', () => {
    expect(
      errorsOf(teacherProfileSchema, {
        ...valid,
        email: 'kari',
        phone_number: '123',
        birth_date: '1999-02-30',
        owns_tablet: 'ja',
        bank_account_number: '86011117948',
        university_grades: { name: 'karakterer.jpg', type: 'image/jpeg' },
      }),
    ).toEqual({
      email: ['Oppgi en gyldig e-postadresse'],
      phone_number: [PHONE],
      birth_date: ['Ugyldig dato'],
      owns_tablet: ['Oppgi om du har nettbrett'],
      bank_account_number: ['Ugyldig kontonummer'],
      university_grades: ['Filen må være en PDF'],
    });
  });
  it('requires e-mail and birth date', () => {
    expect(errorsOf(teacherProfileSchema, { ...valid, email: '', birth_date: '' })).toEqual({
      email: ['E-postadresse er påkrevd'],
      birth_date: ['Fødselsdato er påkrevd'],
    });
  });
  it('offers the seed year-of-study options and nothing else', () => {
    for (const year of ['1', '2', '3', '4', '5', '6', 'FIN', 'OTHER'])
      expect(parsed(yearOfStudySchema, year)).toBe(year);
    expect(parsed(yearOfStudySchema, '')).toBeNull();
    expect(parsed(yearOfStudySchema, undefined)).toBeNull();
    expect(errorsOf(yearOfStudySchema, '7')).toEqual({ '': ['Velg et gyldig studieår'] });
    expect(errorsOf(teacherProfileSchema, { ...valid, year_of_study: 'PHD' })).toEqual({
      year_of_study: ['Velg et gyldig studieår'],
    });
  });
  it('splits new files from the other fields for the two-step save', () => {
    const form = parsed(teacherProfileSchema, valid);
    const { files, fields } = splitTeacherProfile(form);
    expect(files).toEqual({ diploma_file: valid.diploma_file });
    expect(Object.keys(fields)).not.toContain('police_report_file');
    expect(fields.email).toBe('kari@example.no');
  });
  it('treats missing file and year fields as not given', () => {
    const {
      police_report_file: _p,
      diploma_file: _d,
      university_grades: _u,
      year_of_study: _y,
      ...rest
    } = valid;
    expect(parsed(teacherProfileSchema, rest)).toMatchObject({
      police_report_file: null,
      diploma_file: null,
      university_grades: null,
      year_of_study: null,
    });
  });

  it('requires the phone number the body leaves optional', () => {
    expect(errorsOf(teacherProfileSchema, { ...valid, phone_number: ' ' })).toEqual({
      phone_number: [PHONE],
    });
  });
});

describe('newTeacherSchema', () => {
  const valid = {
    first_name: 'Ola',
    last_name: 'Nordmann',
    email: 'ola@example.no',
    subjects: ['3', 4],
    city: '1',
    our_comments: 'God på matte',
  };

  it('accepts a valid teacher', () => {
    expect(parsed(newTeacherSchema, valid)).toEqual({ ...valid, subjects: [3, 4], city: 1 });
  });
  it('gives the seed messages', () => {
    expect(
      errorsOf(newTeacherSchema, {
        ...valid,
        first_name: '',
        last_name: '',
        email: 'ola@',
        subjects: [],
        city: '',
      }),
    ).toEqual({
      first_name: ['Fornavn er påkrevd'],
      last_name: ['Etternavn er påkrevd'],
      email: ['Oppgi en gyldig e-postadresse'],
      subjects: ['Velg minst ett fag'],
      city: ['Velg en undervisningsby'],
    });
    expect(errorsOf(newTeacherSchema, { ...valid, email: '' })).toEqual({
      email: ['Oppgi en gyldig e-postadresse'],
    });
  });
  it('wants our_comments of 1 to 255 characters (0 and 256 fail)', () => {
    expect(errorsOf(newTeacherSchema, { ...valid, our_comments: '' })).toEqual({
      our_comments: ['Kommentar er påkrevd'],
    });
    expect(errorsOf(newTeacherSchema, { ...valid, our_comments: chars(1) })).toEqual({});
    expect(errorsOf(newTeacherSchema, { ...valid, our_comments: chars(254) })).toEqual({});
    expect(errorsOf(newTeacherSchema, { ...valid, our_comments: chars(255) })).toEqual({});
    expect(errorsOf(newTeacherSchema, { ...valid, our_comments: chars(256) })).toEqual({
      our_comments: ['Kommentar kan ikke være lengre enn 255 tegn'],
    });
  });
});

describe('teacherEditSchema', () => {
  const valid = {
    first_name: 'Ola',
    last_name: 'Nordmann',
    email: 'ola@example.no',
    phone_number: '',
    address: '',
    post_code: '',
    post_code_area: '',
    city: null,
    teacher_slack_id: '',
    visma_employment_id: '',
    our_comments: '',
  };

  it('accepts a valid edit and sends an empty Visma id as null', () => {
    const out = parsed(teacherEditSchema, valid);
    expect(out.visma_employment_id).toBeNull();
    expect(out.teacher_slack_id).toBeNull();
    expect(
      parsed(teacherEditSchema, { ...valid, visma_employment_id: ' 1042 ' }).visma_employment_id,
    ).toBe('1042');
  });
  it('requires the names with the seed messages', () => {
    expect(errorsOf(teacherEditSchema, { ...valid, first_name: '', last_name: ' ' })).toEqual({
      first_name: ['Fornavn er påkrevd'],
      last_name: ['Etternavn er påkrevd'],
    });
  });
  it('allows our_comments up to 255 characters', () => {
    expect(errorsOf(teacherEditSchema, { ...valid, our_comments: chars(255) })).toEqual({});
    expect(errorsOf(teacherEditSchema, { ...valid, our_comments: chars(256) })).toEqual({
      our_comments: ['Kommentar kan ikke være lengre enn 255 tegn'],
    });
  });
  it('reads missing ids and texts as blank', () => {
    const {
      teacher_slack_id: _s,
      visma_employment_id: _v,
      our_comments: _c,
      phone_number: _p,
      ...rest
    } = valid;
    expect(parsed(teacherEditSchema, { ...rest, teacher_slack_id: null })).toMatchObject({
      teacher_slack_id: null,
      visma_employment_id: null,
      our_comments: '',
      phone_number: '',
    });
  });

  it('holds the status and is_active, defaulting to wanting students and active', () => {
    const out = parsed(teacherEditSchema, valid);
    expect(out).toMatchObject({ status: 'WANT_MORE_STUDENTS', is_active: true });
    expect(Object.keys(errorsOf(teacherEditSchema, { ...valid, status: 'MAYBE' }))).toEqual([
      'status',
    ]);
  });

  it('checks a given phone and e-mail', () => {
    expect(errorsOf(teacherEditSchema, { ...valid, phone_number: '1234567', email: 'x' })).toEqual({
      phone_number: [PHONE],
      email: ['Oppgi en gyldig e-postadresse'],
    });
  });
});

describe('vismaEmploymentIdSchema', () => {
  it('has no rule: any text, blank is null', () => {
    expect(parsed(vismaEmploymentIdSchema, 'ABC-1')).toBe('ABC-1');
    expect(parsed(vismaEmploymentIdFormSchema, { visma_employment_id: '' })).toEqual({
      visma_employment_id: null,
    });
  });
});

describe('passwordTokenSchema', () => {
  it('wants a valid e-mail', () => {
    expect(parsed(passwordTokenSchema, { email: 'kari@example.no' })).toEqual({
      email: 'kari@example.no',
    });
    expect(errorsOf(passwordTokenSchema, { email: 'kari' })).toEqual({
      email: ['Oppgi en gyldig e-postadresse'],
    });
  });
});
