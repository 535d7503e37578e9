import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable } from 'drizzle-orm/pg-core';

// Company figures in kr, kept in one typed row (id = 1) so no amount is a literal in code.
export const companySettings = pgTable(
  'company_settings',
  {
    id: integer('id').primaryKey().default(1),
    // Teacher travel pay per hour of travel (both ways).
    travelHourlyRate: numeric('travel_hourly_rate', { precision: 10, scale: 2 })
      .notNull()
      .default('150'),
    // Incentive bonus per lesson hour when both summaries come within the deadline.
    incentiveBonusPerHour: numeric('incentive_bonus_per_hour', { precision: 10, scale: 2 })
      .notNull()
      .default('20'),
    // Both summaries within this many hours of the lesson's end earn the incentive bonus.
    incentiveDeadlineHours: integer('incentive_deadline_hours').notNull().default(48),
    // What a customer pays per travel invoice line.
    customerTravelRate: numeric('customer_travel_rate', { precision: 10, scale: 2 })
      .notNull()
      .default('250'),
    // Fee per payment when a package is paid in more than one payment.
    partialPaymentFee: numeric('partial_payment_fee', { precision: 10, scale: 2 })
      .notNull()
      .default('49'),
    packageExpirationMonths: integer('package_expiration_months').notNull().default(12),
    resetTokenValidDays: integer('reset_token_valid_days').notNull().default(3),
    // The payer gets one e-mail when a package's remaining hours fall below this.
    lowHoursNoticeThreshold: numeric('low_hours_notice_threshold', { precision: 6, scale: 2 })
      .notNull()
      .default('2'),
    // The pay day is the seed's rule (the 15th, PAY_DAY_OF_MONTH in @portal/domain), not a setting.
  },
  (t) => [check('company_settings_single_row', sql`${t.id} = 1`)],
);
