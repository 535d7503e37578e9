import { isExpiredOn, packageToDrawFrom } from '@portal/domain/package';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  invoiceReceivers,
  packageDraws,
  packageStudents,
  packageTypes,
  packages,
  students,
  users,
} from '../../db/schema/index';
import { decimal } from '../../http/numbers';
import { joinPayer } from './payer';
import { personName } from '../users/person';

/** Hours in a package: type hours + additional hours (domain.md). */
const hoursInPackage = sql<string>`(${packageTypes.hoursInPackage} + ${packages.additionalHoursAdded})`;
/** What activities drew from the package. */
export const drawnHours = sql<string>`coalesce((select sum(pd.hours) from ${packageDraws} pd where pd.package_id = ${packages.id}), 0)`;
/** Hours left in the package: hours in it less what activities drew. */
export const remainingHours = sql<string>`(${hoursInPackage} - ${drawnHours})`;

/**
 * Remaining hours over a student's non-expired packages, as a correlated SQL expression on
 * `students.id` (for list queries). `today` is the Oslo date YYYY-MM-DD. Migration 0031's
 * `student_remaining_hours_of` and its refresh are the same sum for the staff's order by it: a
 * change here changes them too (test/resources/student-remaining-hours.test.ts compares them).
 */
export const studentRemainingHoursSql = (today: string) => sql<string>`coalesce((
  select sum(${remainingHours})
  from ${packageStudents}
  join ${packages} on ${packages.id} = ${packageStudents.packageId}
  join ${packageTypes} on ${packageTypes.id} = ${packages.packageTypeId}
  where ${packageStudents.studentId} = ${students.id} and ${packages.expirationDate} >= ${today}), 0)`;

/** A student's packages (`student` a placeholder), oldest sold first. */
const studentPackages = (db: Database) =>
  joinPayer(
    db
      .select({
        id: packages.id,
        name: packageTypes.name,
        receiverFirst: users.firstName,
        receiverLast: users.lastName,
        hoursInPackage,
        drawn: drawnHours,
        dateSold: packages.dateSold,
        expirationDate: packages.expirationDate,
      })
      .from(packageStudents)
      .innerJoin(packages, eq(packages.id, packageStudents.packageId))
      .innerJoin(packageTypes, eq(packageTypes.id, packages.packageTypeId))
      .$dynamic(),
  )
    .where(eq(packageStudents.studentId, sql.placeholder('student')))
    .orderBy(asc(packages.dateSold), asc(packages.id));

/** A package of a student as `studentPackages` and `studentPackagesJson` read it. */
type StudentPackageRow = {
  id: number;
  name: string;
  receiverFirst: string;
  receiverLast: string;
  hoursInPackage: string;
  drawn: string;
  dateSold: string;
  expirationDate: string;
};

/** A package of a student as the student's page shows it, remaining hours worked out. */
export const packageOfStudent = (r: StudentPackageRow, now: Date) => ({
  id: Number(r.id),
  name: r.name,
  invoice_receiver_name: personName(r.receiverFirst, r.receiverLast),
  hours_in_package: decimal(r.hoursInPackage),
  remaining_hours: decimal(Number(r.hoursInPackage) - Number(r.drawn)),
  date_sold: r.dateSold,
  expiration_date: r.expirationDate,
  is_expired: isExpiredOn(r.expirationDate, now),
});

/** Every package of a student with its remaining hours (oldest sold first). */
export const packagesOfStudent = async (db: Database, studentId: number, now: Date) =>
  (await studentPackages(db).execute({ student: studentId })).map((r) => packageOfStudent(r, now));

/**
 * The same packages as a JSON array of `StudentPackageRow`, for a statement on `students` (the
 * student's page reads them with the student's other lists in one statement). The hours as text,
 * exact.
 */
export const studentPackagesJson = sql<
  StudentPackageRow[]
>`(select coalesce(json_agg(json_build_object(
    'id', ${packages.id}, 'name', ${packageTypes.name},
    'receiverFirst', payer.first_name, 'receiverLast', payer.last_name,
    'hoursInPackage', ${hoursInPackage}::text, 'drawn', ${drawnHours}::text,
    'dateSold', ${packages.dateSold}, 'expirationDate', ${packages.expirationDate})
    order by ${packages.dateSold}, ${packages.id}), '[]'::json)
  from ${packageStudents}
  join ${packages} on ${packages.id} = ${packageStudents.packageId}
  join ${packageTypes} on ${packageTypes.id} = ${packages.packageTypeId}
  join ${invoiceReceivers} on ${invoiceReceivers.id} = ${packages.invoiceReceiverId}
  join ${users} payer on payer.id = ${invoiceReceivers.userId}
  where ${packageStudents.studentId} = ${students.id})`;

type Tx = Pick<Database, 'select' | 'insert' | 'delete'>;

/**
 * Replaces the package draws of an activity: for each student, the duration is drawn from the
 * package domain.md's rule picks (packageToDrawFrom); a student without packages draws nothing.
 */
export const redrawActivityHours = async (
  tx: Tx,
  activityId: number,
  studentIds: number[],
  durationHours: number,
  now: Date,
) => {
  await tx.delete(packageDraws).where(eq(packageDraws.activityId, activityId));
  for (const studentId of studentIds) {
    const candidates = await packagesOfStudent(tx as Database, studentId, now);
    const chosen = packageToDrawFrom(candidates);
    if (!chosen) continue;
    await tx
      .insert(packageDraws)
      .values({ activityId, studentId, packageId: chosen.id, hours: durationHours.toFixed(2) });
  }
};
