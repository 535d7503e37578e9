import { describe, expect, it } from 'vitest';
import { initialTeacherUpdateSchema } from './initial-teacher-update';
import { MAX_PDF_BYTES } from './pdf-file';
import { teacherEditSchema } from './teacher-edit';
import { teacherFilesBodySchema, teacherPatchBodySchema } from './teacher-patch';
import { teacherProfileSchema } from './teacher-profile';
import { errorsOf, parsed } from './test-helpers';
import { vismaEmploymentIdFormSchema } from './visma-employment-id';

const PHONE = 'Telefonnummer må være 8 til 10 tegn';
const NOT_YOURS = 'Faget er ikke blant dine fag.';
const chars = (n: number) => 'a'.repeat(n);

describe('teacherPatchBodySchema', () => {
  it('takes any subset of the fields; a field left out stays out', () => {
    expect(parsed(teacherPatchBodySchema, {})).toEqual({});
    expect(parsed(teacherPatchBodySchema, { status: 'DO_NOT_WANT_MORE_STUDENTS' })).toEqual({
      status: 'DO_NOT_WANT_MORE_STUDENTS',
    });
    expect(
      parsed(teacherPatchBodySchema, {
        phone_number: '400 00 000',
        bank_account_number: '1234.56.78903',
        address: ' Storgata 1 ',
        year_of_study: null,
        city: null,
      }),
    ).toEqual({
      phone_number: '40000000',
      bank_account_number: '12345678903',
      address: 'Storgata 1',
      year_of_study: null,
      city: null,
    });
  });

  it('is strict and takes the wire shape, not a form’s', () => {
    expect(errorsOf(teacherPatchBodySchema, { nickname: 'Kari' })).toEqual({
      '': [expect.any(String)],
    });
    expect(Object.keys(errorsOf(teacherPatchBodySchema, { city: '2' }))).toEqual(['city']);
    expect(Object.keys(errorsOf(teacherPatchBodySchema, { owns_tablet: null }))).toEqual([
      'owns_tablet',
    ]);
    expect(errorsOf(teacherPatchBodySchema, { birth_date: null })).toEqual({
      birth_date: ['Fødselsdato er påkrevd'],
    });
  });

  it('has the forms’ messages', () => {
    expect(
      errorsOf(teacherPatchBodySchema, {
        first_name: ' ',
        email: '',
        phone_number: '1234567',
        social_security: '0101901248',
        bank_account_number: '12345678904',
        year_of_study: 'PHD',
        owns_tablet: 'ja',
        city: 0,
        field_of_study: 1.5,
        our_comments: chars(256),
      }),
    ).toEqual({
      first_name: ['Fornavn er påkrevd'],
      email: ['E-postadresse er påkrevd'],
      phone_number: [PHONE],
      social_security: ['Fødselsnummer må være 11 siffer'],
      bank_account_number: ['Ugyldig kontonummer'],
      year_of_study: ['Velg et gyldig studieår'],
      owns_tablet: ['Oppgi om du har nettbrett'],
      city: ['Velg en by'],
      field_of_study: ['Velg et studium'],
      our_comments: ['Kommentar kan ikke være lengre enn 255 tegn'],
    });
  });

  it('allows a blank phone number (a teacher created by staff has none yet)', () => {
    expect(parsed(teacherPatchBodySchema, { phone_number: '' })).toEqual({ phone_number: '' });
    expect(errorsOf(teacherPatchBodySchema, { phone_number: chars(21) })).toEqual({
      phone_number: [PHONE],
    });
  });

  it('caps every text', () => {
    expect(
      errorsOf(teacherPatchBodySchema, {
        last_name: chars(151),
        address: chars(256),
        post_code: chars(11),
        post_code_area: chars(151),
        heard_about_rh: chars(256),
        teacher_slack_id: chars(51),
        visma_employment_id: chars(51),
        bank_account_number: '1'.repeat(21),
        social_security: '1'.repeat(21),
      }),
    ).toEqual({
      last_name: ['Kan ikke være lengre enn 150 tegn.'],
      address: ['Kan ikke være lengre enn 255 tegn.'],
      post_code: ['Kan ikke være lengre enn 10 tegn.'],
      post_code_area: ['Kan ikke være lengre enn 150 tegn.'],
      heard_about_rh: ['Kan ikke være lengre enn 255 tegn.'],
      teacher_slack_id: ['Kan ikke være lengre enn 50 tegn.'],
      visma_employment_id: ['Kan ikke være lengre enn 50 tegn.'],
      bank_account_number: ['Ugyldig kontonummer'],
      social_security: ['Fødselsnummer må være 11 siffer'],
    });
  });

  it('reads a blank or null Visma or Slack id as null', () => {
    expect(
      parsed(teacherPatchBodySchema, { visma_employment_id: '  ', teacher_slack_id: null }),
    ).toEqual({ visma_employment_id: null, teacher_slack_id: null });
    expect(parsed(teacherPatchBodySchema, { visma_employment_id: ' 1042 ' })).toEqual({
      visma_employment_id: '1042',
    });
  });

  it('takes a subject by id or name, with preferred_subject', () => {
    expect(parsed(teacherPatchBodySchema, { subject: 3, preferred_subject: true })).toEqual({
      subject: 3,
      preferred_subject: true,
    });
    expect(
      parsed(teacherPatchBodySchema, { subject: ' Matematikk R1 ', preferred_subject: false }),
    ).toEqual({ subject: 'Matematikk R1', preferred_subject: false });
    for (const subject of [0, 2_147_483_648, '', ' ', true])
      expect(errorsOf(teacherPatchBodySchema, { subject, preferred_subject: true })).toEqual({
        subject: [NOT_YOURS],
      });
    expect(
      errorsOf(teacherPatchBodySchema, { subject: chars(151), preferred_subject: true }),
    ).toEqual({ subject: ['Kan ikke være lengre enn 150 tegn.'] });
  });

  it('wants subject and preferred_subject together, each reported as the other one missing', () => {
    // A missing field's issue: the API answers it with its message for a missing field.
    const alone = teacherPatchBodySchema.safeParse({ subject: 3 });
    expect(alone.error?.issues).toMatchObject([
      { code: 'invalid_type', path: ['preferred_subject'] },
    ]);
    const other = teacherPatchBodySchema.safeParse({ preferred_subject: true });
    expect(other.error?.issues).toMatchObject([{ code: 'invalid_type', path: ['subject'] }]);
  });

  it('is what the three forms send', () => {
    const initial = parsed(initialTeacherUpdateSchema, {
      first_name: 'Kari',
      last_name: 'Nordmann',
      phone_number: '400 00 000',
      social_security: '01019012480',
      bank_account_number: '1234.56.78903',
      address: '',
      post_code: '',
      post_code_area: '',
    });
    expect(parsed(teacherPatchBodySchema, initial)).toEqual(initial);
    const profile = parsed(teacherProfileSchema, {
      email: 'kari@example.no',
      phone_number: '40000000',
      birth_date: '1999-05-17',
      city: '2',
      field_of_study: '',
      year_of_study: '',
      owns_tablet: true,
      bank_account_number: '12345678903',
    });
    const { police_report_file: _p, diploma_file: _d, university_grades: _u, ...fields } = profile;
    expect(parsed(teacherPatchBodySchema, fields)).toEqual(fields);
    const edit = parsed(teacherEditSchema, {
      first_name: 'Ola',
      last_name: 'Nordmann',
      email: 'ola@example.no',
      phone_number: '',
      city: 3,
      visma_employment_id: '',
    });
    expect(parsed(teacherPatchBodySchema, edit)).toEqual(edit);
    const visma = parsed(vismaEmploymentIdFormSchema, { visma_employment_id: ' 77 ' });
    expect(parsed(teacherPatchBodySchema, visma)).toEqual({ visma_employment_id: '77' });
  });

  it('gives the staff edit the same e-mail messages as the teacher’s profile', () => {
    const edit = { first_name: 'Ola', last_name: 'Nordmann' };
    expect(errorsOf(teacherEditSchema, { ...edit, email: '' })).toEqual({
      email: ['E-postadresse er påkrevd'],
    });
  });
});

describe('teacherFilesBodySchema', () => {
  const pdf = (bytes: number, name = 'vitnemal.pdf', type = 'application/pdf') =>
    new File([new Uint8Array(bytes)], name, { type });

  it('takes new PDFs by field, each optional', () => {
    const file = pdf(10);
    expect(parsed(teacherFilesBodySchema, { diploma_file: file })).toEqual({ diploma_file: file });
    expect(parsed(teacherFilesBodySchema, {})).toEqual({});
    expect(parsed(teacherFilesBodySchema, { diploma_file: pdf(10, 'VITNEMAL.PDF', '') })).toEqual({
      diploma_file: expect.any(File),
    });
  });

  it('refuses text, other files, empty and too large files, and unknown fields', () => {
    expect(
      errorsOf(teacherFilesBodySchema, {
        police_report_file: 'ikke en fil',
        diploma_file: pdf(10, 'bilde.png', 'image/png'),
        university_grades: pdf(0),
      }),
    ).toEqual({
      police_report_file: ['Filen må være en PDF'],
      diploma_file: ['Filen må være en PDF'],
      university_grades: ['Filen er tom.'],
    });
    expect(errorsOf(teacherFilesBodySchema, { diploma_file: pdf(MAX_PDF_BYTES + 1) })).toEqual({
      diploma_file: ['Filen kan ikke være større enn 10 MB.'],
    });
    expect(Object.keys(errorsOf(teacherFilesBodySchema, { cv_file: pdf(10) }))).toEqual(['']);
  });
});
