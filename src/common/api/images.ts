import { z } from 'zod';
import { inClass } from '../validation/key-filters.ts';
import { optionalWords, words } from '../validation/text.ts';
import { daySchema } from './content.ts';
import { pagedSchema, pageQuerySchema } from './paging.ts';
import { allowedActionsSchema } from './workflow.ts';

/**
 * Images (issue #27 item 4; spec §3 Image "category, English and Assamese names, language,
 * display date, valid from and to, location, priority, status"; §2 imageupload, gallery, the
 * home banners and photo gallery, the footer's certification and partner logos; docs/decisions/054).
 */
export const imageCategories = ['banner', 'gallery', 'partnerLogo', 'certificationLogo'] as const;
export type ImageCategory = (typeof imageCategories)[number];

/** Which visitors see it: English pages, Assamese pages, or both (a photo without words). */
export const imageLanguages = ['en', 'as', 'both'] as const;
export type ImageLanguage = (typeof imageLanguages)[number];

/**
 * Approval before display, like the other content (§4; decision 054): pending → approved (shown
 * inside its validity window) or rejected (remarks); an approved one may be withdrawn (remarks).
 */
export const imageStates = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type ImageState = (typeof imageStates)[number];
export const imageActions = ['approve', 'reject', 'withdraw'] as const;
export type ImageAction = (typeof imageActions)[number];

/** The widths of the resized copies (WebP): a phone, a tablet or laptop, a wide screen. */
export const imageVariantWidths = [480, 960, 1600] as const;

export const imageMessages = {
  required: 'images:validation.required',
  date: 'content:validation.date',
  windowOrder: 'images:validation.windowOrder',
  imageRequired: 'images:validation.imageRequired',
  imageNotYours: 'images:validation.imageNotYours',
  unreadable: 'images:validation.unreadable',
  priority: 'images:validation.priority',
} as const;

/** The uploaded image as the form kit's FileField holds it. */
const imageValue = z
  .object({ fileId: z.number().int().positive(), title: z.string().max(300) })
  .nullable()
  .refine((v) => v !== null, imageMessages.imageRequired);

/** imageupload: the §3 Image fields an official writes, with the uploaded image. */
export const imageCreateSchema = z
  .object({
    category: z.enum(imageCategories, { message: imageMessages.required }),
    nameEn: words(imageMessages.required, 200).superRefine(inClass('textDigits')),
    nameAs: words(imageMessages.required, 200),
    language: z.enum(imageLanguages, { message: imageMessages.required }),
    displayDate: daySchema,
    validFrom: daySchema,
    validTo: daySchema,
    location: optionalWords(200),
    /** Order of display: 1 first. */
    priority: z.coerce
      .number({ message: imageMessages.priority })
      .int(imageMessages.priority)
      .min(1, imageMessages.priority)
      .max(99, imageMessages.priority),
    image: imageValue,
  })
  .superRefine((v, ctx) => {
    if (v.validFrom && v.validTo && v.validTo < v.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: imageMessages.windowOrder });
  });
export type ImageCreate = z.input<typeof imageCreateSchema>;

export const imageIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
/** A public copy's file name: its SHA-256 and the WebP extension. */
export const imageFileParamsSchema = z.object({ name: z.string().regex(/^[0-9a-f]{64}\.webp$/) });
export const imageVariantParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  width: z.coerce.number().int().positive(),
});

/** One resized copy: where it is served (by its content hash) and its real size. */
export const imageVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

export const imageSchema = z.object({
  id: z.number().int(),
  category: z.enum(imageCategories),
  nameEn: z.string(),
  nameAs: z.string(),
  language: z.enum(imageLanguages),
  displayDate: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  location: z.string().nullable(),
  priority: z.number().int(),
  state: z.enum(imageStates),
  version: z.number().int(),
  remarks: z.string().nullable(),
  /** The original's size in pixels. */
  width: z.number().int(),
  height: z.number().int(),
  /** Smallest first; for staff, served whatever the state. */
  variants: z.array(imageVariantSchema),
  createdBy: z.string(),
  createdAt: z.string(),
  allowedActions: allowedActionsSchema(imageActions),
});
export type Image = z.infer<typeof imageSchema>;

export const imageListQuerySchema = z
  .object({ state: z.enum(imageStates).optional(), category: z.enum(imageCategories).optional() })
  .extend(pageQuerySchema.shape);
export type ImageListQuery = z.infer<typeof imageListQuerySchema>;
export const imageListSchema = pagedSchema(imageSchema);

/** What the public asks for: one category, in the page's language. */
export const publicImageQuerySchema = z.object({
  category: z.enum(imageCategories),
  lang: z.enum(['en', 'as']).default('en'),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

/** What the public sees: approved, today (IST) inside its window, by priority then newest display date. */
export const publicImageSchema = z.object({
  id: z.number().int(),
  category: z.enum(imageCategories),
  nameEn: z.string(),
  nameAs: z.string(),
  displayDate: z.string(),
  location: z.string().nullable(),
  /** The largest copy's size: the `width` and `height` attributes (no layout shift). */
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariantSchema),
});
export type PublicImage = z.infer<typeof publicImageSchema>;
export const publicImageListSchema = z.object({ items: z.array(publicImageSchema) });

/** The public URL of a resized copy, by its content hash (cached for a year: it never changes). */
export const publicImageUrl = (sha256: string) => `/api/v1/public/images/files/${sha256}.webp`;
/** The staff URL of a copy of an image in any state. */
export const staffImageUrl = (id: number, width: number) => `/api/v1/images/${id}/variants/${width}`;
