// The staff's student overview ordered by hours left in packages (GET user/student/), ordered by
// the sums migration 0031 keeps in student_remaining_hours: exact after every package, package
// student and draw written, and for the day they were computed for.
import { toPayloadDate } from '@portal/domain/format';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { packageDraws, packageStudents, packageTypes, packages } from '../../src/db/schema/index';
import { FIXED_NOW } from '../../src/testing/clock';
import { createStudent } from '../../src/testing/factories';
import { useTestApp } from '../../src/testing/harness';
import { buildWorld, type World } from './world';

const t = useTestApp();
let w: World;
let extra: number;
beforeAll(async () => {
  w = await buildWorld(t().db);
  extra = (await createStudent(t().db, { user: { firstName: 'Ny', lastName: 'Elev' } })).student.id;
});
afterAll(() => t().clock.set(FIXED_NOW));

type Row = { id: number; number_of_hours_remaining_in_packages: string };
const today = () => toPayloadDate(t().clock.now());

/**
 * The overview ordered by hours left, both ways: each page in order of the hours it shows (then
 * by id the same way), and the two orders each other's reverse. Returns each student's hours.
 */
const hoursLeft = async () => {
  const pages = [];
  for (const ordering of [
    'number_of_hours_remaining_in_packages',
    '-number_of_hours_remaining_in_packages',
  ]) {
    const page = await t().request<{ results: Row[] }>(
      'GET',
      `/api/user/student/?ordering=${ordering}&limit=100`,
      { as: w.staff.id },
    );
    expect(page.status).toBe(200);
    const rows = page.body.results.map((r) => ({
      id: r.id,
      hours: Number(r.number_of_hours_remaining_in_packages),
    }));
    const sign = ordering.startsWith('-') ? -1 : 1;
    const sorted = [...rows].sort((a, b) => sign * (a.hours - b.hours || a.id - b.id));
    expect(rows).toEqual(sorted);
    pages.push(rows);
  }
  expect(pages[1]).toEqual([...pages[0]!].reverse());
  // A later page (its students chosen by the keys, not from the index's end) is the same slice.
  const later = await t().request<{ results: Row[] }>(
    'GET',
    '/api/user/student/?ordering=-number_of_hours_remaining_in_packages&limit=2&offset=2',
    { as: w.staff.id },
  );
  expect(later.body.results.map((r) => r.id)).toEqual(pages[1]!.slice(2, 4).map((r) => r.id));
  return new Map(pages[0]!.map((r) => [r.id, r.hours.toFixed(2)]));
};

/** Whether the kept sums hold today, so that the next page reads them. */
const kept = async () => {
  const result = await t().db.execute(sql`select student_remaining_hours_hold(${today()}) as hold`);
  return rowsOf<{ hold: boolean }>(result)[0]!.hold;
};

/** Students whose kept sum is not the sum of their packages today. */
const keptWrong = async () => {
  const result = await t().db.execute(sql`
    select count(*)::int as n from students s
    left join student_remaining_hours k on k.student_id = s.id
    where coalesce(k.hours, 0) <> student_remaining_hours_of(s.id, ${today()})`);
  return rowsOf<{ n: number }>(result)[0]!.n;
};

const draw = async (packageId: number, hours: string) => {
  const [row] = await t()
    .db.insert(packageDraws)
    .values({ activityId: w.acts.paid.id, studentId: w.studentA.student.id, packageId, hours })
    .returning({ id: packageDraws.id });
  return row!.id;
};

describe("the student overview's order by hours left in packages", () => {
  it('is kept exact as draws, package students and packages are written', async () => {
    const a = w.studentA.student.id;
    expect((await hoursLeft()).get(a)).toBe('10.00');
    // The first page ordered by them computed today's sums.
    expect(await kept()).toBe(true);

    const first = await draw(w.pkg.id, '1.50');
    expect((await hoursLeft()).get(a)).toBe('8.50');
    await t().db.update(packageDraws).set({ hours: '2.00' }).where(eq(packageDraws.id, first));
    expect((await hoursLeft()).get(a)).toBe('8.00');
    await t().db.delete(packageDraws).where(eq(packageDraws.id, first));
    expect((await hoursLeft()).get(a)).toBe('10.00');

    // The package shared with a student who had none, then taken off again.
    await t().db.insert(packageStudents).values({ packageId: w.pkg.id, studentId: extra });
    expect((await hoursLeft()).get(extra)).toBe('10.00');
    await draw(w.pkg.id, '3.00');
    const shared = await hoursLeft();
    expect([shared.get(a), shared.get(extra)]).toEqual(['7.00', '7.00']);
    await t().db.delete(packageStudents).where(eq(packageStudents.studentId, extra));
    expect((await hoursLeft()).get(extra)).toBe('0.00');

    // Hours added to the package; then it expires yesterday, and again next year.
    await t()
      .db.update(packages)
      .set({ additionalHoursAdded: '5.00' })
      .where(eq(packages.id, w.pkg.id));
    expect((await hoursLeft()).get(a)).toBe('12.00');
    const yesterday = toPayloadDate(new Date(t().clock.now().getTime() - 86_400_000));
    await t()
      .db.update(packages)
      .set({ expirationDate: yesterday })
      .where(eq(packages.id, w.pkg.id));
    expect((await hoursLeft()).get(a)).toBe('0.00');
    await t()
      .db.update(packages)
      .set({ expirationDate: '2027-09-01' })
      .where(eq(packages.id, w.pkg.id));
    expect((await hoursLeft()).get(a)).toBe('12.00');

    // A second package of another type, then the type's hours changed: the sums are computed
    // again at the next read.
    const [type] = await t()
      .db.insert(packageTypes)
      .values({ name: '4 timer', hoursInPackage: '4.00' })
      .returning();
    const [second] = await t()
      .db.insert(packages)
      .values({
        packageTypeId: type!.id,
        dateSold: '2026-10-01',
        invoiceReceiverId: w.receiver.receiver.id,
        expirationDate: '2027-10-01',
      })
      .returning();
    await t().db.insert(packageStudents).values({ packageId: second!.id, studentId: a });
    expect((await hoursLeft()).get(a)).toBe('16.00');
    await t()
      .db.update(packageTypes)
      .set({ hoursInPackage: '6.00' })
      .where(eq(packageTypes.id, type!.id));
    expect(await kept()).toBe(false);
    expect((await hoursLeft()).get(a)).toBe('18.00');
    expect(await kept()).toBe(true);

    // Deleted with its students and draws.
    await draw(second!.id, '1.00');
    expect((await hoursLeft()).get(a)).toBe('17.00');
    await t().db.delete(packages).where(eq(packages.id, second!.id));
    expect((await hoursLeft()).get(a)).toBe('12.00');
    expect(await keptWrong()).toBe(0);
  });

  it('list a student added after they were computed, at 0 hours, on a first page', async () => {
    await hoursLeft();
    expect(await kept()).toBe(true);
    const added = (await createStudent(t().db, { user: { firstName: 'Helt', lastName: 'Ny' } }))
      .student.id;
    expect((await hoursLeft()).get(added)).toBe('0.00');
  });

  it('order the students a search matches, not the first of all students', async () => {
    await hoursLeft();
    expect(await kept()).toBe(true);
    // Ola Berg has no package: first of all students by hours left would be Emma Johansen (10).
    for (const ordering of [
      '-number_of_hours_remaining_in_packages',
      'number_of_hours_remaining_in_packages',
    ]) {
      const page = await t().request<{ count: number; results: Row[] }>(
        'GET',
        `/api/user/student/?ordering=${ordering}&limit=1&search=Berg`,
        { as: w.staff.id },
      );
      expect(page.status).toBe(200);
      expect([page.body.count, page.body.results.map((r) => r.id)]).toEqual([
        1,
        [w.studentB.student.id],
      ]);
    }
  });

  it("order a teacher's own students by their summed hours, without the kept sums", async () => {
    const page = await t().request<{ results: Row[] }>(
      'GET',
      '/api/user/student/?ordering=-number_of_hours_remaining_in_packages',
      { as: w.teacherA.user.id },
    );
    expect(page.status).toBe(200);
    expect(page.body.results.map((r) => [r.id, r.number_of_hours_remaining_in_packages])).toEqual([
      [w.studentA.student.id, (await hoursLeft()).get(w.studentA.student.id)],
      [w.studentA2.student.id, '0.00'],
    ]);
  });

  it('follow the day: a package that expires drops out the next day', async () => {
    const a = w.studentA.student.id;
    await hoursLeft();
    const [pkg] = await t().db.select().from(packages).where(eq(packages.id, w.pkg.id));
    await t().db.update(packages).set({ expirationDate: today() }).where(eq(packages.id, w.pkg.id));
    expect((await hoursLeft()).get(a)).toBe('12.00');
    t().clock.advance(86_400_000);
    expect(await kept()).toBe(false);
    expect((await hoursLeft()).get(a)).toBe('0.00');
    expect(await kept()).toBe(true);
    await t()
      .db.update(packages)
      .set({ expirationDate: pkg!.expirationDate })
      .where(eq(packages.id, w.pkg.id));
    expect((await hoursLeft()).get(a)).toBe('12.00');
  });

  it('stay exact when draws for one student are written side by side', async () => {
    await hoursLeft();
    expect(await kept()).toBe(true);
    // Each transaction's trigger sums while others hold the student's row: the later one must
    // see what the earlier committed.
    await Promise.all(Array.from({ length: 12 }, (_, i) => quarterHour(i)));
    expect(await keptWrong()).toBe(0);
    expect((await hoursLeft()).get(w.studentA.student.id)).toBe('10.00');
  });

  it('stay exact when draws are written while the sums are computed again', async () => {
    // Nothing kept (a package type's hours changed), so that a refresh computes the sums again
    // and the draws' triggers leave them alone. The pool (four connections) runs its queue in
    // order: the refresh starts while student A's three draws are open, and the draws after it
    // are another student's, so that nothing later sums A again.
    const [otherPackage] = await t()
      .db.insert(packages)
      .values({
        packageTypeId: w.pkg.packageTypeId,
        dateSold: '2026-10-01',
        invoiceReceiverId: w.receiver.receiver.id,
        expirationDate: '2027-10-01',
      })
      .returning();
    await t()
      .db.insert(packageStudents)
      .values({ packageId: otherPackage!.id, studentId: w.studentB.student.id });
    await t()
      .db.update(packageTypes)
      .set({ hoursInPackage: '10.00' })
      .where(eq(packageTypes.id, w.pkg.packageTypeId));
    expect(await kept()).toBe(false);
    const work: Promise<unknown>[] = [1, 2, 4].map((i) => quarterHour(i));
    work.push(t().db.execute(sql`select refresh_student_remaining_hours(${today()})`));
    work.push(...[1, 2, 4, 5].map((i) => quarterHour(i, otherPackage!.id)));
    await Promise.all(work);
    expect(await kept()).toBe(true);
    expect(await keptWrong()).toBe(0);
    const hours = await hoursLeft();
    expect([hours.get(w.studentA.student.id), hours.get(w.studentB.student.id)]).toEqual([
      '9.25',
      '9.00',
    ]);
  });
});

/**
 * A transaction that draws a quarter hour from the student's package and stays open a while;
 * every third (`i` divisible by 3) takes its draw away again before it commits.
 */
const quarterHour = (i: number, packageId = w.pkg.id) =>
  t().db.transaction(async (tx) => {
    const [row] = await tx
      .insert(packageDraws)
      .values({
        activityId: w.acts.paid.id,
        studentId: w.studentA.student.id,
        packageId,
        hours: '0.25',
      })
      .returning({ id: packageDraws.id });
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (i % 3 === 0) await tx.delete(packageDraws).where(eq(packageDraws.id, row!.id));
  });
