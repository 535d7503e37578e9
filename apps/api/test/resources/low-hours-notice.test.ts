// The payer's low-hours e-mail (issue 12): one mail when a package falls below the company's
// threshold, never a second for the same package and threshold.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMail, packageLowHoursNotices } from '../../src/db/schema/index';
import { LOW_HOURS_SUBJECT } from '../../src/services/packages/low-hours-notice';
import { useTestApp } from '../../src/testing/harness';
import { buildWorld, type World } from './world';

const t = useTestApp();
let w: World;
beforeAll(async () => {
  w = await buildWorld(t().db);
});

const lesson = (duration: number, day: number) =>
  t().request('POST', '/api/activity/activity/', {
    as: w.teacherA.user.id,
    body: {
      activity_category: w.ref.activityCategory.id,
      students: [w.studentA.student.id],
      subject: w.ref.subject.id,
      start_date_time: `2026-11-${String(day).padStart(2, '0')}T16:00:00+01:00`,
      duration,
      travel_time: 0,
      activity_location: 'INTERNET',
    },
  });

const mailsToPayer = async () =>
  (await t().db.select().from(outboxMail).where(eq(outboxMail.to, w.receiver.user.email))).filter(
    (m) => m.subject === LOW_HOURS_SUBJECT,
  );

describe('low-hours notice', () => {
  it('mails the payer once when the package falls below 2 hours, not again after', async () => {
    // The package has 10 hours; 7 leave 3 (above the default threshold of 2).
    expect((await lesson(7, 2)).status).toBe(201);
    expect(await mailsToPayer()).toHaveLength(0);
    // 1.5 more leave 1.5: one mail with the hours left.
    expect((await lesson(1.5, 3)).status).toBe(201);
    const [mail, ...more] = await mailsToPayer();
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain('Pakken «10 timer» har 1 timer og 30 minutter igjen.');
    expect(mail?.text).toContain('/customer/package-overview');
    // Two more lessons at once: still one mail for this package and threshold.
    const both = await Promise.all([lesson(0.5, 4), lesson(0.5, 5)]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(await mailsToPayer()).toHaveLength(1);
    const notices = await t()
      .db.select()
      .from(packageLowHoursNotices)
      .where(eq(packageLowHoursNotices.packageId, w.pkg.id));
    expect(notices.map((n) => n.thresholdHours)).toEqual(['2.00']);
  });
});
