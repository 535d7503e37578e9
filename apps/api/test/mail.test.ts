// The mailer against a real SMTP conversation on loopback: every message lands in the outbox, the
// delivery happens after send() returns, and a failed delivery is recorded, never thrown.
import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { outboxMail } from '../src/db/schema/index';
import { createMailer } from '../src/mail/mailer';
import { useTestApp } from '../src/testing/harness';

const t = useTestApp();

/** A minimal SMTP server; it greets only once `greet()` is called, and keeps each message's data. */
const smtpServer = async () => {
  const received: string[] = [];
  const waiting: Socket[] = [];
  let open = false;
  const hello = (socket: Socket) => socket.write('220 test ESMTP\r\n');
  const server: Server = createServer((socket) => {
    let data: string | null = null;
    socket.on('data', (chunk) => {
      for (const line of chunk
        .toString()
        .split('\r\n')
        .filter((l, i, all) => l || i < all.length - 1)) {
        if (data !== null) {
          if (line === '.') {
            received.push(data);
            data = null;
            socket.write('250 OK\r\n');
          } else data += `${line}\n`;
        } else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    if (open) hello(socket);
    else waiting.push(socket);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    greet: () => {
      open = true;
      waiting.splice(0).forEach(hello);
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
};

const rowOf = async (to: string) =>
  (await t().db.select().from(outboxMail).where(eq(outboxMail.to, to)))[0];

let closeServer: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeServer?.();
  closeServer = undefined;
});

describe('mailer with SMTP', () => {
  it('returns before the SMTP delivery, which then stamps sent_at', async () => {
    const smtp = await smtpServer();
    closeServer = smtp.close;
    const mailer = createMailer(t().db, {
      smtpUrl: smtp.url,
      from: 'test@localhost',
      now: () => new Date(),
    });
    await mailer.send({ to: 'kari@test.no', subject: 'Hei Kari', text: 'Lenke' });
    // send() has returned while the server has not even greeted: nothing is sent yet.
    expect(await rowOf('kari@test.no')).toMatchObject({ subject: 'Hei Kari', sentAt: null });
    smtp.greet();
    await expect
      .poll(async () => (await rowOf('kari@test.no'))?.sentAt, { timeout: 10_000 })
      .not.toBeNull();
    expect(smtp.received.join('')).toContain('Subject: Hei Kari');
  });

  it('records a failed delivery in the outbox row instead of throwing', async () => {
    const smtp = await smtpServer();
    await smtp.close(); // nothing listens on the port any more
    // The mailer logs the failure; keep the test output for real problems.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => quiet.mockRestore());
    const mailer = createMailer(t().db, {
      smtpUrl: smtp.url,
      from: 'test@localhost',
      now: () => new Date(),
    });
    await expect(
      mailer.send({ to: 'ola@test.no', subject: 'Hei Ola', text: 'x' }),
    ).resolves.toBeUndefined();
    await expect
      .poll(async () => (await rowOf('ola@test.no'))?.error, { timeout: 10_000 })
      .toMatch(/ECONNREFUSED/);
    expect((await rowOf('ola@test.no'))?.sentAt).toBeNull();
  });
});
