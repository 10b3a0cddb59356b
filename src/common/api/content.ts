import { z } from 'zod';
import { contentTypes, documentTypes, testimonialType } from '../content/pages.ts';
import { inClass } from '../validation/key-filters.ts';
import { optionalWords, words } from '../validation/text.ts';
import { keywordSchema, pagedSchema, pageQuerySchema } from './paging.ts';
import { allowedActionsSchema, remarksSchema } from './workflow.ts';

/**
 * Public information written by officials (issue #27; spec §2 Guidelines menu and public
 * pages actrules, centralactrules, instructionrelatedtosppp, wbadbmdb, oonc, downloads,
 * announcementdisplay; §3 Content document, Announcement; §4 "Content: approve, then publish or
 * block"; §6 portal admin menus; docs/decisions/043). One schema per request, shared by the
 * forms and the server; messages are keys of the `content` catalogue.
 */

export {
  type ContentPageId,
  type ContentType,
  contentPages,
  contentTypes,
  documentTypes,
  testimonialType,
} from '../content/pages.ts';

/** §3 "language": the language the document is written in; both languages' visitors see a bilingual one. */
export const contentLanguages = ['en', 'as', 'both'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/**
 * §4 "Content: approve, then publish or block": written (pending), approved by a second portal
 * admin, then published (public) or blocked (never public; also a published one taken down).
 */
export const contentStates = ['pending', 'approved', 'published', 'blocked'] as const;
export type ContentState = (typeof contentStates)[number];
export const contentActions = ['approve', 'publish', 'block'] as const;
export type ContentAction = (typeof contentActions)[number];

export const contentMessages = {
  required: 'content:validation.required',
  date: 'content:validation.date',
  expiryBeforeDate: 'content:validation.expiryBeforeDate',
  documentRequired: 'content:validation.documentRequired',
  documentNotYours: 'content:validation.documentNotYours',
  windowOrder: 'content:validation.windowOrder',
  quoteRequired: 'content:validation.quoteRequired',
  personRequired: 'content:validation.personRequired',
  personRoleRequired: 'content:validation.personRoleRequired',
  testimonialLanguage: 'content:validation.testimonialLanguage',
} as const;

/** A calendar day, yyyy-mm-dd (forms show dd-mm-yyyy, §9). */
export const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, contentMessages.date)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, contentMessages.date);
const optionalDay = z
  .union([z.literal(''), daySchema])
  .nullable()
  .optional()
  .transform((s) => s || null);

/** The uploaded document as the form kit's FileField holds it (required by every type but testimonials). */
const documentValue = z
  .object({ fileId: z.number().int().positive(), title: z.string().max(300) })
  .nullable()
  .default(null);

/** A testimonial's quote is short: a few sentences on the home page (spec §2 Home screen). */
export const quoteMax = 500;

/**
 * contententryform: the §3 Content document fields an official writes. The type decides the
 * body: a document file for every type but testimonials; for a testimonial (issue #27 item 7)
 * the quote with the person's name and designation or organisation, in English or Assamese
 * (one language: it is shown to that language's visitors). The service keeps only the body of
 * the chosen type.
 */
export const contentDocumentCreateSchema = z
  .object({
    type: z.enum(contentTypes, { message: contentMessages.required }),
    title: words(contentMessages.required, 300).superRefine(inClass('textDigits')),
    description: optionalWords(2000),
    department: optionalWords(200),
    language: z.enum(contentLanguages, { message: contentMessages.required }),
    documentDate: daySchema,
    expiryDate: optionalDay,
    keywords: optionalWords(300),
    document: documentValue,
    quote: optionalWords(quoteMax),
    personName: optionalWords(120),
    personRole: optionalWords(200),
  })
  .superRefine((v, ctx) => {
    if (v.expiryDate && v.documentDate && v.expiryDate < v.documentDate)
      ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: contentMessages.expiryBeforeDate });
    if (v.type !== testimonialType) {
      if (!v.document)
        ctx.addIssue({ code: 'custom', path: ['document'], message: contentMessages.documentRequired });
      return;
    }
    if (!v.quote) ctx.addIssue({ code: 'custom', path: ['quote'], message: contentMessages.quoteRequired });
    if (!v.personName)
      ctx.addIssue({ code: 'custom', path: ['personName'], message: contentMessages.personRequired });
    if (!v.personRole)
      ctx.addIssue({ code: 'custom', path: ['personRole'], message: contentMessages.personRoleRequired });
    if (v.language === 'both')
      ctx.addIssue({ code: 'custom', path: ['language'], message: contentMessages.testimonialLanguage });
  });
export type ContentDocumentCreate = z.input<typeof contentDocumentCreateSchema>;

export const contentIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** approve, publish, block: the version seen and the remarks (required to block: the declaration says so). */
export const contentDecisionSchema = z.object({
  version: z.number().int().positive(),
  remarks: remarksSchema(1000).optional(),
});

const fileSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  kind: z.string(),
});

export const contentDocumentSchema = z.object({
  id: z.number().int(),
  type: z.enum(contentTypes),
  title: z.string(),
  description: z.string().nullable(),
  department: z.string().nullable(),
  language: z.enum(contentLanguages),
  documentDate: z.string(),
  expiryDate: z.string().nullable(),
  keywords: z.string().nullable(),
  state: z.enum(contentStates),
  version: z.number().int(),
  remarks: z.string().nullable(),
  /** The document; null for a testimonial, which has a quote instead. */
  file: fileSummary.nullable(),
  quote: z.string().nullable(),
  personName: z.string().nullable(),
  personRole: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  allowedActions: allowedActionsSchema(contentActions),
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

export const contentListQuerySchema = z
  .object({
    state: z.enum(contentStates).optional(),
    type: z.enum(contentTypes).optional(),
    q: keywordSchema.optional(),
  })
  .extend(pageQuerySchema.shape);
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;
export const contentListSchema = pagedSchema(contentDocumentSchema);

/** A guideline page's list (spec §2, issue #27 item 1): one type, the visitor's language, a keyword. */
export const publicContentQuerySchema = z
  .object({
    type: z.enum(documentTypes),
    lang: z.enum(['en', 'as']).default('en'),
    q: keywordSchema.optional(),
  })
  .extend(pageQuerySchema.shape);
export type PublicContentQuery = z.input<typeof publicContentQuerySchema>;

export const publicContentDocumentSchema = z.object({
  id: z.number().int(),
  type: z.enum(contentTypes),
  title: z.string(),
  description: z.string().nullable(),
  department: z.string().nullable(),
  language: z.enum(contentLanguages),
  documentDate: z.string(),
  expiryDate: z.string().nullable(),
  file: fileSummary,
});
export type PublicContentDocument = z.infer<typeof publicContentDocumentSchema>;
export const publicContentListSchema = pagedSchema(publicContentDocumentSchema);

/* ---------------------------------------------------------------- testimonials */

/** How many testimonials the home page shows (spec §2 Home screen), the newest first. */
export const homeTestimonials = 3;

/** The home block's question: the visitor's language (a testimonial is in one language). */
export const publicTestimonialQuerySchema = z.object({ lang: z.enum(['en', 'as']).default('en') });

/** A published, unexpired testimonial as the public reads it (the server's clock decides; decision 044). */
export const publicTestimonialSchema = z.object({
  id: z.number().int(),
  quote: z.string(),
  personName: z.string(),
  personRole: z.string(),
  language: z.enum(['en', 'as']),
  documentDate: z.string(),
});
export type PublicTestimonial = z.infer<typeof publicTestimonialSchema>;
export const publicTestimonialListSchema = z.object({ items: z.array(publicTestimonialSchema) });

/* ---------------------------------------------------------------- announcements */

/**
 * §3 Announcement "description, display from and to, status, remarks"; issue #27 item 2:
 * description in English and Assamese, approval before display, shown only inside the window.
 * States: pending → approved (shown inside its window) or rejected (remarks); an approved one
 * may be withdrawn (remarks).
 */
export const announcementStates = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type AnnouncementState = (typeof announcementStates)[number];
export const announcementActions = ['approve', 'reject', 'withdraw'] as const;
export type AnnouncementAction = (typeof announcementActions)[number];

export const announcementCreateSchema = z
  .object({
    descriptionEn: words(contentMessages.required, 1000),
    descriptionAs: words(contentMessages.required, 1000),
    displayFrom: daySchema,
    displayTo: daySchema,
    /** issue #27 item 2 "alertbox as the site-wide alert": shown on every public page's alert box too. */
    alert: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.displayFrom && v.displayTo && v.displayTo < v.displayFrom)
      ctx.addIssue({ code: 'custom', path: ['displayTo'], message: contentMessages.windowOrder });
  });
export type AnnouncementCreate = z.input<typeof announcementCreateSchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  descriptionEn: z.string(),
  descriptionAs: z.string(),
  displayFrom: z.string(),
  displayTo: z.string(),
  alert: z.boolean(),
  state: z.enum(announcementStates),
  version: z.number().int(),
  remarks: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  allowedActions: allowedActionsSchema(announcementActions),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementListQuerySchema = z
  .object({ state: z.enum(announcementStates).optional() })
  .extend(pageQuerySchema.shape);
export const announcementListSchema = pagedSchema(announcementSchema);

/** What the public reads: approved, today inside the window (the server's query decides; decision 044). */
export const publicAnnouncementSchema = z.object({
  id: z.number().int(),
  descriptionEn: z.string(),
  descriptionAs: z.string(),
  displayFrom: z.string(),
  displayTo: z.string(),
  alert: z.boolean(),
});
export type PublicAnnouncement = z.infer<typeof publicAnnouncementSchema>;
export const publicAnnouncementListSchema = z.object({ items: z.array(publicAnnouncementSchema) });

/* ---------------------------------------------------------------- trainings */

/**
 * §3 Training "title, description, start and end dates, cancellation reason and date"; §4
 * "Training: to be published, published, active, archived, cancelled (a reason and date are
 * required)"; issue #27 item 3: venue or link, moved by date (active while running, archived
 * after). Title and description in English and Assamese (the home block is in the visitor's
 * language).
 */
export const trainingStates = ['toBePublished', 'published', 'active', 'archived', 'cancelled'] as const;
export type TrainingState = (typeof trainingStates)[number];
export const trainingActions = ['publish', 'cancel'] as const;
export type TrainingAction = (typeof trainingActions)[number];

export const trainingMessages = {
  endBeforeStart: 'content:validation.endBeforeStart',
  venueOrLink: 'content:validation.venueOrLink',
  link: 'content:validation.link',
  instant: 'content:validation.instant',
} as const;

const instant = z.iso.datetime({ offset: true, message: trainingMessages.instant });

export const trainingCreateSchema = z
  .object({
    titleEn: words(contentMessages.required, 300).superRefine(inClass('textDigits')),
    titleAs: words(contentMessages.required, 300).superRefine(inClass('textDigits')),
    descriptionEn: optionalWords(2000),
    descriptionAs: optionalWords(2000),
    startsAt: instant,
    endsAt: instant,
    venue: optionalWords(300),
    link: z
      .string()
      .trim()
      .max(500, 'validation.text.tooLong')
      .refine((s) => s === '' || /^https:\/\/[^\s]+$/.test(s), trainingMessages.link)
      .nullable()
      .optional()
      .transform((s) => s || null),
  })
  .superRefine((v, ctx) => {
    if (v.startsAt && v.endsAt && Date.parse(v.endsAt) <= Date.parse(v.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: trainingMessages.endBeforeStart });
    if (!v.venue && !v.link)
      ctx.addIssue({ code: 'custom', path: ['venue'], message: trainingMessages.venueOrLink });
  });
export type TrainingCreate = z.input<typeof trainingCreateSchema>;

export const trainingSchema = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleAs: z.string(),
  descriptionEn: z.string().nullable(),
  descriptionAs: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  venue: z.string().nullable(),
  link: z.string().nullable(),
  state: z.enum(trainingStates),
  version: z.number().int(),
  remarks: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  cancelledOn: z.string().nullable(),
  createdBy: z.string(),
  allowedActions: allowedActionsSchema(trainingActions),
});
export type Training = z.infer<typeof trainingSchema>;

export const trainingListQuerySchema = z
  .object({ state: z.enum(trainingStates).optional() })
  .extend(pageQuerySchema.shape);
export const trainingListSchema = pagedSchema(trainingSchema);

export const publicTrainingSchema = trainingSchema.omit({
  version: true,
  remarks: true,
  createdBy: true,
  allowedActions: true,
});
export type PublicTraining = z.infer<typeof publicTrainingSchema>;
export const publicTrainingListSchema = z.object({ items: z.array(publicTrainingSchema) });
