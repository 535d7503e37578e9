import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { outboxMail } from '../db/schema/index';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * Every message is written to outbox_mail. With SMTP_URL it is also sent and stamped sent_at
 * (a failure is recorded in `error`, never thrown at the caller: a reset request must not reveal
 * anything by failing). The SMTP delivery is not awaited, so a reset request for a known e-mail
 * takes no longer than one for an unknown one. Without SMTP_URL it stays in the outbox for
 * GET /api/dev/outbox/.
 */
export const createMailer = (
  db: Database,
  options: { smtpUrl?: string; from: string; now: () => Date },
): Mailer => {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const deliver = async (smtp: Transporter, id: number, message: MailMessage) => {
    try {
      await smtp.sendMail({ from: options.from, ...message });
      await db.update(outboxMail).set({ sentAt: options.now() }).where(eq(outboxMail.id, id));
    } catch (err) {
      console.error('SMTP send failed', err);
      await db
        .update(outboxMail)
        .set({ error: String(err) })
        .where(eq(outboxMail.id, id))
        .catch(() => undefined);
    }
  };
  return {
    async send(message) {
      const [row] = await db
        .insert(outboxMail)
        .values({ ...message, html: message.html ?? null, createdAt: options.now() })
        .returning({ id: outboxMail.id });
      if (!transport || !row) return;
      void deliver(transport, row.id, message);
    },
  };
};
