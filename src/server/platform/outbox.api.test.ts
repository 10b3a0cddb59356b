import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { drainOutbox, enqueueMessage, smsHttpTransport, smtpTransport, type Transport } from './outbox.ts';

interface Received {
  to: string;
  raw: string;
}

/** A real SMTP peer (the smtp-server package) on a free local port, recording what arrives. */
async function startSmtp(port = 0): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as { port: number }).port, received };
}

const closeSmtp = (server: SMTPServer) => new Promise<void>((r) => server.close(() => r()));

const neverSms: Transport = {
  send: async () => {
    throw new Error('no SMS in this test');
  },
};

describe(`outbox (${inject('engine')}): mail survives outages and goes out once`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('sends each message through a real SMTP server exactly once, with the outbox id as Message-ID', async () => {
    const smtp = await startSmtp();
    const transports = {
      email: smtpTransport({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'noreply@spp.test' }),
      sms: neverSms,
    };
    await database.db.transaction(async (tx) => {
      await enqueueMessage(tx as never, {
        channel: 'email',
        recipient: 'a@example.in',
        subject: 'One',
        body: 'Code 123456',
        purpose: 'test',
      });
      await enqueueMessage(tx as never, {
        channel: 'email',
        recipient: 'b@example.in',
        subject: 'Two',
        body: 'Hello',
        purpose: 'test',
      });
    });
    expect(await drainOutbox({ db: database.db, transports })).toEqual({ sent: 2, failed: 0 });
    expect(await drainOutbox({ db: database.db, transports })).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received.map((r) => r.to).sort()).toEqual(['a@example.in', 'b@example.in']);
    expect(smtp.received.find((r) => r.to === 'a@example.in')?.raw).toMatch(
      /Message-ID: <outbox-\d+@spp\.assam\.gov\.in>/i,
    );
    expect(smtp.received.find((r) => r.to === 'a@example.in')?.raw).toContain('Code 123456');
    await closeSmtp(smtp.server);
  });

  it('keeps messages while the provider is down and delivers them once it is back', async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    await closeSmtp(smtp.server);
    const transports = {
      email: smtpTransport({ url: `smtp://127.0.0.1:${port}`, from: 'noreply@spp.test' }),
      sms: neverSms,
    };
    await enqueueMessage(database.db, {
      channel: 'email',
      recipient: 'c@example.in',
      subject: 'Later',
      body: 'x',
      purpose: 'test',
    });
    expect(await drainOutbox({ db: database.db, transports })).toEqual({ sent: 0, failed: 1 });
    const [waiting] = await database.db.select().from(outboxMessages).where(sql`recipient = 'c@example.in'`);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toBeTruthy();
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: nothing is tried.
    expect(await drainOutbox({ db: database.db, transports })).toEqual({ sent: 0, failed: 0 });

    const back = await startSmtp(port);
    await database.db.execute(
      sql`update outbox_messages set next_attempt_at = now() where recipient = 'c@example.in'`,
    );
    expect(await drainOutbox({ db: database.db, transports })).toEqual({ sent: 1, failed: 0 });
    expect(back.received.map((r) => r.to)).toEqual(['c@example.in']);
    await closeSmtp(back.server);
  });

  it('takes back a message claimed by a process that died before sending it', async () => {
    const smtp = await startSmtp();
    const transports = {
      email: smtpTransport({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'noreply@spp.test' }),
      sms: neverSms,
    };
    await enqueueMessage(database.db, {
      channel: 'email',
      recipient: 'd@example.in',
      subject: 'Crash',
      body: 'x',
      purpose: 'test',
    });
    await database.db.execute(
      sql`update outbox_messages set status = 'sending', locked_until = now() - interval '1 second' where recipient = 'd@example.in'`,
    );
    expect(await drainOutbox({ db: database.db, transports })).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((r) => r.to)).toEqual(['d@example.in']);
    await closeSmtp(smtp.server);
  });

  it('sends SMS through an HTTP gateway', async () => {
    const { createServer } = await import('node:http');
    const bodies: string[] = [];
    const gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        bodies.push(`${req.headers.authorization} ${body}`);
        res.end('{}');
      });
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(gateway.address() as { port: number }).port}/send`;
    const transports = { email: neverSms, sms: smsHttpTransport({ url, token: 'tok' }) };
    await enqueueMessage(database.db, {
      channel: 'sms',
      recipient: '9876501234',
      body: 'OTP 654321',
      purpose: 'test',
    });
    expect(await drainOutbox({ db: database.db, transports })).toEqual({ sent: 1, failed: 0 });
    expect(bodies[0]).toMatch(
      /^Bearer tok \{"to":"9876501234","message":"OTP 654321","reference":"outbox-\d+"\}$/,
    );
    await new Promise<void>((r) => gateway.close(() => r()));
  });
});
