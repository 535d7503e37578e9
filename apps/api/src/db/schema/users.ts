import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userTypeEnum } from './enums';
import { cities } from './reference';

// One record per login (domain.md "People and access").
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    // scrypt hash with its parameters encoded (see src/auth/password.ts).
    password: text('password').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    address: text('address').notNull().default(''),
    postCode: text('post_code').notNull().default(''),
    postCodeArea: text('post_code_area').notNull().default(''),
    cityId: integer('city_id').references(() => cities.id),
    birthDate: date('birth_date'),
    userType: userTypeEnum('user_type').notNull(),
    isStaff: boolean('is_staff').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // E-mail is unique regardless of case.
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    // INCLUDE (first_name, last_name) (migration 0018): a person's name without the heap, for
    // the names the lists carry (a lesson's or a teacher's students, a package's receiver).
    index('users_id_name_idx').on(t.id),
    // The staff among every user (the developer picker, staffUserSql): a few among
    // thousands of customers and teachers (migration 0028).
    index('users_staff_idx')
      .on(t.id)
      .where(sql`${t.userType} = 'employee' or ${t.isStaff}`),
    // The person lists' orders (personOrder in services/users/person.ts: the staff's student,
    // receiver and teacher overviews by name, e-mail or phone): a first page walks one of these
    // and stops after its ten, where it sorted every student joined to their person (migration
    // 0033). The full name as `userFullName` writes it.
    index('users_full_name_idx').on(sql`(${t.firstName} || ' ' || ${t.lastName})`),
    index('users_first_name_idx').on(t.firstName),
    index('users_last_name_idx').on(t.lastName),
    index('users_email_idx').on(t.email),
    index('users_phone_number_idx').on(t.phoneNumber),
  ],
);

// Customer groups: 'invoice_receiver' and 'student' (domain.md).
export const groups = pgTable('groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
});

export const userGroups = pgTable(
  'user_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
);
