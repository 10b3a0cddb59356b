import { z } from 'zod';
import { exportLangQuerySchema } from '../i18n/export-lang.ts';
import { keywordSchema, pagedSchema, pageQuerySchema } from './paging.ts';

/**
 * Registered and debarred bidder registers (issue #28; spec §2 "Bidder registers" and the public
 * registeredbidder, debarredbidder and their corrigendum lists, §3 "Registered and debarred
 * bidders", §5 "Registered and debarred bidder uploads: JSON only", §8 "Are you sure want to
 * replace the existing data?" and "Bidder uploads cannot be deleted once uploaded", §7
 * biddersInformationUpload / debarredBiddersInformationUpload; docs/decisions/045). One schema per
 * request, shared by the server and the screens; messages are keys of the `bidders` catalogue.
 */

export const registerKinds = ['registered', 'debarred'] as const;
export type RegisterKind = (typeof registerKinds)[number];

/** A row's own status (§3 "status"): an inactive registration or a revoked debarment stays listed. */
export const bidderRowStatuses = ['active', 'inactive'] as const;

export const bidderMessages = {
  required: 'bidders:validation.required',
  fileRequired: 'bidders:validation.fileRequired',
  tooLong: 'bidders:validation.tooLong',
  date: 'bidders:validation.date',
  registrationNo: 'bidders:validation.registrationNo',
  status: 'bidders:validation.status',
  validBeforeIssue: 'bidders:validation.validBeforeIssue',
  endBeforeStart: 'bidders:validation.endBeforeStart',
  duplicate: 'bidders:validation.duplicate',
  notAnObject: 'bidders:validation.notAnObject',
  unknownField: 'bidders:validation.unknownField',
  fileShape: 'bidders:validation.fileShape',
  noGoodRows: 'bidders:validation.noGoodRows',
  tooManyRows: 'bidders:validation.tooManyRows',
  replaceConfirm: 'bidders:validation.replaceConfirm',
  versionTaken: 'bidders:validation.versionTaken',
  fileNotYours: 'bidders:validation.fileNotYours',
  notRegisterFile: 'bidders:validation.notRegisterFile',
  unitNotYours: 'bidders:validation.unitNotYours',
  noUnit: 'bidders:validation.noUnit',
  cannotDelete: 'bidders:validation.cannotDelete',
  alreadyShared: 'bidders:validation.alreadyShared',
  notShareable: 'bidders:validation.notShareable',
  nothingToPublish: 'bidders:validation.nothingToPublish',
} as const;

/** Rows in one file: a state register has thousands, not millions (the §9 20 MB limit holds the bytes). */
export const maxRegisterRows = 20_000;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day written yyyy-mm-dd that exists (2026-02-30 does not). */
const day = z
  .string({ error: bidderMessages.date })
  .regex(isoDay, bidderMessages.date)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, bidderMessages.date);

const text = (max: number) =>
  z
    .string({ error: bidderMessages.required })
    .trim()
    .min(1, bidderMessages.required)
    .max(max, bidderMessages.tooLong);
const optionalText = (max: number) =>
  z
    .string({ error: bidderMessages.tooLong })
    .trim()
    .max(max, bidderMessages.tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

/** Letters, digits and the separators registration numbers are written with (PWD/REG/2024/0012). */
const registrationNo = text(50).regex(/^[\p{L}\p{N}][\p{L}\p{N} /.\-_()]*$/u, bidderMessages.registrationNo);

const common = {
  registrationNo,
  name: text(200),
  type: text(100),
  status: z.enum(bidderRowStatuses, { error: bidderMessages.status }),
};

/** One row of a registered-bidder file (§3: registration number, name, type, class, category, issue date, valid-upto, status). */
export const registeredRowSchema = z
  .strictObject(
    {
      ...common,
      class: text(50),
      category: text(100),
      issueDate: day,
      validUpto: day,
    },
    { error: bidderMessages.unknownField },
  )
  .refine((r) => r.validUpto >= r.issueDate, {
    path: ['validUpto'],
    message: bidderMessages.validBeforeIssue,
  });

/** One row of a debarred-bidder file (§3 adds debarred start and end, and the reason). */
export const debarredRowSchema = z
  .strictObject(
    {
      ...common,
      class: optionalText(50),
      category: optionalText(100),
      debarredFrom: day,
      /** Null or absent: debarred until further orders. */
      debarredTo: day.nullish().transform((v) => v ?? null),
      reason: text(1000),
    },
    { error: bidderMessages.unknownField },
  )
  .refine((r) => r.debarredTo === null || r.debarredTo >= r.debarredFrom, {
    path: ['debarredTo'],
    message: bidderMessages.endBeforeStart,
  });

export const registerRowSchemas = { registered: registeredRowSchema, debarred: debarredRowSchema } as const;
export type RegisteredRow = z.output<typeof registeredRowSchema>;
export type DebarredRow = z.output<typeof debarredRowSchema>;

/**
 * The published JSON Schema of each register's file (issue #28 item 1: "a published JSON Schema
 * for each register, linked from the page"): `{ "rows": [ … ] }`, made from the row schema the
 * server validates with, so the two cannot disagree.
 */
export function registerJsonSchema(kind: RegisterKind): Record<string, unknown> {
  const row = z.toJSONSchema(registerRowSchemas[kind], { io: 'input', unrepresentable: 'any' });
  delete (row as { $schema?: unknown }).$schema;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `/api/v1/bidder-registers/${kind}/schema.json`,
    title: kind === 'registered' ? 'Registered bidders register' : 'Debarred bidders register',
    description:
      'Upload file of the Assam State Public Procurement Portal (spec §3, §5: JSON only). Dates are yyyy-mm-dd; registration numbers are unique in a file.',
    type: 'object',
    required: ['rows'],
    properties: {
      $schema: { type: 'string' },
      rows: { type: 'array', maxItems: maxRegisterRows, items: row },
    },
    additionalProperties: false,
  };
}

/** The example file linked beside each schema (valid against it; tests load it). */
export const registerExamples: Record<RegisterKind, { rows: Record<string, unknown>[] }> = {
  registered: {
    rows: [
      {
        registrationNo: 'PWD/REG/2024/0012',
        name: 'M/s Brahmaputra Infra Builders',
        type: 'Private Limited Company',
        class: 'Class I',
        category: 'Civil Works',
        issueDate: '2024-04-01',
        validUpto: '2029-03-31',
        status: 'active',
      },
      {
        registrationNo: 'PWD/REG/2023/0108',
        name: 'Kalita Constructions',
        type: 'Proprietorship',
        class: 'Class II',
        category: 'Roads and Bridges',
        issueDate: '2023-07-15',
        validUpto: '2026-07-14',
        status: 'active',
      },
    ],
  },
  debarred: {
    rows: [
      {
        registrationNo: 'PWD/REG/2021/0044',
        name: 'M/s. Luit Valley Traders',
        type: 'Partnership Firm',
        class: 'Class III',
        category: 'Supply of Materials',
        debarredFrom: '2026-01-01',
        debarredTo: '2027-12-31',
        reason: 'Forged experience certificate submitted in tender PWD/RD/2025/117.',
        status: 'active',
      },
    ],
  },
};

export const registerKindParamsSchema = z.object({ kind: z.enum(registerKinds) });
export const registerVersionParamsSchema = z.object({
  kind: z.enum(registerKinds),
  id: z.coerce.number().int().positive(),
});

/**
 * An upload (issue #28 item 1): the JSON file already received by the files module (purpose
 * `bidder-register`: kind by leading bytes and parse), the unit whose register it is (the
 * uploader's primary unit when absent), and the §8 replace confirmation: `replaces` names the
 * version the uploader agreed to replace (null when the unit has none yet). An upload that
 * replaces something other than the latest version is refused, never silently stacked.
 */
export const registerUploadSchema = z.object({
  /** The form kit's FileField value; the title is the file's name and is not kept apart. */
  file: z.object(
    { fileId: z.number().int().positive(), title: z.string().max(150) },
    { error: bidderMessages.fileRequired },
  ),
  orgUnitId: z.number().int().positive().optional(),
  replaces: z.number().int().positive().nullable(),
});
export type RegisterUpload = z.infer<typeof registerUploadSchema>;

/** A bad row of an upload: its line in the file, the field and the message key. */
export const rowProblemSchema = z.object({
  line: z.number().int(),
  index: z.number().int(),
  registrationNo: z.string().nullable(),
  field: z.string(),
  message: z.string(),
});
export type RowProblem = z.infer<typeof rowProblemSchema>;

export const changeKinds = ['added', 'removed', 'changed'] as const;
export type ChangeKind = (typeof changeKinds)[number];
export const fieldChangeSchema = z.object({
  field: z.string(),
  old: z.string().nullable(),
  new: z.string().nullable(),
});

export const registerVersionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(registerKinds),
  versionNo: z.number().int(),
  orgUnitId: z.number().int(),
  organisation: z.string(),
  fileId: z.number().int(),
  fileName: z.string(),
  sha256: z.string(),
  rowCount: z.number().int(),
  rejectedCount: z.number().int(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
  /** Bad rows, each with its line number (the good ones loaded). */
  problems: z.array(rowProblemSchema),
  /** The corrigendum against the previous version: how many added, removed, changed. */
  changes: z.object({ added: z.number().int(), removed: z.number().int(), changed: z.number().int() }),
  /** Further units this upload is assigned to (multipleOrg), and whether it is published for them. */
  sharedWith: z.array(
    z.object({ orgUnitId: z.number().int(), organisation: z.string(), publishedAt: z.string().nullable() }),
  ),
});
export type RegisterVersion = z.infer<typeof registerVersionSchema>;

/** The latest version of the actor's unit (what the §8 confirmation names), null when none. */
export const registerStatusSchema = z.object({
  kind: z.enum(registerKinds),
  orgUnitId: z.number().int().nullable(),
  organisation: z.string().nullable(),
  latest: registerVersionSchema.nullable(),
  versions: z.array(registerVersionSchema),
});
export type RegisterStatus = z.infer<typeof registerStatusSchema>;

export const registerStatusQuerySchema = z.object({
  orgUnitId: z.coerce.number().int().positive().optional(),
});

/** One bidder of a register as the lists show it. */
export const bidderSchema = z.object({
  registrationNo: z.string(),
  name: z.string(),
  type: z.string(),
  class: z.string().nullable(),
  category: z.string().nullable(),
  issueDate: z.string().nullable(),
  validUpto: z.string().nullable(),
  debarredFrom: z.string().nullable(),
  debarredTo: z.string().nullable(),
  reason: z.string().nullable(),
  status: z.enum(bidderRowStatuses),
  organisation: z.string(),
  versionNo: z.number().int(),
});
export type Bidder = z.infer<typeof bidderSchema>;

/**
 * A register list (officials' bidderlist / debarredbidderlist, the public registeredbidder /
 * debarredbidder): keyword (§5: at least 3 characters) over name and registration number,
 * status and organisation filters, numbered pages (docs/decisions/018).
 */
export const bidderListQuerySchema = z
  .object({
    q: keywordSchema.optional(),
    status: z.enum(bidderRowStatuses).optional(),
    orgUnitId: z.coerce.number().int().positive().optional(),
  })
  .extend(pageQuerySchema.shape);
export type BidderListQuery = z.infer<typeof bidderListQuerySchema>;
export const bidderListSchema = pagedSchema(bidderSchema);
export const bidderExportQuerySchema = bidderListQuerySchema
  .omit({ page: true })
  .extend(exportLangQuerySchema.shape);

export const registerOrganisationSchema = z.object({ id: z.number().int(), name: z.string() });
export const registerOrganisationListSchema = z.array(registerOrganisationSchema);

/**
 * The debarment search (issue #28 item 3): a firm by name (case, punctuation and an "M/s" prefix
 * do not matter) or by registration number. Each match says whether it is debarred today, by
 * whom, from when to when and why.
 */
export const debarmentSearchQuerySchema = z.object({
  q: z
    .string({ error: 'validation.search.keywordMin' })
    .trim()
    .min(3, 'validation.search.keywordMin')
    .max(200, 'validation.text.tooLong')
    .refine((q) => normaliseName(q).length >= 3, 'validation.search.keywordMin'),
});
export const debarmentMatchSchema = z.object({
  registrationNo: z.string(),
  name: z.string(),
  debarredBy: z.string(),
  debarredFrom: z.string(),
  debarredTo: z.string().nullable(),
  reason: z.string(),
  status: z.enum(bidderRowStatuses),
  /** On the server's today (IST): active, started, not ended. */
  debarredToday: z.boolean(),
});
export type DebarmentMatch = z.infer<typeof debarmentMatchSchema>;
export const debarmentSearchResultSchema = z.object({
  today: z.string(),
  matches: z.array(debarmentMatchSchema),
});
export type DebarmentSearchResult = z.infer<typeof debarmentSearchResultSchema>;

/** One line of a register's corrigendum (issue #28 item 2). */
export const registerChangeSchema = z.object({
  id: z.number().int(),
  versionId: z.number().int(),
  versionNo: z.number().int(),
  organisation: z.string(),
  publishedAt: z.string(),
  change: z.enum(changeKinds),
  registrationNo: z.string(),
  name: z.string(),
  fields: z.array(fieldChangeSchema),
});
export type RegisterChange = z.infer<typeof registerChangeSchema>;
export const registerChangeQuerySchema = z
  .object({
    q: keywordSchema.optional(),
    change: z.enum(changeKinds).optional(),
  })
  .extend(pageQuerySchema.shape);
export const registerChangeListSchema = pagedSchema(registerChangeSchema);

/** multipleOrg (docs/decisions/046): assign an upload to more units of the uploader's chain. */
export const registerShareSchema = z.object({
  orgUnitIds: z.array(z.number().int().positive()).min(1, bidderMessages.required).max(100),
});

/**
 * What the debarment check matches on (issue #28 item 3): "M/s Kalita Constructions",
 * "KALITA CONSTRUCTIONS." and "m/s. kalita-constructions" are the same firm. Lower case, the
 * prefixes M/s, M/s., Messrs and M.S. dropped, every character that is not a letter or digit
 * (any script) dropped; "&" read as "and".
 */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .trim()
    .replace(/^(m\s*\/\s*s\.?|messrs\.?|m\.\s*s\.)\s*/u, '')
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Registration numbers compare without case, spaces or separators (PWD/REG/24/12 = pwd-reg-24-12). */
export function normaliseRegistrationNo(no: string): string {
  return no
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Whether a debarment holds on `day` (yyyy-mm-dd): active, started on or before it, and not ended
 * before it (no end: until further orders).
 */
export function debarredOn(
  row: { status: string; debarredFrom: string | null; debarredTo: string | null },
  day: string,
): boolean {
  if (row.status !== 'active' || !row.debarredFrom) return false;
  return row.debarredFrom <= day && (row.debarredTo === null || row.debarredTo >= day);
}
