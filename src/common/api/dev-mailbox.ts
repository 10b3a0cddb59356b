import { z } from 'zod';

/** The development mailbox (issue: identity, item 8): what the outbox holds, newest first. */
export const mailboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

export const mailboxQuerySchema = z.object({
  recipient: z.string().trim().max(254).optional(),
});

export const mailboxSchema = z.object({ items: z.array(mailboxMessageSchema) });
