import { z } from 'zod';
import { ocidPrefix } from '../ocid.ts';
import { captchaFields } from '../validation/captcha.ts';
import { emailProblem } from '../validation/contact.ts';
import { tenderSearchSchema } from './tenders.ts';

/**
 * Open data (issue #32 items 3 and 5; docs/decisions/049, 050): OCDS releases and records,
 * Atom feeds and iCalendar files of the public tenders. Every search parameter is the public
 * tender API's own (`tenderSearchSchema`), so a search URL of the listings is also a feed, a
 * calendar and an OCDS package of the same tenders.
 */

export { ocidOf, ocidPrefix, uidOfOcid } from '../ocid.ts';

export const ocidParamsSchema = z.object({
  ocid: z
    .string()
    .min(ocidPrefix.length + 2)
    .max(220),
});

/** A package of a search: the public API's filters and its keyset paging (at most 50 tenders a page). */
export const ocdsSearchSchema = tenderSearchSchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type OcdsSearch = z.infer<typeof ocdsSearchSchema>;

/** A feed or a calendar of a search: the public filters, the newest 50 (feeds) or up to 200 (calendars). */
export const feedSearchSchema = tenderSearchSchema.omit({ cursor: true, sort: true }).extend({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type FeedSearch = z.infer<typeof feedSearchSchema>;

/** `/api/v1/calendar/tenders/{uid}.ics`: the tender's permalink id. */
export const icsParamsSchema = z.object({ file: z.string().regex(/^.{3,200}\.ics$/) });

/** OCDS JSON is passed through as it is: the tests check it against the OCDS schemas themselves. */
export const ocdsDocumentSchema = z.record(z.string(), z.unknown());

/**
 * Push API of XML users (issue #32 item 1; spec §1 "XML users (bulk or rest type, gepnic or
 * non-gepnic)", §6 XML user roles). A REST-type XML user exchanges its login id and password
 * (HTTP Basic) for a bearer token, then pushes tenders, corrigenda and awards one at a time as
 * JSON. Every message here is English for machines and its `path` names the element refused.
 */

/** The source portals an XML user pushes for (ePublish and direct purchase are this portal's own). */
export const pushSources = ['eprocure', 'pmgsy', 'eauction', 'gem'] as const;

export const pushTokenSchema = z.object({
  tokenType: z.literal('Bearer'),
  token: z.string(),
  expiresAt: z.string(),
});
export type PushToken = z.infer<typeof pushTokenSchema>;

const instant = z.iso.datetime({ offset: true });
const optionalText = (max: number) => z.string().trim().min(1).max(max).nullable().optional();
const rupees = z.number().nonnegative().max(1e15).nullable().optional();
/** A source's own id: what its bidders quote (GePNIC `2023_PWD_34868_9`). */
const sourceIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_./-]{0,99}$/, 'opendata:validation.push.sourceId');

/** One tender, as its source portal has it now. A higher `version` is a change of it. */
export const pushTenderSchema = z
  .object({
    source: z.enum(pushSources),
    /** The source portal instance, in words ("GePNIC Assam", "PMGSY OMMAS Assam"). */
    sourcePortal: z.string().trim().min(2).max(200),
    tenderId: sourceIdSchema,
    version: z.number().int().min(1).max(1_000_000),
    /** The organisation unit (spec §3 organisation chain) the tender is for: one of the user's chains. */
    orgUnitId: z.number().int().positive(),
    referenceNo: z.string().trim().min(1).max(300),
    title: z.string().trim().min(3).max(1000),
    description: optionalText(10_000),
    tenderType: optionalText(100),
    formOfContract: optionalText(100),
    category: z.enum(['Works', 'Goods', 'Services']).nullable().optional(),
    productCategory: optionalText(200),
    publishedAt: instant,
    bidSubmissionStartAt: instant.nullable().optional(),
    closingAt: instant,
    openingAt: instant.nullable().optional(),
    valueInr: rupees,
    emdInr: rupees,
    feeInr: rupees,
    invitingAuthority: optionalText(300),
    location: optionalText(300),
    pincode: z
      .string()
      .regex(/^\d{6}$/, 'validation.profile.pincode')
      .nullable()
      .optional(),
  })
  .strict()
  .superRefine((t, ctx) => {
    // Spec §9: dates in order (published ≤ submission start < submission end ≤ opening).
    const ms = (s: string | null | undefined) => (s ? new Date(s).getTime() : null);
    const published = ms(t.publishedAt)!;
    const start = ms(t.bidSubmissionStartAt);
    const end = ms(t.closingAt)!;
    const opening = ms(t.openingAt);
    if (start !== null && start < published)
      ctx.addIssue({
        code: 'custom',
        path: ['bidSubmissionStartAt'],
        message: 'opendata:validation.push.startBeforePublished',
      });
    if (end <= (start ?? published))
      ctx.addIssue({
        code: 'custom',
        path: ['closingAt'],
        message: 'opendata:validation.push.closingNotAfterStart',
      });
    if (opening !== null && opening < end)
      ctx.addIssue({
        code: 'custom',
        path: ['openingAt'],
        message: 'opendata:validation.push.openingBeforeClosing',
      });
  });
export type PushTender = z.infer<typeof pushTenderSchema>;

/** A corrigendum of a pushed tender (spec §3 Corrigendum); `corrigendumId` is the source's. */
export const pushCorrigendumSchema = z
  .object({
    source: z.enum(pushSources),
    tenderId: sourceIdSchema,
    corrigendumId: sourceIdSchema,
    type: z.enum(['date-extension', 'amendment', 'clarification', 'cancel']),
    details: z.string().trim().min(3).max(4000),
    publishedAt: instant,
    /** A date extension's new bid submission end. */
    newClosingAt: instant.nullable().optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.type === 'date-extension' && !c.newClosingAt)
      ctx.addIssue({
        code: 'custom',
        path: ['newClosingAt'],
        message: 'opendata:validation.push.newClosingRequired',
      });
  });
export type PushCorrigendum = z.infer<typeof pushCorrigendumSchema>;

/** The award of contract of a pushed tender (spec §3 AoC). */
export const pushAwardSchema = z
  .object({
    source: z.enum(pushSources),
    tenderId: sourceIdSchema,
    bidderName: z.string().trim().min(2).max(300),
    valueInr: z.number().nonnegative().max(1e15),
    contractDate: z.iso.date().nullable().optional(),
    bidsReceived: z.number().int().min(1).max(100_000).nullable().optional(),
  })
  .strict();
export type PushAward = z.infer<typeof pushAwardSchema>;

/** What a push did: created, updated (with the corrigendum showing it), or nothing (the same again). */
export const pushResultSchema = z.object({
  outcome: z.enum(['created', 'updated', 'unchanged']),
  uid: z.string(),
  /** The tender's permalink on the portal. */
  url: z.string(),
  /** An update: the corrigendum that shows what changed, field by field. */
  corrigendum: z
    .object({
      uid: z.string(),
      number: z.number().int(),
      changes: z.array(
        z.object({ field: z.string(), old: z.string().nullable(), new: z.string().nullable() }),
      ),
    })
    .nullable(),
});
export type PushResult = z.infer<typeof pushResultSchema>;

/**
 * What a bulk file did (issue #32 item 1, bulk-type XML users): counts by outcome, and each
 * refused item by its element (`/push/tender[3]`) or line (`line 3`), with what was refused.
 */
export const pushBulkReportSchema = z.object({
  format: z.enum(['xml', 'jsonl']),
  items: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refusedCount: z.number().int(),
  /** The first 1,000 refused items. */
  refused: z.array(
    z.object({
      item: z.string(),
      line: z.number().int(),
      kind: z.enum(['tender', 'corrigendum', 'award']),
      sourceId: z.string().nullable(),
      errors: z.array(z.object({ path: z.string(), message: z.string() })),
    }),
  ),
  /** The file could not be read beyond this line (not well-formed XML, too large…): the items before it count. */
  stopped: z.object({ line: z.number().int(), message: z.string(), detail: z.string() }).nullable(),
});
export type PushBulkReport = z.infer<typeof pushBulkReportSchema>;

/** Bulk downloads (issue #32 item 4): the daily files with their size, date and SHA-256. */
export const bulkFileSchema = z.object({
  name: z.string(),
  format: z.enum(['jsonl', 'csv']),
  /** The IST day the file was made. */
  date: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  /** How many tenders it holds. */
  tenders: z.number().int(),
  /** Where to download it. */
  url: z.string(),
});
export const bulkListSchema = z.object({ items: z.array(bulkFileSchema) });
export type BulkList = z.infer<typeof bulkListSchema>;
export const bulkNameParamsSchema = z.object({
  name: z.string().regex(/^tenders-\d{4}-\d{2}-\d{2}\.(ocds\.jsonl|csv)\.gz$/),
});

/**
 * E-mail alerts of a public search (issue #32 item 6, docs/decisions/055). `search` is the
 * listing's own query string (the same filters as the Atom feed, `feedSearchSchema` without its
 * limit); the server keeps it in a canonical order and reads it again at every digest.
 */
export const searchAlertLangs = ['en', 'as'] as const;
export type SearchAlertLang = (typeof searchAlertLangs)[number];

export const alertMessages = {
  email: 'opendata:alerts.validation.email',
  lang: 'opendata:alerts.validation.lang',
  search: 'opendata:alerts.validation.search',
  tokenInvalid: 'opendata:alerts.validation.tokenInvalid',
  tokenExpired: 'opendata:alerts.validation.tokenExpired',
} as const;

/** The filters an alert follows: the feed's, without how many to show. */
export const alertSearchSchema = feedSearchSchema.omit({ limit: true });
export type AlertSearch = z.infer<typeof alertSearchSchema>;

export const searchAlertCreateSchema = z.object({
  email: z
    .string({ message: alertMessages.email })
    .trim()
    .min(3, alertMessages.email)
    .max(254, alertMessages.email)
    .refine((s) => emailProblem(s) === null, alertMessages.email)
    .transform((s) => s.toLowerCase()),
  lang: z.enum(searchAlertLangs, { message: alertMessages.lang }),
  /** The listing's query string (`q=road&status=open`), with or without the leading `?`. */
  search: z.string().max(2000, alertMessages.search),
  ...captchaFields,
});
export type SearchAlertCreate = z.input<typeof searchAlertCreateSchema>;

/** A confirmation or unsubscribe token from a mail's link. */
export const alertTokenSchema = z.object({
  token: z
    .string({ message: alertMessages.tokenInvalid })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, alertMessages.tokenInvalid),
});

/** What the visitor is told: where the confirmation went and what the alert follows. */
export const searchAlertStateSchema = z.object({
  email: z.string(),
  lang: z.enum(searchAlertLangs),
  search: z.string(),
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
});
export type SearchAlertState = z.infer<typeof searchAlertStateSchema>;

/** What a digest run did (the development trigger's answer). */
export const alertDigestRunSchema = z.object({ alerts: z.number().int(), mails: z.number().int() });
