// A later page of a list holds the rows its order puts there (list-page.ts, `keysFirst`): a later
// page chooses its rows' keys first and works out their columns after, a first page does not, so
// each later page here is checked against the same rows read as part of a first page.
import { asc, desc, eq, isNotNull, type AnyColumn } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, subjects } from '../../src/db/schema/index';
import { loadDemoData } from '../../src/demo/index';
import { FIXED_NOW } from '../../src/testing/clock';
import { useTestApp } from '../../src/testing/harness';

const t = useTestApp();
type Page = { count: number; results: { id: number }[] };
let ids: Awaited<ReturnType<typeof loadDemoData>>['ids'];
beforeAll(async () => {
  ({ ids } = await loadDemoData(t().db, FIXED_NOW));
});

const get = async (as: number, path: string): Promise<Page> => {
  const res = await t().request('GET', path, { as });
  expect(res.status, path).toBe(200);
  return res.body as Page;
};

/** `path` with its query, and `more` (limit, offset, ordering) added. */
const withQuery = (path: string, more: string) => `${path}${path.includes('?') ? '&' : '?'}${more}`;

/**
 * Pages of `size` at several offsets against the first 100 rows of one first page, and the last
 * rows against the first page of the reverse order (the id breaks ties in the same direction).
 */
const checkPages = async (as: number, path: string, ordering: string | undefined) => {
  const order = ordering ? `&ordering=${ordering}` : '';
  const whole = await get(as, withQuery(path, `limit=100${order}`));
  // Pages of 7, or of 3 for a short list (the demo's 10 teachers).
  const size = whole.results.length >= 21 ? 7 : 3;
  expect(whole.results.length, `${path} has rows to page`).toBeGreaterThan(size * 2);
  const within = whole.results.length;
  // Within the first 100 rows, and the last page when they are all the rows (a short one).
  const offsets = [size, 2 * size, within - size, ...(whole.count === within ? [within - 3] : [])];
  for (const offset of offsets) {
    const page = await get(as, withQuery(path, `limit=${size}&offset=${offset}${order}`));
    expect(page.count, `${path} offset ${offset}`).toBe(whole.count);
    expect(page.results, `${path} offset ${offset}`).toEqual(
      whole.results.slice(offset, offset + size),
    );
  }
  if (!ordering || whole.count <= 100) return;
  const reverse = ordering.startsWith('-') ? ordering.slice(1) : `-${ordering}`;
  const last = await get(as, withQuery(path, `limit=3&ordering=${reverse}`));
  const end = await get(as, withQuery(path, `limit=${size}&offset=${whole.count - 3}${order}`));
  expect(end.results, `${path}: the last page`).toEqual([...last.results].reverse());
};

describe('a later page holds the rows its order puts there', () => {
  it('staff: packages, students, receivers, teachers and lessons, in several orders', async () => {
    // Each list with the orderings it is read in (undefined: its default order).
    const lists: [string, (string | undefined)[]][] = [
      ['/api/package/package/', [undefined]],
      ['/api/package/package/?search=a', [undefined]],
      [
        '/api/user/student/',
        [
          undefined,
          'full_name',
          '-number_of_hours_remaining_in_packages',
          'city_name',
          'days_since_last_activity',
        ],
      ],
      ['/api/user/student/?is_active=true', [undefined]],
      ['/api/user/student/?search=a', ['full_name']],
      ['/api/user/invoice-receiver/', [undefined, 'full_name', '-post_code_area']],
      [
        '/api/user/teacher/',
        [undefined, 'full_name', '-days_since_last_session', 'city_name', '-hours_last_30_days'],
      ],
      ['/api/user/teacher/?is_active=true&search=e', ['last_name']],
      [
        '/api/activity/activity/',
        ['-start_date_time', 'subject_details', '-duration', 'start_date_time'],
      ],
      ['/api/activity/activity/?status=planned', [undefined]],
      ['/api/activity/activity/?search=mat', [undefined]],
    ];
    for (const [path, orderings] of lists)
      for (const ordering of orderings) await checkPages(ids.ansattUser, path, ordering);
  });

  it("a teacher's and a customer's lessons, and the teacher's students", async () => {
    for (const ordering of ['-start_date_time', 'subject_details'])
      await checkPages(ids.laererUser, '/api/activity/activity/', ordering);
    await checkPages(ids.laererUser, '/api/activity/activity/?search=a', undefined);
    await checkPages(ids.laererUser, '/api/user/student/', 'full_name');
    for (const ordering of ['-start_date_time', 'subject_details', 'duration'])
      await checkPages(ids.forelderUser, '/api/activity/activity/', ordering);
  });

  it("the staff's lessons in every order the table sorts by are those one SQL sort gives", async () => {
    // The orderings read from an index each (migration 0027), by subject one subject at a time
    // (`lessonsBySubject`): each page against the same sort written plainly.
    const columns: Record<string, AnyColumn> = {
      start_date_time: activities.startDateTime,
      duration: activities.duration,
      subject_details: subjects.subjectName,
      base_salary: activities.baseSalary,
      travel_salary: activities.travelSalary,
      id: activities.id,
    };
    for (const [field, column] of Object.entries(columns))
      for (const ordering of [field, `-${field}`])
        for (const status of [undefined, 'completed'] as const)
          for (const offset of [0, 40]) {
            const direction = ordering.startsWith('-') ? desc : asc;
            const expected = await t()
              .db.select({ id: activities.id })
              .from(activities)
              .innerJoin(subjects, eq(subjects.id, activities.subjectId))
              .where(status ? isNotNull(activities.summaryDate) : undefined)
              .orderBy(direction(column), direction(activities.id))
              .limit(20)
              .offset(offset);
            const path = `/api/activity/activity/?limit=20&offset=${offset}&ordering=${ordering}${status ? `&status=${status}` : ''}`;
            const page = await get(ids.ansattUser, path);
            expect(expected.length, path).toBe(20);
            // The completed lessons are counted as every lesson less those without a summary.
            expect(page.count, path).toBe(
              await t().db.$count(
                activities,
                status ? isNotNull(activities.summaryDate) : undefined,
              ),
            );
            expect(
              page.results.map((r) => r.id),
              path,
            ).toEqual(expected.map((r) => r.id));
          }
  });
});
