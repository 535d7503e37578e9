import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { orderConfirmationPurposeEnum } from './enums';
import { invoiceReceivers, students } from './profiles';

export const packageTypes = pgTable('package_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  hoursInPackage: numeric('hours_in_package', { precision: 6, scale: 2 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

// Price history of a package type; latest_price is the newest row.
export const packageTypePrices = pgTable(
  'package_type_prices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    packageTypeId: integer('package_type_id')
      .notNull()
      .references(() => packageTypes.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('package_type_prices_type_idx').on(t.packageTypeId, t.createdAt)],
);

// A sold package (domain.md "Packages, invoices, order confirmations").
export const packages = pgTable(
  'packages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    packageTypeId: integer('package_type_id')
      .notNull()
      .references(() => packageTypes.id),
    // The price row in force when sold (package_type_price of seed 001).
    packageTypePriceId: integer('package_type_price_id').references(() => packageTypePrices.id),
    dateSold: date('date_sold').notNull(),
    invoiceReceiverId: integer('invoice_receiver_id')
      .notNull()
      .references(() => invoiceReceivers.id),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2 })
      .notNull()
      .default('0'),
    extraPrice: numeric('extra_price', { precision: 10, scale: 2 }).notNull().default('0'),
    additionalHoursAdded: numeric('additional_hours_added', { precision: 6, scale: 2 })
      .notNull()
      .default('0'),
    numberOfPayments: integer('number_of_payments').notNull().default(1),
    description: text('description').notNull().default(''),
    commentForInvoice: text('comment_for_invoice').notNull().default(''),
    expirationDate: date('expiration_date').notNull(),
    invoiceSentDate: date('invoice_sent_date'),
    invoiceExportedDate: date('invoice_exported_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A receiver's packages (customers' 'Mine pakker'); the staff list newest sold first; the
  // packages of a type (the staff's search by type name).
  (t) => [
    index('packages_invoice_receiver_idx').on(t.invoiceReceiverId),
    index('packages_date_sold_idx').on(t.dateSold, t.id),
    index('packages_package_type_idx').on(t.packageTypeId),
  ],
);

// Students can be added to a package, never removed (seed 001).
export const packageStudents = pgTable(
  'package_students',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.studentId] }),
    index('package_students_student_idx').on(t.studentId),
  ],
);

// Read by package: every row of a package list carries its package's confirmations.
export const orderConfirmations = pgTable(
  'order_confirmations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    orderConfirmationPurpose: orderConfirmationPurposeEnum('order_confirmation_purpose').notNull(),
    orderConfirmationSentDate: timestamp('order_confirmation_sent_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_confirmations_package_idx').on(t.packageId)],
);

// The low-hours e-mail to a package's payer: one row per package and threshold, so the mail is
// sent once even when several lessons take the package below it at the same time.
export const packageLowHoursNotices = pgTable(
  'package_low_hours_notices',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    thresholdHours: numeric('threshold_hours', { precision: 6, scale: 2 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.thresholdHours] })],
);
