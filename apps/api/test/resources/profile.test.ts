import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PDF_ONLY_MESSAGE,
  PHONE_MESSAGE,
  initialTeacherUpdateSchema,
  pdfFileSchema,
} from '@portal/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { teachers } from '../../src/db/schema/index';
import { TeacherSelfSchema } from '../../src/contract/teachers';
import { useTestApp } from '../../src/testing/harness';
import { buildWorld, expectSchema, type World } from './world';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-teacher-files-'));
const t = useTestApp({ config: { dataDir } });
let w: World;
beforeAll(async () => {
  w = await buildWorld(t().db);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const asA = () => w.teacherA.user.id;
const PDF = '%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n';

const upload = async (teacherId: number, as: number, files: Record<string, Blob>) => {
  const form = new FormData();
  for (const [name, blob] of Object.entries(files)) form.append(name, blob, `${name}.pdf`);
  const res = await t().app.request(`/api/user/teacher/${teacherId}/`, {
    method: 'PATCH',
    body: form,
    headers: { authorization: await t().authHeader(as) },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('teacher profile', () => {
  it('reads the own profile without our_comments', async () => {
    const res = await t().request('GET', '/api/user/teacher/self/', { as: asA() });
    expect(res.status).toBe(200);
    const self = expectSchema(TeacherSelfSchema, res.body);
    expect(self).toMatchObject({
      id: w.teacherA.teacher.id,
      full_name: 'Jonas Haugen',
      status: 'WANT_MORE_STUDENTS',
      subjects: [{ id: w.ref.subject.id, subject_name: 'Matematikk R1', preferred_subject: false }],
      police_report_file: null,
      needs_update: false,
    });
    expect(res.body).not.toHaveProperty('our_comments');
  });

  it('saves the status at once (the status update after an activity)', async () => {
    const res = await t().request('PATCH', `/api/user/teacher/${w.teacherA.teacher.id}/`, {
      as: asA(),
      body: { status: 'DO_NOT_WANT_MORE_STUDENTS' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'DO_NOT_WANT_MORE_STUDENTS' });
  });

  it('toggles a preferred subject by name or id; another subject is a field error', async () => {
    const byName = await t().request('PATCH', `/api/user/teacher/${w.teacherA.teacher.id}/`, {
      as: asA(),
      body: { subject: 'matematikk r1', preferred_subject: true },
    });
    expect((byName.body as { subjects: unknown[] }).subjects).toEqual([
      { id: w.ref.subject.id, subject_name: 'Matematikk R1', preferred_subject: true },
    ]);
    const missing = await t().request('PATCH', `/api/user/teacher/${w.teacherA.teacher.id}/`, {
      as: asA(),
      body: { subject: 'Kjemi 2', preferred_subject: true },
    });
    expect(missing).toMatchObject({
      status: 400,
      body: { subject: ['Faget er ikke blant dine fag.'] },
    });
    const half = await t().request('PATCH', `/api/user/teacher/${w.teacherA.teacher.id}/`, {
      as: asA(),
      body: { subject: w.ref.subject.id },
    });
    expect(half).toMatchObject({
      status: 400,
      body: { preferred_subject: ['Dette feltet er påkrevd.'] },
    });
  });

  it('updates profile fields with the domain rules (kontonummer, fødselsnummer, phone)', async () => {
    const ok = await t().request('PATCH', `/api/user/teacher/${w.teacherA.teacher.id}/`, {
      as: asA(),
      body: {
        phone_number: '98765432',
        address: 'Ny gate 2',
        year_of_study: 'FIN',
        owns_tablet: false,
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      phone_number: '98765432',
      address: 'Ny gate 2',
      year_of_study: 'FIN',
      owns_tablet: false,
    });
    const bad = await t().request('PATCH', `/api/user/teacher/${w.teacherA.teacher.id}/`, {
      as: asA(),
      body: { phone_number: '12', social_security: '123' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body as object).sort()).toEqual(['phone_number', 'social_security']);
  });

  it('answers a JSON body with the message the form shows (one schema for both)', async () => {
    const social_security = '0101901248';
    const form = initialTeacherUpdateSchema.safeParse({
      first_name: 'Jonas',
      last_name: 'Haugen',
      phone_number: '41234567',
      social_security,
      bank_account_number: '12345678903',
    });
    const shown = form.error?.issues.map((issue) => issue.message);
    expect(shown).toEqual(['Fødselsnummer må være 11 siffer']);
    const res = await t().request('PATCH', `/api/user/teacher/${w.teacherA.teacher.id}/`, {
      as: asA(),
      body: { social_security },
    });
    expect(res).toMatchObject({ status: 400, body: { social_security: shown } });
  });

  it('a teacher keeps a phone number: blank is refused with the form’s message', async () => {
    const res = await t().request('PATCH', `/api/user/teacher/${w.teacherA.teacher.id}/`, {
      as: asA(),
      body: { phone_number: ' ' },
    });
    expect(res).toMatchObject({ status: 400, body: { phone_number: [PHONE_MESSAGE] } });
  });

  it('another teacher’s profile is not found', async () => {
    const res = await t().request('PATCH', `/api/user/teacher/${w.teacherB.teacher.id}/`, {
      as: asA(),
      body: { status: 'WANT_MORE_STUDENTS' },
    });
    expect(res.status).toBe(404);
  });
});

describe('teacher PDF files', () => {
  it('accepts a PDF, stores it under a random name and serves it to the teacher and staff only', async () => {
    const res = await upload(w.teacherA.teacher.id, asA(), {
      diploma_file: new Blob([PDF], { type: 'application/pdf' }),
    });
    expect(res.status).toBe(200);
    const link = `/api/user/teacher/${w.teacherA.teacher.id}/files/diploma_file/`;
    expect(res.body.diploma_file).toBe(link);
    const stored = readdirSync(join(dataDir, 'files'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f]{32}\.pdf$/);

    const own = await t().app.request(link, {
      headers: { authorization: await t().authHeader(asA()) },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toBe('attachment; filename="diploma_file.pdf"');
    expect(await own.text()).toBe(PDF);
    const staff = await t().app.request(link, {
      headers: { authorization: await t().authHeader(w.staff.id) },
    });
    expect(staff.status).toBe(200);
    const other = await t().app.request(link, {
      headers: { authorization: await t().authHeader(w.teacherB.user.id) },
    });
    expect(other.status).toBe(404);
    const student = await t().app.request(link, {
      headers: { authorization: await t().authHeader(w.studentA.user.id) },
    });
    expect(student.status).toBe(403);
    const anonymous = await t().app.request(link);
    expect(anonymous.status).toBe(401);
  });

  it('replacing a file deletes the old one', async () => {
    await upload(w.teacherA.teacher.id, asA(), {
      diploma_file: new Blob([PDF], { type: 'application/pdf' }),
    });
    expect(readdirSync(join(dataDir, 'files'))).toHaveLength(1);
  });

  it('refuses a file that is not a PDF by content, whatever its type says', async () => {
    const res = await upload(w.teacherA.teacher.id, asA(), {
      police_report_file: new Blob(['<html>not a pdf</html>'], { type: 'application/pdf' }),
    });
    expect(res).toEqual({ status: 400, body: { police_report_file: [PDF_ONLY_MESSAGE] } });
  });

  it('refuses content that only starts with %PDF- (an SVG or HTML behind the magic)', async () => {
    for (const body of ['%PDF-<svg onload=alert(1)>', '%PDF-1.4\n<script>alert(1)</script>']) {
      const res = await upload(w.teacherA.teacher.id, asA(), {
        diploma_file: new Blob([body], { type: 'application/pdf' }),
      });
      expect(res, body).toEqual({ status: 400, body: { diploma_file: [PDF_ONLY_MESSAGE] } });
    }
  });

  it('ten uploads at once leave exactly one stored file, the one the profile names', async () => {
    await Promise.all(
      Array.from({ length: 10 }, () =>
        upload(w.teacherA.teacher.id, asA(), {
          university_grades: new Blob([PDF], { type: 'application/pdf' }),
        }),
      ),
    );
    const [row] = await t()
      .db.select({ name: teachers.universityGrades, diploma: teachers.diplomaFile })
      .from(teachers)
      .where(eq(teachers.id, w.teacherA.teacher.id));
    const onDisk = readdirSync(join(dataDir, 'files')).sort();
    expect(onDisk).toEqual([row?.diploma, row?.name].filter(Boolean).sort());
  });

  it('answers a multipart body with the message the form shows (one rule for both)', async () => {
    const text = new File(['hei'], 'attest.txt', { type: 'text/plain' });
    const shown = pdfFileSchema.safeParse(text).error?.issues.map((issue) => issue.message);
    expect(shown).toEqual([PDF_ONLY_MESSAGE]);
    const form = new FormData();
    form.append('police_report_file', text);
    form.append('diploma_file', 'ikke en fil');
    const res = await t().app.request(`/api/user/teacher/${w.teacherA.teacher.id}/`, {
      method: 'PATCH',
      body: form,
      headers: { authorization: await t().authHeader(asA()) },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ police_report_file: shown, diploma_file: shown });
  });

  it('refuses a file over 10 MB and unknown multipart fields', async () => {
    const big = new Blob([PDF, new Uint8Array(10 * 1024 * 1024)], { type: 'application/pdf' });
    const res = await upload(w.teacherA.teacher.id, asA(), { university_grades: big });
    expect(res).toEqual({
      status: 400,
      body: { university_grades: ['Filen kan ikke være større enn 10 MB.'] },
    });
    const unknown = await upload(w.teacherA.teacher.id, asA(), { cv_file: new Blob([PDF]) });
    expect(unknown).toEqual({ status: 400, body: { cv_file: ['Ukjent felt.'] } });
  });
});
