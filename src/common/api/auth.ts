import { z } from 'zod';
import { roleCodes } from '../roles.ts';
import { ageProblem } from '../validation/age.ts';
import { inClass } from '../validation/key-filters.ts';
import { passwordProblems } from '../validation/password.ts';
import { words } from '../validation/text.ts';

/** Spec §5 Captcha, §7 server/generateCaptcha: an image, or a question for screen reader users. */
export const captchaKinds = ['image', 'question'] as const;
export const captchaRequestSchema = z.object({
  kind: z.enum(captchaKinds).default('image'),
  /** The language the question is worded in (the page's). */
  lang: z.enum(['en', 'as']).default('en'),
});
export const captchaSchema = z.object({
  id: z.string(),
  kind: z.enum(captchaKinds),
  /** image: an SVG data URI. */
  image: z.string().optional(),
  /** question: a sentence worded by the server in the requested language, numbers as words (issue #15 item 3). */
  question: z.string().optional(),
  expiresInSeconds: z.number().int(),
});
export type Captcha = z.infer<typeof captchaSchema>;

export const captchaAnswerSchema = z.object({
  captchaId: z.string().min(1, 'validation.captcha.required').max(100),
  captchaAnswer: z.string().trim().min(1, 'validation.captcha.required').max(20),
});

/** One schema for the login form and the server (style guide §2). */
export const loginRequestSchema = z
  .object({
    loginId: z.string().trim().min(1, 'validation.login.loginIdRequired').max(100),
    password: z.string().min(1, 'validation.login.passwordRequired').max(128),
  })
  .and(captchaAnswerSchema);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const menuGroupSchema = z.object({
  code: z.string(),
  name: z.object({ en: z.string(), as: z.string() }),
  pages: z.array(z.string()),
});

export const sessionUserSchema = z.object({
  userId: z.number().int(),
  loginId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Spec §6: category gep hides Edit Profile, Update Email/Phone and Change Password. */
  userCategory: z.string(),
  roles: z.array(z.enum(roleCodes)),
  orgUnits: z.array(z.object({ id: z.number().int(), name: z.string(), level: z.number().int() })),
  activeOrgUnitId: z.number().int().nullable(),
  menuGroups: z.array(menuGroupSchema),
  mustChangePassword: z.boolean(),
});
export type SessionUserDto = z.infer<typeof sessionUserSchema>;

export const sessionStateSchema = z.object({
  authenticated: z.boolean(),
  user: sessionUserSchema.nullable(),
  /** Spec §4 timers, from the server's configuration. */
  idleMs: z.number().int(),
  warningMs: z.number().int(),
  /**
   * Spec §5 window rule: the browser names its window with this at login and checks it before
   * every logged-in page; null when the rule is switched off. Not a secret.
   */
  windowKey: z.string().nullable(),
  /** Whether the development mailbox is there (never in production). */
  devMailbox: z.boolean(),
});
export type SessionState = z.infer<typeof sessionStateSchema>;

export const serverTimeSchema = z.object({ now: z.number().int() });

export const pageAccessRequestSchema = z.object({ page: z.string().min(1).max(100) });
export const pageAccessSchema = z.object({ allowed: z.boolean() });

/**
 * Spec §5 Password: the rule's messages, and "New and confirm must match". The server adds
 * the checks that need the account (current password, login id) to the same schema.
 */
function checkNewPassword(value: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  for (const problem of passwordProblems(value.newPassword)) {
    ctx.addIssue({ code: 'custom', path: ['newPassword'], message: `validation.password.${problem}` });
  }
  if (value.newPassword !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.password.mismatch' });
  }
}

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'validation.password.currentRequired').max(128),
    newPassword: z.string().max(128, 'validation.password.length'),
    confirmPassword: z.string().max(128),
  })
  .superRefine(checkNewPassword);
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

/** Forgot password, step 1 (spec §2 forgotpassword): login id and captcha. */
export const passwordResetRequestSchema = z
  .object({ loginId: z.string().trim().min(1, 'validation.login.loginIdRequired').max(100) })
  .and(captchaAnswerSchema);
export const passwordResetStartedSchema = z.object({ resetId: z.string() });

/** Step 2 (GenerateOTP): the 6-digit code sent to the account's e-mail and mobile. */
export const otpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'validation.otp.format');
export const passwordResetVerifySchema = z.object({
  resetId: z.string().min(1).max(64),
  code: otpCodeSchema,
});
export const grantSchema = z.object({ grantId: z.string(), grantToken: z.string() });

/** Step 3 (GeneratePassword): the new password, with the grant from step 2. */
export const passwordResetCompleteSchema = z
  .object({
    grantId: z.string().min(1).max(64),
    grantToken: z.string().min(1).max(100),
    newPassword: z.string().max(128, 'validation.password.length'),
    confirmPassword: z.string().max(128),
  })
  .superRefine(checkNewPassword);

/** Spec §2 editprofile, §3 User: what a user may change about themselves (not e-mail or mobile: those need a code). */
export const profileSchema = z.object({
  loginId: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  premises: z.string().nullable(),
  street: z.string().nullable(),
  taluk: z.string().nullable(),
  district: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
  version: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;

const optionalText = z
  .string()
  .max(200, 'validation.text.tooLong')
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .transform((s) => (s === '' ? null : s))
  .nullable();

export const profileUpdateSchema = z
  .object({
    title: z.enum(['Mr', 'Ms', 'Mrs', 'Dr', 'Shri', 'Smt']).nullable(),
    firstName: words('validation.profile.firstNameRequired', 100).superRefine(inClass('name')),
    lastName: optionalText.superRefine(inClass('name')),
    gender: z.enum(['male', 'female', 'other']).nullable(),
    // yyyy-mm-dd (the form shows dd-mm-yyyy, spec §9); an emptied field is no date.
    dateOfBirth: z
      .string()
      .trim()
      .nullable()
      .transform((v) => (v === '' ? null : v)),
    premises: optionalText,
    street: optionalText,
    taluk: optionalText,
    district: optionalText,
    state: optionalText,
    pincode: z
      .string()
      .trim()
      .regex(/^[1-9]\d{5}$/, 'validation.profile.pincode')
      .nullable()
      .or(z.literal('').transform(() => null)),
    version: z.number().int().positive(),
  })
  .superRefine((value, ctx) => {
    if (!value.dateOfBirth) return;
    const problem = ageProblem(value.dateOfBirth);
    if (problem)
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: `validation.profile.${problem}` });
  });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
