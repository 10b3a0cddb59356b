import { z } from 'zod';
import { constants } from './constants.ts';

/**
 * File kinds the portal accepts, decided by the leading bytes (spec §5 "File type is decided
 * by the leading bytes, not the extension"), with the extension a download is given.
 */
export const fileKinds = ['pdf', 'xlsx', 'xls', 'docx', 'json', 'zip', 'jpeg', 'png', 'webp'] as const;
export type FileKind = (typeof fileKinds)[number];

export const fileMediaTypes: Record<FileKind, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  json: 'application/json',
  zip: 'application/zip',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The image kinds (issue #27 item 4: banners, gallery photos, logos), judged by their leading bytes. */
export const imageKinds = ['jpeg', 'png', 'webp'] as const satisfies readonly FileKind[];

/**
 * The largest image the portal decodes (issue #27 item 4, hostile input): a header may claim a
 * huge canvas in a few bytes (a "decompression bomb"), refused before any decoding.
 */
export const imageLimits = { maxSide: 8000, maxPixels: 40_000_000 } as const;

/**
 * What an upload is for: the allowed set of spec §5 ("xlsx/xls/pdf/docx; xlsx/pdf/xls; json;
 * pdf only; zip; zip/pdf") and the size limit of spec §9 (default 20 MB, zip/pdf 40 MB,
 * grievance evidence and affidavit documents 2 MB PDF).
 */
export const filePurposes = {
  document: { kinds: ['xlsx', 'xls', 'pdf', 'docx'], maxBytes: constants.defaultUploadBytes },
  'tender-document': { kinds: ['xlsx', 'pdf', 'xls'], maxBytes: constants.defaultUploadBytes },
  'bidder-register': { kinds: ['json'], maxBytes: constants.defaultUploadBytes },
  pdf: { kinds: ['pdf'], maxBytes: constants.defaultUploadBytes },
  'grievance-evidence': { kinds: ['pdf'], maxBytes: constants.grievanceEvidenceBytes },
  affidavit: { kinds: ['pdf'], maxBytes: constants.affidavitDocumentBytes },
  archive: { kinds: ['zip'], maxBytes: constants.zipPdfUploadBytes },
  'archive-or-pdf': { kinds: ['zip', 'pdf'], maxBytes: constants.zipPdfUploadBytes },
  /** imageupload (issue #27 item 4): JPEG, PNG or WebP, at most 5 MB. */
  image: { kinds: imageKinds, maxBytes: constants.imageUploadBytes },
  /** The resized WebP copies the images module makes of an image (never uploaded). */
  'image-variant': { kinds: ['webp'], maxBytes: constants.imageUploadBytes },
} as const satisfies Record<string, { kinds: readonly FileKind[]; maxBytes: number }>;
export type FilePurpose = keyof typeof filePurposes;
export const filePurposeNames = Object.keys(filePurposes) as [FilePurpose, ...FilePurpose[]];
/** The purposes a person may upload for (the portal makes the others itself). */
export const uploadPurposeNames = filePurposeNames.filter((p) => p !== 'image-variant') as [
  FilePurpose,
  ...FilePurpose[],
];

/** "{list}" of "Upload a file, allowed extension: {list}", as the spec writes the sets. */
export const allowedList = (purpose: FilePurpose) => filePurposes[purpose].kinds.join('/');

/** "{n}" of "File size should be less than {n} MB". */
export const maxMegabytes = (purpose: FilePurpose) => filePurposes[purpose].maxBytes / 1_048_576;

/**
 * Message keys of the refusals (spec §5 wording in the English catalogue). The server sends
 * the key; the browser fills {list} and {n} from the purpose, the same table as here.
 */
export const fileMessages = {
  type: 'validation.file.type',
  size: 'validation.file.size',
  pdfScript: 'validation.file.pdfScript',
  macro: 'validation.file.xlsMacro',
  archive: 'validation.file.archiveHarmful',
  imageDimensions: 'validation.file.imageDimensions',
} as const;

export const uploadQuerySchema = z.object({ purpose: z.enum(uploadPurposeNames) });

export const fileIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const storedFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  kind: z.enum(fileKinds),
  mediaType: z.string(),
  purpose: z.enum(filePurposeNames),
  /** Hex SHA-256 of the content: shown to users, and sent with every download. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  uploadedAt: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** The download header carrying the stored SHA-256 (hex), next to RFC 9530 Repr-Digest. */
export const sha256Header = 'x-content-sha256';
