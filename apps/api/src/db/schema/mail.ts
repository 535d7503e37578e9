import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Every message the API sends. Without SMTP_URL it stays here (sent_at null) and the
// development endpoint GET /api/dev/outbox/ lists it.
export const outboxMail = pgTable(
  'outbox_mail',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbox_mail_created_idx').on(t.createdAt)],
);
