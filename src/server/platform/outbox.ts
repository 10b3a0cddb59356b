import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  /** Extra mail headers, e.g. `List-Unsubscribe` (RFC 8058); transports without headers ignore them. */
  headers?: Record<string, string>;
}

export interface Transport {
  send(message: OutboxMessage): Promise<void>;
}

/** Adds a message in the caller's transaction: it goes out only if the change commits. */
export async function enqueueMessage(
  tx: Db,
  message: {
    channel: 'email' | 'sms';
    recipient: string;
    subject?: string;
    body: string;
    purpose: string;
    headers?: Record<string, string>;
  },
): Promise<void> {
  await tx
    .insert(outboxMessages)
    .values({ ...message, subject: message.subject ?? '', headers: message.headers ?? {} });
}

const maxAttempts = 10;
const claimSeconds = 120;

/** 5 s, 10 s, 20 s … capped at one hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 5 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends what is due. Each row is claimed with FOR UPDATE SKIP LOCKED, so several portal
 * processes can drain one outbox without sending a message twice; a claim left by a crashed
 * process expires after two minutes. A failed send is retried with backoff; after the last
 * attempt the message is marked failed (and stays visible to operators).
 */
export async function drainOutbox(options: {
  db: Db;
  transports: Record<OutboxMessage['channel'], Transport>;
  batch?: number;
}): Promise<{ sent: number; failed: number }> {
  const { db } = options;
  const claimed = (await db.execute(sql`
    update outbox_messages set status = 'sending', attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${claimSeconds})
    where id in (
      select id from outbox_messages
      where (status = 'pending' and next_attempt_at <= now())
         or (status = 'sending' and locked_until < now())
      order by id
      limit ${options.batch ?? 20}
      for update skip locked)
    returning id, channel, recipient, subject, body, headers, attempts`)) as unknown as {
    rows: (OutboxMessage & { attempts: number })[];
  };
  let sent = 0;
  let failed = 0;
  for (const message of claimed.rows) {
    // jsonb comes back parsed from both engines; a driver that gives text is read here.
    if (typeof message.headers === 'string') message.headers = JSON.parse(message.headers);
    try {
      await options.transports[message.channel].send(message);
      await db.execute(
        sql`update outbox_messages set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${message.id}`,
      );
      sent++;
    } catch (error) {
      failed++;
      const last = message.attempts >= maxAttempts;
      await db.execute(sql`
        update outbox_messages set
          status = ${last ? 'failed' : 'pending'},
          locked_until = null,
          last_error = ${String((error as Error).message).slice(0, 500)},
          next_attempt_at = now() + make_interval(secs => ${backoffSeconds(message.attempts)})
        where id = ${message.id}`);
    }
  }
  return { sent, failed };
}

/** Default transport: writes the message to the server log (development, demo). */
export function logTransport(log: (obj: object, msg: string) => void): Transport {
  return {
    async send(message) {
      log(
        {
          outboxId: message.id,
          channel: message.channel,
          to: message.recipient,
          subject: message.subject,
          body: message.body,
        },
        'message sent to log',
      );
    },
  };
}

/**
 * SMTP through nodemailer. The outbox id is the Message-ID, so if a crash makes the worker
 * send a message again, the receiving side can recognise the duplicate.
 */
export function smtpTransport(options: { url: string; from: string; domain?: string }): Transport {
  const transporter = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transporter.sendMail({
        from: options.from,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        ...(message.headers && Object.keys(message.headers).length ? { headers: message.headers } : {}),
        messageId: `<outbox-${message.id}@${options.domain ?? 'spp.assam.gov.in'}>`,
      });
    },
  };
}

/** An SMS gateway over HTTP: POST JSON {to, message, reference} with a bearer token. */
export function smsHttpTransport(options: { url: string; token?: string }): Transport {
  return {
    async send(message) {
      const res = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({
          to: message.recipient,
          message: message.body,
          reference: `outbox-${message.id}`,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

/** Drains the outbox every few seconds until stopped (main.ts; stopped on shutdown). */
export function startOutboxWorker(options: {
  db: Db;
  transports: Record<OutboxMessage['channel'], Transport>;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => drainOutbox(options)).catch((e) => options.onError?.(e));
  }, options.intervalMs ?? 3_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
