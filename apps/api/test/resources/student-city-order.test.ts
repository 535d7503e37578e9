// The staff's student overview ordered by city (GET user/student/?ordering=city_name): a first
// page chosen among each city's first students (city-first-page.ts), by the city migration 0036
// keeps on each student, holds the rows the whole list's order puts first, both ways, with the
// students without a city where the order puts them (last, or first descending), with the active
// filter, and after a person's city changes.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { cities, students, users } from '../../src/db/schema/index';
import { createStudent } from '../../src/testing/factories';
import { useTestApp } from '../../src/testing/harness';
import { buildWorld, newStudent, type World } from './world';

const t = useTestApp();
let w: World;
let city: { tromso: number; bergen: number; alta: number };
beforeAll(async () => {
  w = await buildWorld(t().db);
  const db = t().db;
  // Three cities whose names sort against their ids, each with more students than a page.
  const [tromso, bergen, alta] = await db
    .insert(cities)
    .values([{ cityName: 'Tromsø' }, { cityName: 'Bergen' }, { cityName: 'Alta' }])
    .returning();
  city = { tromso: tromso!.id, bergen: bergen!.id, alta: alta!.id };
  let n = 0;
  for (const c of [tromso!, bergen!, alta!, tromso!, alta!, bergen!, tromso!, bergen!, alta!])
    for (const isActive of [true, false, true])
      await createStudent(db, {
        user: { firstName: `By${(n += 1)}`, lastName: c.cityName, cityId: c.id },
        student: { isActive },
      });
  // Two more without a city.
  for (const isActive of [true, true])
    await createStudent(db, { user: { firstName: 'Uten', lastName: 'By' }, student: { isActive } });
});

/** The whole list in the order the database gives it, by the person's city: the reference. */
const wholeList = async (descending: boolean, active?: boolean) => {
  const dir = descending ? sql`desc` : sql`asc`;
  const rows = rowsOf<{ id: number }>(
    await t().db.execute(sql`select s.id from students s
      join users u on u.id = s.user_id left join cities c on c.id = u.city_id
      where ${active === undefined ? sql`true` : sql`s.is_active = ${active}`}
      order by c.city_name ${dir}, s.id ${dir}`),
  );
  return rows.map((r) => Number(r.id));
};

const page = async (ordering: string, limit: number, more = '') => {
  const res = await t().request<{ count: number; results: { id: number; city_name: string }[] }>(
    'GET',
    `/api/user/student/?ordering=${ordering}&limit=${limit}${more}`,
    { as: w.staff.id },
  );
  expect(res.status).toBe(200);
  return res.body;
};

const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);

describe("the staff's student overview ordered by city", () => {
  it('gives the first rows of the whole order, both ways, at every page size', async () => {
    for (const descending of [false, true]) {
      const whole = await wholeList(descending);
      for (const limit of [1, 2, 4, 7, 30, whole.length]) {
        const first = await page(descending ? '-city_name' : 'city_name', limit);
        expect(first.count).toBe(whole.length);
        expect(ids(first), `${descending ? 'descending' : 'ascending'}, ${limit}`).toEqual(
          whole.slice(0, limit),
        );
      }
    }
    expect((await page('city_name', 3)).results.map((r) => r.city_name)).toEqual([
      'Alta',
      'Alta',
      'Alta',
    ]);
  });

  it('keeps the active filter, and a later page follows the first', async () => {
    for (const [active, filter] of [
      [true, '&is_active=true'],
      [false, '&is_active=false'],
    ] as const) {
      const whole = await wholeList(false, active);
      expect(ids(await page('city_name', 5, filter))).toEqual(whole.slice(0, 5));
      expect(ids(await page('city_name', 5, `${filter}&offset=5`))).toEqual(whole.slice(5, 10));
    }
  });

  it("follows a person's city as it changes, and a new student's", async () => {
    const db = t().db;
    // The last student of Tromsø and the last without a city move to a new city whose name
    // sorts first: a first page that missed the moves (they are not among the first of the city
    // they leave) would not begin with them.
    const [agdenes] = await db.insert(cities).values({ cityName: 'Agdenes' }).returning();
    const lastOf = async (where: ReturnType<typeof sql>) =>
      rowsOf<{ user_id: number }>(
        await db.execute(sql`select s.user_id from students s join users u on u.id = s.user_id
          where ${where} order by s.id desc limit 1`),
      )[0]!.user_id;
    for (const userId of [
      await lastOf(sql`u.city_id = ${city.tromso}`),
      await lastOf(sql`u.city_id is null`),
    ])
      await db.update(users).set({ cityId: agdenes!.id }).where(eq(users.id, userId));
    // A student registered through the API takes the city of the form.
    const created = await t().request<{ id: number }>('POST', '/api/user/student/', {
      as: w.staff.id,
      body: { ...newStudent(w, 'by-ny@test.no'), city: city.tromso },
    });
    expect(created.status).toBe(201);
    const [kept] = await db
      .select({ cityId: students.cityId })
      .from(students)
      .where(eq(students.id, created.body.id));
    expect(kept?.cityId).toBe(city.tromso);
    for (const descending of [false, true]) {
      const whole = await wholeList(descending);
      expect(ids(await page(descending ? '-city_name' : 'city_name', whole.length))).toEqual(whole);
      expect(ids(await page(descending ? '-city_name' : 'city_name', 4))).toEqual(
        whole.slice(0, 4),
      );
    }
  });
});
