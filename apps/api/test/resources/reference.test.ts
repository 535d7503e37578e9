import { beforeAll, describe, expect, it } from 'vitest';
import {
  documentFolders,
  documents,
  faqCategories,
  faqs,
  teacherActivityCategories,
  activityCategories,
} from '../../src/db/schema/index';
import {
  ActivityCategorySchema,
  CitySchema,
  DocumentTreeNodeSchema,
  EducationStageSchema,
  FaqTreeNodeSchema,
  FieldOfStudySchema,
  LocationSchema,
  SchoolSchema,
  SubjectSchema,
} from '../../src/contract/reference';
import { useTestApp } from '../../src/testing/harness';
import { buildWorld, expectSchema, type World } from './world';

const t = useTestApp();
let w: World;
beforeAll(async () => {
  w = await buildWorld(t().db);
  const [root] = await t()
    .db.insert(documentFolders)
    .values({ name: 'Kom i gang', sortOrder: 0 })
    .returning();
  const [child] = await t()
    .db.insert(documentFolders)
    .values({ name: 'Skjemaer', parentId: root!.id })
    .returning();
  await t().db.insert(documents).values({
    folderId: child!.id,
    documentName: 'Politiattest',
    fileUri: 'https://example.com/p.pdf',
  });
  const [cat] = await t()
    .db.insert(faqCategories)
    .values({ tree: 'teacher', name: 'Lønn' })
    .returning();
  await t()
    .db.insert(faqs)
    .values({ categoryId: cat!.id, question: 'Når får jeg lønn?', answer: 'Den 15.' });
  await t().db.insert(faqCategories).values({ tree: 'employee', name: 'Kun for ansatte' });
});
const get = (path: string, as = w.teacherA.user.id) => t().request('GET', path, { as });

describe('reference lists', () => {
  it('subjects carry education stage and category objects', async () => {
    const res = await get('/api/subject/subject/');
    expect(res.status).toBe(200);
    const [subject] = res.body as unknown[];
    expect(expectSchema(SubjectSchema, subject)).toEqual({
      id: w.ref.subject.id,
      subject_name: 'Matematikk R1',
      education_stage: { id: w.ref.stage.id, education_stage_name: 'Videregående' },
      subject_category: { id: w.ref.category.id, category_name: 'Realfag' },
    });
  });

  it.each([
    [
      '/api/subject/education-stage/',
      EducationStageSchema,
      { education_stage_name: 'Videregående' },
    ],
    ['/api/user/city/', CitySchema, { city_name: 'Oslo' }],
    ['/api/school/school/', SchoolSchema, { school_name: 'Oslo katedralskole' }],
    ['/api/school/fields-of-study/', FieldOfStudySchema, { study_name: 'Matematikk' }],
  ] as const)('%s', async (path, schema, expected) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    const items = res.body as unknown[];
    expect(items).toHaveLength(1);
    expect(expectSchema(schema, items[0])).toMatchObject(expected);
  });

  it('places are (code, label) pairs in the radio list order', async () => {
    const res = await get('/api/activity/activity/locations/');
    expect((res.body as unknown[]).map((l) => expectSchema(LocationSchema, l))).toEqual([
      { code: 'INTERNET', label: 'Digitalt' },
      { code: 'CAMPUS', label: 'Campus' },
      { code: 'STUDENT_HOME', label: 'Hjemme hos eleven' },
      { code: 'OTHER', label: 'Annet sted' },
    ]);
  });

  it('activity categories: all for a teacher without links, only the linked ones otherwise', async () => {
    const [custom] = await t()
      .db.insert(activityCategories)
      .values({ name: 'Spesialoppdrag', hourlyRate: '350', isCustom: true })
      .returning();
    const all = await get('/api/activity/activity-category/');
    expect(
      (all.body as unknown[]).map((c) => expectSchema(ActivityCategorySchema, c).name),
    ).toEqual(['Privatundervisning', 'Spesialoppdrag']);
    await t()
      .db.insert(teacherActivityCategories)
      .values({ teacherId: w.teacherA.teacher.id, activityCategoryId: w.ref.activityCategory.id });
    const linked = await get('/api/activity/activity-category/');
    expect(linked.body).toEqual([
      {
        id: w.ref.activityCategory.id,
        name: 'Privatundervisning',
        hourly_rate: '250.00',
        is_custom: false,
      },
    ]);
    const staff = await get('/api/activity/activity-category/', w.staff.id);
    expect((staff.body as { id: number }[]).map((c) => c.id)).toEqual([
      w.ref.activityCategory.id,
      custom!.id,
    ]);
  });
});

describe('document and FAQ trees', () => {
  it('the document tree nests folders with their documents', async () => {
    const res = await get('/api/document/file-tree/');
    expect(res.status).toBe(200);
    const [root] = (res.body as unknown[]).map((n) => expectSchema(DocumentTreeNodeSchema, n));
    expect(root).toMatchObject({
      name: 'Kom i gang',
      documents: [],
      children: [
        {
          name: 'Skjemaer',
          documents: [{ document_name: 'Politiattest', file_uri: 'https://example.com/p.pdf' }],
          children: [],
        },
      ],
    });
  });

  it('the teacher FAQ tree holds only the teacher FAQ', async () => {
    const res = await get('/api/document/teacher-faq/tree/');
    const nodes = (res.body as unknown[]).map((n) => expectSchema(FaqTreeNodeSchema, n));
    expect(nodes).toEqual([
      {
        id: expect.any(Number),
        name: 'Lønn',
        faqs: [{ id: expect.any(Number), question: 'Når får jeg lønn?', answer: 'Den 15.' }],
        children: [],
      },
    ]);
  });

  it('the employee FAQ tree holds only the employee FAQ, for staff', async () => {
    const res = await get('/api/document/employee-faq/tree/', w.staff.id);
    expect(res.status).toBe(200);
    const nodes = (res.body as unknown[]).map((n) => expectSchema(FaqTreeNodeSchema, n));
    expect(nodes.map((n) => n.name)).toEqual(['Kun for ansatte']);
    expect((await get('/api/document/employee-faq/tree/')).status).toBe(403);
  });
});
