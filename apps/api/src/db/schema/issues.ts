import { integer, numeric, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

// Kanban issues of seed 001: category 1-3, priority 1-3, state 1 Åpen, 2 Underveis, 3 Ferdig.
export const issues = pgTable('issues', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: varchar('title', { length: 255 }).notNull(),
  description: text('description').notNull(),
  details: text('details').notNull().default(''),
  category: smallint('category').notNull(),
  priority: smallint('priority').notNull(),
  state: smallint('state').notNull().default(1),
  estimate: numeric('estimate', { precision: 6, scale: 2 }).notNull().default('0'),
  developerId: integer('developer_id').references(() => users.id, { onDelete: 'set null' }),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
