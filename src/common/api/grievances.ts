import { z } from 'zod';
import { captchaFields } from '../validation/captcha.ts';
import { emailProblem, mobileProblem } from '../validation/contact.ts';
import { passwordProblems } from '../validation/password.ts';
import { optionalWords, words } from '../validation/text.ts';
import { pagedSchema, pageQuerySchema } from './paging.ts';
import { remarksSchema } from './workflow.ts';

/**
 * Grievances, suggestions and feedback (issue #26; spec §3 Grievance and Feedback, §4
 * "Grievance: submitted, open, closed", §5 "A captcha is required on … grievances, and
 * feedback", "Grievance evidence: one PDF, at most 2 MB", §7 groups grievance, grievancePublic,
 * feedback; docs/decisions/041). One schema per request, shared by the server and the forms;
 * messages are keys of the `grievances` catalogue.
 */

/** §4 gives submitted, open, closed; `draft` is the complainant's own ("drafts are kept", issue #26 item 2). */
export const grievanceStates = ['draft', 'submitted', 'open', 'closed'] as const;
export type GrievanceState = (typeof grievanceStates)[number];

/** §3 Grievance "type (grievance or suggestion)". */
export const grievanceKinds = ['grievance', 'suggestion'] as const;
export type GrievanceKind = (typeof grievanceKinds)[number];

/** The officer's steps (the complainant's is `submit`). */
export const grievanceActions = ['submit', 'open', 'reply', 'close'] as const;
export type GrievanceAction = (typeof grievanceActions)[number];

/** §3 "user type": who complains (decision 041). */
export const grievanceUserTypes = [
  'bidder',
  'contractor',
  'supplier',
  'citizen',
  'government',
  'other',
] as const;
export const genders = ['male', 'female', 'other'] as const;

/** §3 "category and sub-category" (decision 041: what a procurement grievance is about). */
export const grievanceCategories = {
  tendering: ['biddingDocuments', 'eligibility', 'evaluation', 'award', 'corrigendum'],
  payment: ['emd', 'tenderFee', 'bill'],
  portal: ['registration', 'digitalSignature', 'technical'],
  conduct: ['officer', 'bidder'],
  other: ['other'],
} as const;
export type GrievanceCategory = keyof typeof grievanceCategories;
export const grievanceCategoryNames = Object.keys(grievanceCategories) as [
  GrievanceCategory,
  ...GrievanceCategory[],
];
export const grievanceSubCategoryNames = [
  ...new Set(Object.values(grievanceCategories).flat()),
] as unknown as readonly [string, ...string[]];

/** §3 Feedback "reason". */
export const feedbackReasons = ['suggestion', 'complaint', 'appreciation', 'query', 'other'] as const;

export const grievanceMessages = {
  required: 'grievances:validation.required',
  email: 'grievances:validation.email',
  mobile: 'grievances:validation.mobile',
  postalCode: 'grievances:validation.postalCode',
  countryCode: 'grievances:validation.countryCode',
  msmeUan: 'grievances:validation.msmeUan',
  subCategory: 'grievances:validation.subCategory',
  tenderNotFound: 'grievances:validation.tenderNotFound',
  evidenceNotYours: 'grievances:validation.evidenceNotYours',
  notYours: 'grievances:validation.notYours',
  notYourChain: 'grievances:validation.notYourChain',
  replyDocument: 'grievances:validation.replyDocument',
  notFound: 'grievances:validation.notFound',
  officerExists: 'grievances:validation.officerExists',
  unitNotFound: 'grievances:validation.unitNotFound',
  dateOrder: 'grievances:validation.dateOrder',
  codeInvalid: 'grievances:validation.codeInvalid',
  loginTaken: 'grievances:validation.loginTaken',
  emailTaken: 'grievances:validation.emailTaken',
} as const;

const optionalEmail = z
  .string()
  .trim()
  .max(254, 'validation.text.tooLong')
  .refine((s) => s === '' || emailProblem(s) === null, grievanceMessages.email)
  .transform((s) => s.toLowerCase() || null)
  .nullable()
  .optional()
  .transform((s) => s ?? null);
const optionalMobile = z
  .string()
  .trim()
  .max(10, grievanceMessages.mobile)
  .refine((s) => s === '' || mobileProblem(s) === null, grievanceMessages.mobile)
  .transform((s) => s || null)
  .nullable()
  .optional()
  .transform((s) => s ?? null);
const optionalPattern = (pattern: RegExp, message: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((s) => s === '' || pattern.test(s), message)
    .transform((s) => s.toUpperCase() || null)
    .nullable()
    .optional()
    .transform((s) => s ?? null);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal(''), z.enum(values)])
    .nullable()
    .optional()
    .transform((s) => (s ? (s as T[number]) : null));

/** A country calling code: + and one to four digits (India's is +91). */
const countryCodePattern = /^\+\d{1,4}$/;
/** MSME Udyam registration number: UDYAM-AS-00-0000000 (the Udyam portal's form). */
const udyamPattern = /^UDYAM-[A-Z]{2}-\d{2}-\d{7}$/;

/**
 * The §3 Grievance fields the complainant writes. A draft may be incomplete ("drafts are
 * kept"); what must be there before it is submitted is `grievanceCompletenessIssues`, the same
 * for form and server.
 */
export const grievanceValuesSchema = z.object({
  userType: optionalEnum(grievanceUserTypes),
  complainantName: optionalWords(200),
  companyName: optionalWords(200),
  gender: optionalEnum(genders),
  title: optionalWords(200),
  address: optionalWords(500),
  /** Filled from the postal code (§5 "Pincode entry auto-fills state and district"); editable. */
  state: optionalWords(100),
  city: optionalWords(100),
  postalCode: optionalPattern(/^[1-9]\d{5}$/, grievanceMessages.postalCode, 6),
  email: optionalEmail,
  countryCode: optionalPattern(countryCodePattern, grievanceMessages.countryCode, 5),
  mobile: optionalMobile,
  category: optionalEnum(grievanceCategoryNames),
  subCategory: optionalEnum(grievanceSubCategoryNames),
  msmeUan: optionalPattern(udyamPattern, grievanceMessages.msmeUan, 19),
  /** The tender concerned, looked up among all tenders (imported or ePublish); optional. */
  tenderId: z
    .number()
    .int()
    .positive()
    .nullable()
    .optional()
    .transform((n) => n ?? null),
  complaint: optionalWords(4000),
  /** §5: "Grievance evidence: one PDF, at most 2 MB", uploaded for purpose grievance-evidence. */
  evidenceFileId: z
    .number()
    .int()
    .positive()
    .nullable()
    .optional()
    .transform((n) => n ?? null),
});
export type GrievanceValues = z.infer<typeof grievanceValuesSchema>;
export type GrievanceValuesInput = z.input<typeof grievanceValuesSchema>;

/** What a submitted grievance must hold (§3 Grievance). Paths are relative to `values`. */
export function grievanceCompletenessIssues(values: GrievanceValues) {
  const issues: { path: string; message: string }[] = [];
  const need = (path: keyof GrievanceValues) => {
    const value = values[path];
    if (value === null || value === undefined || value === '')
      issues.push({ path, message: grievanceMessages.required });
  };
  for (const path of [
    'userType',
    'complainantName',
    'gender',
    'title',
    'address',
    'state',
    'city',
    'postalCode',
    'email',
    'countryCode',
    'mobile',
    'category',
    'subCategory',
    'complaint',
  ] as const)
    need(path);
  if (
    values.category &&
    values.subCategory &&
    !(grievanceCategories[values.category] as readonly string[]).includes(values.subCategory)
  )
    issues.push({ path: 'subCategory', message: grievanceMessages.subCategory });
  return issues;
}

/** POST /api/v1/grievances: a new draft. */
export const grievanceCreateSchema = z.object({
  kind: z.enum(grievanceKinds),
  values: grievanceValuesSchema,
});
export type GrievanceCreate = z.input<typeof grievanceCreateSchema>;

/** PUT /api/v1/grievances/{id}: save the draft again (optimistic lock). */
export const grievanceUpdateSchema = z.object({
  version: z.number().int().positive(),
  values: grievanceValuesSchema,
});

/** POST /api/v1/grievances/{id}/submit: with the captcha (§5). */
export const grievanceSubmitSchema = z.object({
  version: z.number().int().positive(),
  ...captchaFields,
});

/**
 * POST /api/v1/grievances/{id}/open | reply | close: the officer's step, remarks (the reply the
 * complainant reads) and an optional document (a PDF the officer uploaded).
 */
export const grievanceStepSchema = z.object({
  version: z.number().int().positive(),
  remarks: remarksSchema(2000).optional(),
  documentFileId: z.number().int().positive().nullable().optional(),
});

export const grievanceIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const grievanceActionSchema = z.object({
  action: z.enum(grievanceActions),
  remarksRequired: z.boolean(),
});

const listItem = z.object({
  id: z.number().int(),
  grievanceNo: z.string().nullable(),
  kind: z.enum(grievanceKinds),
  state: z.enum(grievanceStates),
  title: z.string().nullable(),
  complainant: z.string().nullable(),
  organisation: z.string().nullable(),
  tenderReferenceNo: z.string().nullable(),
  submittedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Days since submission (to closure when closed): the age the handling lists show. */
  ageDays: z.number().int().nullable(),
  version: z.number().int(),
});
export type GrievanceListItem = z.infer<typeof listItem>;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date.invalid')
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * GET /api/v1/grievances?view=: `mine` (the complainant's), `handling` (grievancelist: those of
 * the officer's chains, every one for the portal admin); by status, submission date and
 * organisation (a unit and everything under it).
 */
export const grievanceListFiltersSchema = pageQuerySchema.extend({
  view: z.enum(['mine', 'handling']).default('mine'),
  state: z
    .enum(grievanceStates)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  from: isoDay,
  to: isoDay,
  organisation: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
const datesInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
export const grievanceListQuerySchema = grievanceListFiltersSchema.refine(datesInOrder, {
  path: ['to'],
  message: grievanceMessages.dateOrder,
});
export type GrievanceListQuery = z.infer<typeof grievanceListQuerySchema>;
export const grievanceListSchema = pagedSchema(listItem);
export const grievanceExportFormats = ['csv', 'xlsx'] as const;

const storedDocumentSchema = z.object({ fileId: z.number().int(), name: z.string(), size: z.number().int() });

/** One step the officers took: what the complainant reads (issue #26 item 3 "the reply visible"). */
export const grievanceReplySchema = z.object({
  action: z.enum(grievanceActions),
  remarks: z.string().nullable(),
  document: storedDocumentSchema.nullable(),
  at: z.string(),
});

const storedValuesSchema = z.looseObject({}) as unknown as z.ZodType<GrievanceValues>;

export const grievanceSchema = listItem.extend({
  values: storedValuesSchema,
  tender: z
    .object({ id: z.number().int(), uid: z.string(), referenceNo: z.string(), title: z.string() })
    .nullable(),
  evidence: storedDocumentSchema.nullable(),
  replies: z.array(grievanceReplySchema),
  actions: z.array(grievanceActionSchema),
});
export type Grievance = z.infer<typeof grievanceSchema>;

/** GET /api/v1/grievances/tenders?q=: the tender concerned, among all tenders. */
export const grievanceTenderQuerySchema = z.object({
  q: z.string().trim().min(3, 'validation.search.keywordMin').max(200),
});
export const grievanceTenderListSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      uid: z.string(),
      referenceNo: z.string(),
      title: z.string(),
      organisation: z.string(),
    }),
  ),
});

/**
 * POST /api/v1/public/grievances/track (grievancestest, decision 041): the grievance number and
 * the e-mail it was filed with; both must match, or the answer is the same "not found".
 */
export const grievanceTrackSchema = z.object({
  grievanceNo: z
    .string()
    .trim()
    .min(1, grievanceMessages.required)
    .max(40)
    .transform((s) => s.toUpperCase()),
  email: z
    .string()
    .trim()
    .min(1, grievanceMessages.required)
    .max(254)
    .refine((s) => emailProblem(s) === null, grievanceMessages.email)
    .transform((s) => s.toLowerCase()),
});
export const grievanceTrackResultSchema = z.object({
  grievanceNo: z.string(),
  kind: z.enum(grievanceKinds),
  state: z.enum(grievanceStates),
  title: z.string().nullable(),
  organisation: z.string().nullable(),
  submittedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  replies: z.array(grievanceReplySchema.omit({ document: true })),
});
export type GrievanceTrackResult = z.infer<typeof grievanceTrackResultSchema>;

/** Grievance officers (contractUser / contractUserList, decision 041): who receives a chain's grievances. */
export const grievanceOfficerCreateSchema = z.object({
  orgUnitId: z.number({ message: grievanceMessages.required }).int().positive(),
  name: words(grievanceMessages.required, 200),
  designation: words(grievanceMessages.required, 200),
  email: z
    .string()
    .trim()
    .min(1, grievanceMessages.required)
    .max(254)
    .refine((s) => emailProblem(s) === null, grievanceMessages.email)
    .transform((s) => s.toLowerCase()),
  mobile: z
    .string()
    .trim()
    .min(1, grievanceMessages.required)
    .refine((s) => mobileProblem(s) === null, grievanceMessages.mobile),
});
export type GrievanceOfficerCreate = z.input<typeof grievanceOfficerCreateSchema>;
export const grievanceOfficerStatusSchema = z.object({
  version: z.number().int().positive(),
  active: z.boolean(),
});
export const grievanceOfficerSchema = z.object({
  id: z.number().int(),
  orgUnitId: z.number().int(),
  organisation: z.string(),
  name: z.string(),
  designation: z.string(),
  email: z.string(),
  mobile: z.string(),
  active: z.boolean(),
  version: z.number().int(),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficerSchema>;
export const grievanceOfficerQuerySchema = pageQuerySchema.extend({
  organisation: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export const grievanceOfficerListSchema = pagedSchema(grievanceOfficerSchema);

/** POST /api/v1/public/feedback (§3 Feedback, with the §5 captcha). */
export const feedbackCreateSchema = z.object({
  name: words(grievanceMessages.required, 200),
  email: z
    .string()
    .trim()
    .min(1, grievanceMessages.required)
    .max(254)
    .refine((s) => emailProblem(s) === null, grievanceMessages.email)
    .transform((s) => s.toLowerCase()),
  designation: optionalWords(200),
  organisation: optionalWords(200),
  reason: z.enum(feedbackReasons, { message: grievanceMessages.required }),
  countryCode: optionalPattern(countryCodePattern, grievanceMessages.countryCode, 5),
  mobile: optionalMobile,
  comments: words(grievanceMessages.required, 2000),
  ...captchaFields,
});
export type FeedbackCreate = z.input<typeof feedbackCreateSchema>;
export const feedbackSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  designation: z.string().nullable(),
  organisation: z.string().nullable(),
  reason: z.enum(feedbackReasons),
  countryCode: z.string().nullable(),
  mobile: z.string().nullable(),
  comments: z.string(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
export const feedbackFiltersSchema = pageQuerySchema.extend({
  reason: z
    .enum(feedbackReasons)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  from: isoDay,
  to: isoDay,
});
export const feedbackQuerySchema = feedbackFiltersSchema.refine(datesInOrder, {
  path: ['to'],
  message: grievanceMessages.dateOrder,
});
export const feedbackListSchema = pagedSchema(feedbackSchema);
export const feedbackReceiptSchema = z.object({ id: z.number().int() });

/**
 * grievanceuserregistration, step 1 (issue #26 item 1; spec §5 "Grievance registration needs
 * both an email one-time code and a phone one-time code"): name, e-mail and mobile with the
 * captcha; a code goes to each.
 */
export const grievanceRegistrationStartSchema = z.object({
  firstName: words(grievanceMessages.required, 100),
  lastName: words(grievanceMessages.required, 100),
  email: z
    .string()
    .trim()
    .min(1, grievanceMessages.required)
    .max(254)
    .refine((s) => emailProblem(s) === null, grievanceMessages.email)
    .transform((s) => s.toLowerCase()),
  mobile: z
    .string()
    .trim()
    .min(1, grievanceMessages.required)
    .refine((s) => mobileProblem(s) === null, grievanceMessages.mobile),
  ...captchaFields,
});
export type GrievanceRegistrationStart = z.input<typeof grievanceRegistrationStartSchema>;
export const grievanceRegistrationCodesSchema = z.object({
  emailCodeId: z.string(),
  mobileCodeId: z.string(),
});

const sixDigits = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'validation.otp.format');

/**
 * Step 2: both codes, the login id and the password under the §5 rules (length 12 to 64, a
 * digit, an upper and a lower case letter, one of !@#$%&*(), new and confirm equal).
 */
export const grievanceRegistrationSchema = z
  .object({
    firstName: grievanceRegistrationStartSchema.shape.firstName,
    lastName: grievanceRegistrationStartSchema.shape.lastName,
    email: grievanceRegistrationStartSchema.shape.email,
    mobile: grievanceRegistrationStartSchema.shape.mobile,
    emailCodeId: z.string().min(1).max(64),
    emailCode: sixDigits,
    mobileCodeId: z.string().min(1).max(64),
    mobileCode: sixDigits,
    loginId: z
      .string()
      .trim()
      .min(1, 'validation.user.loginIdRequired')
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{3,49}$/, 'validation.user.loginIdFormat'),
    newPassword: z.string().max(128, 'validation.password.length'),
    confirmPassword: z.string().max(128),
  })
  .superRefine((value, ctx) => {
    for (const problem of passwordProblems(value.newPassword, { loginId: value.loginId }))
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: `validation.password.${problem}` });
    if (value.newPassword !== value.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.password.mismatch' });
  });
export type GrievanceRegistration = z.input<typeof grievanceRegistrationSchema>;
export const grievanceRegisteredSchema = z.object({ loginId: z.string() });
