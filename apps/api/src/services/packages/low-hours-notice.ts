import { formatHoursLong } from '@portal/domain/duration';
import { toPayloadDate } from '@portal/domain/format';
import { and, eq, gte } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import {
  packageDraws,
  packageLowHoursNotices,
  packageTypes,
  packages,
  users,
} from '../../db/schema/index';
import { logUnexpectedError } from '../../http/log-error';
import { getCompanySettings } from '../settings/company-settings';
import { remainingHours } from './hours';
import { joinPayer } from './payer';

export const LOW_HOURS_SUBJECT = 'Få timer igjen i pakken';

/**
 * After a lesson drew hours: each package it drew from that is now below the company's threshold
 * (and not expired) gets one e-mail to its payer, never a second for the same threshold. The
 * notice row is taken first (primary key package + threshold), so two lessons saved at once send
 * one mail; if sending fails the row is removed so the next lesson tries again.
 */
export const sendLowHoursNotices = async (deps: AppDeps, activityId: number) => {
  const settings = await getCompanySettings(deps.db);
  const threshold = Number(settings.lowHoursNoticeThreshold);
  const today = toPayloadDate(deps.now());
  const rows = await joinPayer(
    deps.db
      .selectDistinct({
        packageId: packages.id,
        name: packageTypes.name,
        remaining: remainingHours,
        email: users.email,
        firstName: users.firstName,
      })
      .from(packageDraws)
      .innerJoin(packages, eq(packages.id, packageDraws.packageId))
      .innerJoin(packageTypes, eq(packageTypes.id, packages.packageTypeId))
      .$dynamic(),
  ).where(and(eq(packageDraws.activityId, activityId), gte(packages.expirationDate, today)));
  for (const row of rows) {
    const left = Number(row.remaining);
    if (!(left < threshold)) continue;
    const key = { packageId: row.packageId, thresholdHours: threshold.toFixed(2) };
    const taken = await deps.db
      .insert(packageLowHoursNotices)
      .values({ ...key, sentAt: deps.now() })
      .onConflictDoNothing()
      .returning({ packageId: packageLowHoursNotices.packageId });
    if (!taken.length) continue;
    try {
      await deps.mailer.send({
        to: row.email,
        subject: LOW_HOURS_SUBJECT,
        text: [
          `Hei ${row.firstName}`.trim() + ',',
          '',
          left > 0
            ? `Pakken «${row.name}» har ${formatHoursLong(left)} igjen.`
            : `Timene i pakken «${row.name}» er brukt opp.`,
          'Ta kontakt med oss hvis dere vil fortsette med timer, så hjelper vi dere med en ny pakke.',
          '',
          `Du ser pakkene og timene under «Mine pakker» i portalen: ${deps.config.publicUrl}/customer/package-overview`,
        ].join('\n'),
      });
    } catch (error) {
      await deps.db
        .delete(packageLowHoursNotices)
        .where(
          and(
            eq(packageLowHoursNotices.packageId, key.packageId),
            eq(packageLowHoursNotices.thresholdHours, key.thresholdHours),
          ),
        );
      logUnexpectedError(error);
    }
  }
};
