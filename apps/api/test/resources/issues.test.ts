// The staff's issue board (seed 001 §2, §4, §5): the seed's rules and messages on the API.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issues, users } from '../../src/db/schema/index';
import { IssueSchema } from '../../src/contract/issues';
import { createEmployee, createTeacher } from '../../src/testing/factories';
import { useTestApp } from '../../src/testing/harness';
import { expectSchema } from './world';

const t = useTestApp();
let staffId: number;
let developerId: number;
let teacherUserId: number;
beforeAll(async () => {
  staffId = (await createEmployee(t().db, { firstName: 'Siri', lastName: 'Sjef' })).id;
  developerId = (await createEmployee(t().db, { firstName: 'Dag', lastName: 'Utvikler' })).id;
  teacherUserId = (await createTeacher(t().db)).user.id;
});

const body = (fields: Record<string, unknown> = {}) => ({
  title: 'Ny rapport for økonomi',
  description: 'Lønnsrapporten mangler reisetid.',
  details: 'Se mail fra regnskap.',
  category: 3,
  priority: 3,
  estimate: 4,
  developer: developerId,
  ...fields,
});
const create = (fields?: Record<string, unknown>) =>
  t().request('POST', '/api/issues/', { as: staffId, body: body(fields) });

describe('issues/', () => {
  it('creates an issue in state 1 with the author and developer names', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    const issue = expectSchema(IssueSchema, res.body);
    expect(issue).toMatchObject({
      title: 'Ny rapport for økonomi',
      category: 3,
      priority: 3,
      state: 1,
      estimate: 4,
      developer: developerId,
      developer_name: 'Dag Utvikler',
      author_name: 'Siri Sjef',
    });
    const [row] = await t().db.select().from(issues).where(eq(issues.id, issue.id));
    expect(row).toMatchObject({ state: 1, estimate: '4.00', authorId: staffId });
  });

  it('answers the seed messages for a bad create', async () => {
    const res = await create({ title: ' ', description: '', estimate: 0 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      title: ['Tittel kreves'],
      description: ['Beskrivelse kreves'],
      estimate: ['Estimat må være minst 1 time'],
    });
    const category = await create({ category: 4, priority: '3' });
    expect(category.body).toEqual({
      category: ['Velg en kategori'],
      priority: ['Velg en prioritet'],
    });
    const long = await create({ title: 'x'.repeat(256), estimate: 256 });
    expect(long.body).toEqual({
      title: ['Tittel kan ikke være lengre enn 255 bokstaver'],
      estimate: ['Estimat kan ikke være større enn 255 timer'],
    });
  });

  it('offers only staff as developers', async () => {
    const res = await create({ developer: teacherUserId });
    expect(res).toMatchObject({ status: 400, body: { developer: ['Velg en utvikler'] } });
  });

  it('moves the state alone, edits with estimate 0, and refuses a negative estimate', async () => {
    const id = ((await create()).body as { id: number }).id;
    const moved = await t().request('PATCH', `/api/issues/${id}/`, {
      as: staffId,
      body: { state: 2 },
    });
    expect(moved).toMatchObject({
      status: 200,
      body: { state: 2, title: 'Ny rapport for økonomi' },
    });
    const edited = await t().request('PATCH', `/api/issues/${id}/`, {
      as: staffId,
      body: { estimate: 0, developer: null, title: 'Ferdig rapport' },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: {
        estimate: 0,
        developer: null,
        developer_name: null,
        title: 'Ferdig rapport',
        state: 2,
      },
    });
    const negative = await t().request('PATCH', `/api/issues/${id}/`, {
      as: staffId,
      body: { estimate: -1, state: 4 },
    });
    expect(negative).toMatchObject({
      status: 400,
      body: { estimate: ['Estimat kan ikke være negativt'], state: ['Ugyldig status'] },
    });
  });

  it('filters by category (search) and lists the most urgent first', async () => {
    await create({ title: 'Lav prioritet', category: 2, priority: 1 });
    await create({ title: 'Høy prioritet', category: 2, priority: 3 });
    const res = await t().request('GET', '/api/issues/?search=2', { as: staffId });
    expect(res.status).toBe(200);
    const list = expectSchema(z.array(IssueSchema), res.body);
    expect(list.map((i) => i.title)).toEqual(['Høy prioritet', 'Lav prioritet']);
    const all = await t().request('GET', '/api/issues/', { as: staffId });
    expect((all.body as unknown[]).length).toBeGreaterThan(list.length);
    const bad = await t().request('GET', '/api/issues/?search=9', { as: staffId });
    expect(bad).toMatchObject({ status: 400, body: { search: ['Velg en kategori'] } });
  });

  it('deletes an issue once; the second time is 404', async () => {
    const id = ((await create()).body as { id: number }).id;
    expect((await t().request('DELETE', `/api/issues/${id}/`, { as: staffId })).status).toBe(204);
    expect((await t().request('DELETE', `/api/issues/${id}/`, { as: staffId })).status).toBe(404);
    expect(
      (await t().request('PATCH', `/api/issues/${id}/`, { as: staffId, body: { state: 2 } }))
        .status,
    ).toBe(404);
  });
});

describe('user/user/', () => {
  it('finds staff by name for the developer picker, at most limit', async () => {
    const res = await t().request('GET', '/api/user/user/?is_staff=true&search=utvik&limit=8', {
      as: staffId,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: developerId, full_name: 'Dag Utvikler', email: expect.any(String), is_staff: true },
    ]);
    const staff = await t().request('GET', '/api/user/user/?is_staff=true&limit=1', {
      as: staffId,
    });
    expect((staff.body as unknown[]).length).toBe(1);
    const others = await t().request('GET', '/api/user/user/?is_staff=false', { as: staffId });
    expect((others.body as { id: number }[]).map((u) => u.id)).toContain(teacherUserId);
    expect((others.body as { is_staff: boolean }[]).every((u) => !u.is_staff)).toBe(true);
  });
});

describe('the board kept between changes', () => {
  type Card = { id: number; title: string; state: number; developer_name: string | null };
  const board = async (query = '') => {
    const res = await t().request('GET', `/api/issues/${query}`, { as: staffId });
    expect(res.status).toBe(200);
    return res.body as Card[];
  };
  const card = async (id: number, query = '') => (await board(query)).find((c) => c.id === id);

  it('answers every write made since, whoever made it: rows, states, deletes and names', async () => {
    await board();
    await board('?search=2');
    // Written beside the API, as another API process or psql would: the triggers see them.
    const [row] = await t()
      .db.insert(issues)
      .values({
        title: 'Skrevet utenom',
        description: 'Rett i databasen.',
        category: 2,
        priority: 1,
        estimate: '2.00',
        developerId,
      })
      .returning({ id: issues.id });
    const id = row!.id;
    expect(await card(id)).toMatchObject({ title: 'Skrevet utenom', state: 1 });
    expect(await card(id, '?search=2')).toMatchObject({ title: 'Skrevet utenom' });
    await t().db.update(issues).set({ state: 2 }).where(eq(issues.id, id));
    expect(await card(id)).toMatchObject({ state: 2 });
    expect(await card(id, '?search=2')).toMatchObject({ state: 2 });
    // The board shows its developers' names.
    await t().db.update(users).set({ lastName: 'Omdøpt' }).where(eq(users.id, developerId));
    expect(await card(id)).toMatchObject({ developer_name: 'Dag Omdøpt' });
    await t().db.delete(issues).where(eq(issues.id, id));
    expect(await card(id)).toBe(undefined);
    expect(await card(id, '?search=2')).toBe(undefined);
  });
});
