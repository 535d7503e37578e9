import { z } from '@hono/zod-openapi';
import { desc } from 'drizzle-orm';
import { staffToolsPolicy } from '../../policies/reference';
import { outboxMail } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { operation } from '../../http/route';

const OutboxMessageSchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    created_at: z.string().openapi({ format: 'date-time' }),
    sent_at: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('OutboxMessage');

export const registerDevOutbox = operation({
  method: 'get',
  operationId: 'devOutboxList',
  path: '/api/dev/outbox/',
  tags: ['dev'],
  summary: 'Mail the API has written, newest first (development only)',
  description:
    'Staff only: the mail holds password-reset links, so anyone else reading it could take over any account. Lets staff pass on reset links on a machine without SMTP and lets end-to-end tests read mail. 404 when NODE_ENV=production.',
  allow: [staffToolsPolicy, 'outbox'],
  query: z.object({
    limit: z.coerce.number().int().min(1).max(200).default(50).openapi({ example: 50 }),
    to: z.string().max(254).optional().openapi({ description: 'Only mail to this address.' }),
  }),
  ok: [
    200,
    z.object({ count: z.number().int(), results: z.array(OutboxMessageSchema) }),
    'The newest messages.',
  ],
  errors: [400, 401, 403, 404],
}).handle(async (c, deps) => {
  if (deps.config.nodeEnv === 'production') throw notFound();
  const { limit, to } = c.req.valid('query');
  const rows = await deps.db
    .select()
    .from(outboxMail)
    .orderBy(desc(outboxMail.createdAt), desc(outboxMail.id));
  const wanted = to ? rows.filter((r) => r.to.toLowerCase() === to.toLowerCase()) : rows;
  const results = wanted.slice(0, limit).map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    created_at: r.createdAt.toISOString(),
    sent_at: r.sentAt ? r.sentAt.toISOString() : null,
  }));
  return c.json({ count: results.length, results }, 200);
});
