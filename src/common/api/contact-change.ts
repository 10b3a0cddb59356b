import { z } from 'zod';
import { emailField, mobileField } from '../validation/contact.ts';
import { otpCodeSchema } from './auth.ts';

/**
 * Spec §2 updateEmailandPhone, §5 "Email and phone changes in a profile need a one-time code":
 * the code goes to the NEW address or number, which proves the user holds it.
 */
export const contactChannels = ['email', 'mobile'] as const;
export type ContactChannel = (typeof contactChannels)[number];

export const contactCodeRequestSchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), value: emailField }),
  z.object({ channel: z.literal('mobile'), value: mobileField }),
]);
export type ContactCodeRequest = z.infer<typeof contactCodeRequestSchema>;

export const contactCodeSentSchema = z.object({ changeId: z.string() });

export const contactCodeVerifySchema = z.object({
  changeId: z.string().min(1).max(64),
  code: otpCodeSchema,
});

export const contactChangedSchema = z.object({
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});
