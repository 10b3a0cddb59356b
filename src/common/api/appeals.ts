import { z } from 'zod';
import { emailProblem, mobileProblem } from '../validation/contact.ts';
import { optionalWords } from '../validation/text.ts';
import { appealAuthoritySchema } from './appellate-authorities.ts';
import { pagedSchema, pageQuerySchema } from './paging.ts';

/**
 * Appeals under section 38 of the Assam Public Procurement Act (issue #25; spec §2 "Logged-in
 * pages: appeals", §3 Appeal, §4 "Appeal: draft, active, then accept to proceed (approved),
 * reject to close (rejected), or dispose. There are also lists for expired appeals", §5 Files
 * "Affidavit documents" and Other "consent declaration", §9; docs/decisions/040). One schema per
 * request, shared by the server and the forms; messages are keys of the `appeals` catalogue.
 */

export const appealStates = ['draft', 'active', 'approved', 'rejected', 'disposed', 'expired'] as const;
export type AppealState = (typeof appealStates)[number];
/** States in which an appeal is still open: one per tender and appellant (held by the database). */
export const openAppealStates = ['draft', 'active', 'approved'] as const satisfies readonly AppealState[];
/** Decided: what the public register shows. */
export const decidedAppealStates = ['rejected', 'disposed'] as const satisfies readonly AppealState[];

export const appealLevels = [1, 2] as const;
export type AppealLevel = (typeof appealLevels)[number];

/** Authority steps (the appellant's own step is `submit`). */
export const appealActions = ['submit', 'approve', 'reject', 'hearing', 'dispose'] as const;
export type AppealAction = (typeof appealActions)[number];

/** The verdict of a disposed appeal (the public register's outcome filter adds `rejected`). */
export const appealVerdicts = ['allowed', 'partlyAllowed', 'dismissed'] as const;
export const appealOutcomes = ['rejected', ...appealVerdicts] as const;
export type AppealOutcome = (typeof appealOutcomes)[number];

/** §5 Files: "Affidavit documents: PDF only, at most 2 MB each. The affidavit and PAN card are mandatory." */
export const appealDocumentKinds = ['affidavit', 'panCard', 'other'] as const;
export const maxAppealDocuments = 10;

export const appealMessages = {
  required: 'appeals:validation.required',
  date: 'appeals:validation.date',
  email: 'appeals:validation.email',
  mobile: 'appeals:validation.mobile',
  late: 'appeals:validation.late',
  secondLate: 'appeals:validation.secondLate',
  firstNotDecided: 'appeals:validation.firstNotDecided',
  notFirstAppeal: 'appeals:validation.notFirstAppeal',
  secondExists: 'appeals:validation.secondExists',
  openAppeal: 'appeals:validation.openAppeal',
  tenderNotFound: 'appeals:validation.tenderNotFound',
  noAuthority: 'appeals:validation.noAuthority',
  affidavitRequired: 'appeals:validation.affidavitRequired',
  panCardRequired: 'appeals:validation.panCardRequired',
  documentCount: 'appeals:validation.documentCount',
  documentNotYours: 'appeals:validation.documentNotYours',
  consent: 'appeals:validation.consent',
  decisionInFuture: 'appeals:validation.decisionInFuture',
  notYours: 'appeals:validation.notYours',
  notYourChain: 'appeals:validation.notYourChain',
  hearingPast: 'appeals:validation.hearingPast',
  disposalReport: 'appeals:validation.disposalReport',
  verdict: 'appeals:validation.verdict',
} as const;

/** A calendar day, yyyy-mm-dd (forms show dd-mm-yyyy, §9); empty is none. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, appealMessages.date)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, appealMessages.date);
const optionalDay = z
  .union([z.literal(''), day])
  .nullable()
  .optional()
  .transform((s) => s || null);

const optionalEmail = z
  .string()
  .trim()
  .max(254, 'validation.text.tooLong')
  .refine((s) => s === '' || emailProblem(s) === null, appealMessages.email)
  .transform((s) => s.toLowerCase() || null)
  .nullable()
  .optional()
  .transform((s) => s ?? null);
const optionalMobile = z
  .string()
  .trim()
  .max(10, appealMessages.mobile)
  .refine((s) => s === '' || mobileProblem(s) === null, appealMessages.mobile)
  .transform((s) => s || null)
  .nullable()
  .optional()
  .transform((s) => s ?? null);

const party = z.object({
  name: optionalWords(200),
  organisation: optionalWords(200),
  designation: optionalWords(200),
  address: optionalWords(500),
  email: optionalEmail,
  mobile: optionalMobile,
});
export type AppealParty = z.infer<typeof party>;

export const appealDocumentSchema = z.object({
  kind: z.enum(appealDocumentKinds),
  fileId: z.number().int().positive(),
});

/**
 * The §3 Appeal fields an appellant writes. A draft may be incomplete ("drafts are kept"); what
 * must be there before it is filed is `appealCompletenessIssues`, the same for form and server.
 */
export const appealValuesSchema = z.object({
  /** The date of the decision, action or omission appealed against (s.38(1)); level I only. */
  decisionDate: optionalDay,
  appellant: party,
  respondent: party,
  /** Optional: someone who represents the appellant. */
  representative: party,
  grounds: optionalWords(4000),
  prayer: optionalWords(2000),
  affidavit: z.object({
    issueDate: optionalDay,
    courtName: optionalWords(200),
    notaryRegistrationNo: optionalWords(50),
    notaryName: optionalWords(200),
    place: optionalWords(200),
    /** How many documents the appellant declares (§5: must equal the uploaded count). */
    documentCount: z
      .number()
      .int()
      .min(0)
      .max(maxAppealDocuments)
      .nullable()
      .optional()
      .transform((n) => n ?? null),
  }),
  documents: z.array(appealDocumentSchema).max(maxAppealDocuments, 'validation.text.tooLong'),
});
export type AppealValues = z.infer<typeof appealValuesSchema>;
export type AppealValuesInput = z.input<typeof appealValuesSchema>;

/**
 * What a filed appeal must hold (§3 Appeal; §5 Files "the affidavit and PAN card are mandatory.
 * The declared count must match the uploaded count"). Paths are relative to `values`.
 */
export function appealCompletenessIssues(values: AppealValues, level: AppealLevel) {
  const issues: { path: string; message: string }[] = [];
  const need = (path: string, value: unknown) => {
    if (value === null || value === undefined || value === '')
      issues.push({ path, message: appealMessages.required });
  };
  if (level === 1) need('decisionDate', values.decisionDate);
  need('appellant.name', values.appellant.name);
  need('appellant.address', values.appellant.address);
  need('appellant.email', values.appellant.email);
  need('appellant.mobile', values.appellant.mobile);
  need('respondent.name', values.respondent.name);
  need('respondent.organisation', values.respondent.organisation);
  need('respondent.address', values.respondent.address);
  need('grounds', values.grounds);
  need('prayer', values.prayer);
  need('affidavit.issueDate', values.affidavit.issueDate);
  need('affidavit.courtName', values.affidavit.courtName);
  need('affidavit.notaryRegistrationNo', values.affidavit.notaryRegistrationNo);
  need('affidavit.notaryName', values.affidavit.notaryName);
  need('affidavit.place', values.affidavit.place);
  need('affidavit.documentCount', values.affidavit.documentCount);
  const kinds = values.documents.map((d) => d.kind);
  if (!kinds.includes('affidavit'))
    issues.push({ path: 'documents', message: appealMessages.affidavitRequired });
  if (!kinds.includes('panCard')) issues.push({ path: 'documents', message: appealMessages.panCardRequired });
  if (values.affidavit.documentCount !== null && values.affidavit.documentCount !== values.documents.length)
    issues.push({ path: 'affidavit.documentCount', message: appealMessages.documentCount });
  return issues;
}

/** POST /api/v1/appeals: a new draft, level I on a tender or level II on one's level I appeal. */
export const appealCreateSchema = z.discriminatedUnion('level', [
  z.object({ level: z.literal(1), tenderId: z.number().int().positive(), values: appealValuesSchema }),
  z.object({ level: z.literal(2), firstAppealId: z.number().int().positive(), values: appealValuesSchema }),
]);
export type AppealCreate = z.input<typeof appealCreateSchema>;

/** PUT /api/v1/appeals/{id}: save the draft again (optimistic lock). */
export const appealUpdateSchema = z.object({
  version: z.number().int().positive(),
  values: appealValuesSchema,
});

/** POST /api/v1/appeals/{id}/submit: file it, with the consent declaration (§5 Other, §9 fine). */
export const appealSubmitSchema = z.object({
  version: z.number().int().positive(),
  consent: z.boolean().refine((v) => v, appealMessages.consent),
});

const remarks = z
  .string()
  .max(1000, 'validation.text.tooLong')
  .optional()
  .transform((s) => s?.replace(/\s+/g, ' ').trim() || undefined);

/** POST /api/v1/appeals/{id}/approve | reject: accept to proceed, or reject to close (remarks required). */
export const appealDecisionSchema = z.object({ version: z.number().int().positive(), remarks });

/** POST /api/v1/appeals/{id}/hearing: date, place and venue; both parties are told (§3 Appeal). */
export const appealHearingSchema = z.object({
  version: z.number().int().positive(),
  hearingAt: z.iso.datetime({ offset: true, message: appealMessages.date }),
  place: optionalWords(200).refine((s) => s !== null, appealMessages.required),
  venue: optionalWords(500).refine((s) => s !== null, appealMessages.required),
  remarks,
});

/** POST /api/v1/appeals/{id}/dispose: the verdict, its disposal report (a PDF) and remarks. */
export const appealDisposeSchema = z.object({
  version: z.number().int().positive(),
  verdict: z.enum(appealVerdicts, { message: appealMessages.verdict }),
  disposalReportFileId: z.number().int().positive({ message: appealMessages.disposalReport }),
  remarks,
});

export const appealIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The actions a user may take now, as the workflow declares them (the shape the screens share). */
export const appealActionSchema = z.object({ action: z.enum(appealActions), remarksRequired: z.boolean() });

const listItem = z.object({
  id: z.number().int(),
  referenceNo: z.string().nullable(),
  level: z.number().int(),
  state: z.enum(appealStates),
  tender: z.object({ id: z.number().int(), uid: z.string(), referenceNo: z.string(), title: z.string() }),
  organisation: z.string(),
  appellant: z.string().nullable(),
  filedAt: z.string().nullable(),
  /** The authority's due day (yyyy-mm-dd) once filed. */
  dueDate: z.string().nullable(),
  /** §9 expiry timer: days left to the due day, null when expired or not running (draft, decided). */
  remainingDays: z.number().int().nullable(),
  expired: z.boolean(),
  version: z.number().int(),
});
export type AppealListItem = z.infer<typeof listItem>;

/**
 * GET /api/v1/appeals?view=: `mine` (userAppealList, secondAppealUserList), `authority`
 * (appealfaa / appealsaa: the appeals of the authority's chains at its level), `verdicts`
 * (appealverdicts…: decided ones). Sorted by remaining days, due first (§9 expiry timer).
 */
export const appealListQuerySchema = pageQuerySchema.extend({
  view: z.enum(['mine', 'authority', 'verdicts']).default('mine'),
  level: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
  state: z.enum(appealStates).optional(),
  sort: z.enum(['remainingDays', 'filed']).default('remainingDays'),
});
export type AppealListQuery = z.infer<typeof appealListQuerySchema>;
export const appealListSchema = pagedSchema(listItem);

const storedDocument = z.object({
  kind: z.enum([...appealDocumentKinds, 'disposalReport']),
  fileId: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  sha256: z.string(),
});

/** The values as stored (parsed on the way in); a response carries them as they are. */
const storedValuesSchema = z.looseObject({}) as unknown as z.ZodType<AppealValues>;

export const appealSchema = listItem.extend({
  /** §3 Appeal "appellate authority" (issue #25 item 1): who hears it, null when none is named. */
  authority: appealAuthoritySchema.nullable(),
  firstAppealId: z.number().int().nullable(),
  values: storedValuesSchema,
  documents: z.array(storedDocument),
  /** The last day this appeal may be (or could have been) filed, yyyy-mm-dd. */
  filingLastDay: z.string().nullable(),
  /** §9: the fine a vexatious appeal risks on this tender (rupees), shown with the consent declaration. */
  fineCapInr: z.number(),
  consentAt: z.string().nullable(),
  hearing: z.object({ at: z.string(), place: z.string(), venue: z.string() }).nullable(),
  verdict: z.enum(appealVerdicts).nullable(),
  decidedAt: z.string().nullable(),
  remarks: z.string().nullable(),
  actions: z.array(appealActionSchema),
});
export type Appeal = z.infer<typeof appealSchema>;

/** GET /api/v1/appeals/tenders?q=: the tender an appeal is about, by reference number or Tender ID. */
export const appealTenderQuerySchema = z.object({
  q: z.string().trim().min(3, 'validation.search.keywordMin').max(200),
});
export const appealTenderSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  referenceNo: z.string(),
  title: z.string(),
  organisation: z.string(),
  valueInr: z.number().nullable(),
  fineCapInr: z.number(),
});
export const appealTenderListSchema = z.object({ items: z.array(appealTenderSchema) });

/**
 * The public register (spec §2 appeals, appealFullView): decided appeals only, parties as
 * organisations (no personal contact data), filtered by year, organisation and outcome.
 */
export const publicAppealQuerySchema = pageQuerySchema.extend({
  year: z.coerce.number().int().min(2017).max(2100).optional(),
  organisation: z.coerce.number().int().positive().optional(),
  outcome: z.enum(appealOutcomes).optional(),
});
export const publicAppealSchema = z.object({
  id: z.number().int(),
  referenceNo: z.string(),
  level: z.number().int(),
  tender: z.object({ uid: z.string(), referenceNo: z.string(), title: z.string() }),
  organisation: z.string(),
  appellantOrganisation: z.string().nullable(),
  respondentOrganisation: z.string().nullable(),
  grounds: z.string(),
  outcome: z.enum(appealOutcomes),
  filedAt: z.string(),
  decidedAt: z.string(),
  disposalReport: z.object({ fileId: z.number().int(), name: z.string(), size: z.number().int() }).nullable(),
});
export type PublicAppealItem = z.infer<typeof publicAppealSchema>;
export const publicAppealListSchema = pagedSchema(publicAppealSchema);
