import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  type Image,
  type ImageAction,
  type ImageListQuery,
  type imageCreateSchema,
  imageMessages,
  type PublicImage,
  type publicImageQuerySchema,
  publicImageUrl,
  staffImageUrl,
} from '../../../common/api/images.ts';
import { istDay } from '../../../common/appeals/deadlines.ts';
import type { RoleCode } from '../../../common/roles.ts';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { instantOf, personName } from '../../platform/rows.ts';
import { allowedActions, transition, type WorkflowActor } from '../../platform/workflow.ts';
import { filesByIds, removeIfUnreferenced, storeGeneratedFile } from '../files/index.ts';
import {
  activeRoleCodes,
  findImage,
  type ImageJoined,
  type ImageRow,
  insertImage,
  insertVariants,
  listImages,
  listPublicImages,
  pageSize,
  publicVariantBySha,
  type VariantRow,
  variantOf,
  variantsOf,
} from './queries.ts';
import { makeVariants, UnreadableImage } from './variants.ts';
import { imageWorkflow } from './workflow.ts';

export type Clock = () => Date;
export type Actor = WorkflowActor;

function toImage(
  j: ImageJoined,
  variants: VariantRow[],
  actor: { userId: number; roles: RoleCode[] },
): Image {
  const r = j.row;
  return {
    id: r.id,
    category: r.category,
    nameEn: r.nameEn,
    nameAs: r.nameAs,
    language: r.language,
    displayDate: r.displayDate,
    validFrom: r.validFrom,
    validTo: r.validTo,
    location: r.location,
    priority: r.priority,
    state: r.state,
    version: r.version,
    remarks: r.remarks,
    width: r.width,
    height: r.height,
    variants: variants.map((v) => ({ width: v.width, height: v.height, url: staffImageUrl(r.id, v.width) })),
    createdBy: personName(j.creatorFirst, j.creatorLast),
    createdAt: instantOf(r.createdAt),
    allowedActions: allowedActions<typeof r.state, ImageAction>(
      imageWorkflow,
      { state: r.state, creator: r.createdBy },
      actor,
    ),
  };
}

async function readAll(store: FileStore, sha256: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of store.open(sha256)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * imageupload "Save" (issue #27 item 4): the writer's own upload for the `image` purpose (kind
 * by its leading bytes and the canvas checked by the files module's scanner), decoded and
 * resized here; the image, its copies (files of the files module) and the audit rows commit
 * together, pending approval. A file the decoder cannot read is refused on the field.
 */
export async function createImage(
  db: Db,
  store: FileStore,
  actor: Actor,
  body: z.output<typeof imageCreateSchema>,
): Promise<number> {
  const [file] = await filesByIds(db, [body.image!.fileId]);
  if (!file || file.uploadedBy !== actor.userId || file.purpose !== 'image')
    throw fieldError('body.image', imageMessages.imageNotYours);
  let made: Awaited<ReturnType<typeof makeVariants>>;
  try {
    made = await makeVariants(await readAll(store, file.sha256));
  } catch (error) {
    if (error instanceof UnreadableImage) throw fieldError('body.image', imageMessages.unreadable);
    throw error;
  }
  const written: string[] = [];
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const id = await insertImage(tx, {
        category: body.category,
        nameEn: body.nameEn,
        nameAs: body.nameAs,
        language: body.language,
        displayDate: body.displayDate,
        validFrom: body.validFrom,
        validTo: body.validTo,
        location: body.location,
        priority: body.priority,
        fileId: file.id,
        width: made.width,
        height: made.height,
        createdBy: actor.userId,
      });
      const rows: VariantRow[] = [];
      for (const v of made.variants) {
        const stored = await storeGeneratedFile(tx, store, {
          bytes: v.bytes,
          kind: 'webp',
          purpose: 'image-variant',
          name: `image-${id}-${v.width}`,
          uploader: actor,
        });
        written.push(stored.sha256);
        rows.push({
          imageId: id,
          width: v.width,
          height: v.height,
          fileId: stored.id,
          sha256: stored.sha256,
        });
      }
      await insertVariants(tx, rows);
      await appendAudit(tx, {
        action: 'image.created',
        actorUserId: actor.userId,
        entity: 'image',
        entityId: id,
        ip: actor.ip,
        requestId: actor.requestId,
        detail: {
          category: body.category,
          fileId: file.id,
          sha256: file.sha256,
          variants: rows.map((r) => `${r.width}x${r.height}`),
        },
      });
      return id;
    });
  } catch (error) {
    for (const sha of written) await removeIfUnreferenced(db, store, sha);
    throw error;
  }
}

export async function imageView(db: Db, actor: Actor, id: number): Promise<Image> {
  const found = await findImage(db, id);
  if (!found) throw new AppError('NOT_FOUND');
  const roles = await activeRoleCodes(db, actor.userId);
  return toImage(found, await variantsOf(db, [id]), { userId: actor.userId, roles });
}

export async function imageList(db: Db, actor: Actor, query: ImageListQuery) {
  const roles = await activeRoleCodes(db, actor.userId);
  const { rows, total } = await listImages(db, query);
  const variants = await variantsOf(
    db,
    rows.map((r) => r.row.id),
  );
  return {
    items: rows.map((r) =>
      toImage(
        r,
        variants.filter((v) => v.imageId === r.row.id),
        { userId: actor.userId, roles },
      ),
    ),
    total,
    pageSize,
  };
}

/** approve, reject, withdraw: declared transitions, audited in the same transaction. */
export async function decideImage(
  db: Db,
  actor: Actor,
  options: { id: number; action: ImageAction; version: number; remarks?: string },
) {
  await transition(db, imageWorkflow, {
    id: options.id,
    action: options.action,
    version: options.version,
    actor,
    remarks: options.remarks,
    set: { remarks: options.remarks?.trim() || null, decidedBy: actor.userId },
    audit: () => ({ action: `image.${options.action}`, entity: 'image', entityId: options.id }),
  });
}

const toPublic = (r: ImageRow, variants: VariantRow[]): PublicImage => {
  const largest = variants.at(-1);
  return {
    id: r.id,
    category: r.category,
    nameEn: r.nameEn,
    nameAs: r.nameAs,
    displayDate: r.displayDate,
    location: r.location,
    width: largest?.width ?? r.width,
    height: largest?.height ?? r.height,
    variants: variants.map((v) => ({ width: v.width, height: v.height, url: publicImageUrl(v.sha256) })),
  };
};

/**
 * The images shown today of one category: approved and today (IST, the server's clock) inside
 * the validity window (the query decides, decision 044: pages never compare dates).
 */
export async function publicImages(
  db: Db,
  clock: Clock,
  query: z.output<typeof publicImageQuerySchema>,
): Promise<{ items: PublicImage[] }> {
  const rows = await listPublicImages(db, { ...query, today: istDay(clock()) });
  const variants = await variantsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) =>
      toPublic(
        r,
        variants.filter((v) => v.imageId === r.id),
      ),
    ),
  };
}

/** A year: a copy's URL is its content hash, so its bytes never change under it. */
export const publicImageCache = 'public, max-age=31536000, immutable';

/**
 * Streams a copy from the store as image/webp (never through the download limiter: a page of
 * a dozen small images is not a bulk download; the general rate limit still applies).
 */
async function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  sha256: string,
  cache: string,
) {
  const size = await store.size(sha256);
  if (size === undefined) throw new AppError('NOT_FOUND');
  const etag = `"${sha256}"`;
  reply
    .header('content-type', 'image/webp')
    .header('cache-control', cache)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match']?.split(',').some((t) => t.trim() === etag))
    return reply.code(304).send();
  reply.header('content-length', String(size));
  return reply.send(store.open(sha256));
}

/** GET /public/images/files/{sha256}.webp: a copy of an image shown today, or 404. */
export async function sendPublicImage(
  db: Db,
  store: FileStore,
  clock: Clock,
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
) {
  const sha256 = name.slice(0, 64);
  const found = await publicVariantBySha(db, sha256, istDay(clock()));
  if (!found) throw new AppError('NOT_FOUND');
  return sendImage(request, reply, store, sha256, publicImageCache);
}

/** A copy of an image in any state, for the portal admins (the approval needs to see it). */
export async function sendStaffImage(
  db: Db,
  store: FileStore,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { id: number; width: number },
) {
  const found = await variantOf(db, options.id, options.width);
  if (!found) throw new AppError('NOT_FOUND');
  return sendImage(request, reply, store, found.sha256, 'private, no-store');
}
