import { z } from 'zod';

/**
 * Spec §5 Field formats: an e-mail "must match a standard address pattern (contains @ and a
 * dot)" and "a repeated domain label is rejected" (gmail.gmail.com, a common typing slip).
 */
const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export type EmailProblem = 'required' | 'invalid';

export function emailProblem(value: string): EmailProblem | null {
  const email = value.trim();
  if (!email) return 'required';
  if (email.length > 254 || !emailPattern.test(email)) return 'invalid';
  const labels = email.split('@')[1]!.toLowerCase().split('.');
  if (new Set(labels).size !== labels.length) return 'invalid';
  if (labels.some((l) => l.startsWith('-') || l.endsWith('-'))) return 'invalid';
  return null;
}

/** Spec §5: "Mobile: 10 digits. A digit repeated seven times in a row is rejected." */
export type MobileProblem = 'required' | 'invalid' | 'repeated';

export function mobileProblem(value: string): MobileProblem | null {
  const mobile = value.trim();
  if (!mobile) return 'required';
  if (!/^\d{10}$/.test(mobile)) return 'invalid';
  if (/(\d)\1{6}/.test(mobile)) return 'repeated';
  return null;
}

/** A required e-mail field with the §5 messages ('E-mail address required', 'Please enter a valid email address'). */
export const emailField = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = emailProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `validation.email.${problem}` });
  })
  .transform((s) => s.toLowerCase());

/** A required mobile field (10 digits, no digit seven times in a row). */
export const mobileField = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = mobileProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `validation.mobile.${problem}` });
  });
