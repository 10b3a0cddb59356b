import type { z } from 'zod';
import {
  type Announcement,
  type AnnouncementAction,
  type announcementCreateSchema,
  type ContentAction,
  type ContentDocument,
  type ContentListQuery,
  type contentDocumentCreateSchema,
  contentMessages,
  homeTestimonials,
  type PublicAnnouncement,
  type PublicContentDocument,
  type PublicTestimonial,
  type publicContentQuerySchema,
  type publicTestimonialQuerySchema,
  testimonialType,
} from '../../../common/api/content.ts';
import { istDay } from '../../../common/appeals/deadlines.ts';
import type { RoleCode } from '../../../common/roles.ts';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { instantOf, personName } from '../../platform/rows.ts';
import { allowedActions, transition, type WorkflowActor } from '../../platform/workflow.ts';
import { filesByIds } from '../files/index.ts';
import {
  type AnnouncementJoined,
  activeRoleCodes,
  type DocumentJoined,
  findAnnouncement,
  findDocument,
  insertAnnouncement,
  insertDocument,
  listAnnouncements,
  listDocuments,
  listPublicAnnouncements,
  listPublicDocuments,
  listPublicTestimonials,
  pageSize,
  publicDocumentFile,
} from './queries.ts';
import { announcementWorkflow, contentWorkflow } from './workflow.ts';

/** The clock of the public windows and expiries (buildApp's, or a test's). */
export type Clock = () => Date;
export type Actor = WorkflowActor;

/** The document's file, or null for a testimonial (the one type without a file). */
function fileOf(j: DocumentJoined) {
  const r = j.row;
  if (r.fileId === null || j.fileName === null) return null;
  return { id: r.fileId, name: j.fileName, size: j.fileSize!, sha256: j.fileSha256!, kind: j.fileKind! };
}

function toDocument(j: DocumentJoined, actor: { userId: number; roles: RoleCode[] }): ContentDocument {
  const r = j.row;
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    description: r.description,
    department: r.department,
    language: r.language,
    documentDate: r.documentDate,
    expiryDate: r.expiryDate,
    keywords: r.keywords,
    state: r.state,
    version: r.version,
    remarks: r.remarks,
    file: fileOf(j),
    quote: r.quote,
    personName: r.personName,
    personRole: r.personRole,
    createdBy: personName(j.creatorFirst, j.creatorLast),
    createdAt: instantOf(r.createdAt),
    updatedAt: instantOf(r.updatedAt),
    allowedActions: allowedActions<typeof r.state, ContentAction>(
      contentWorkflow,
      { state: r.state, creator: r.createdBy },
      actor,
    ),
  };
}

/** A guideline page's document: the public queries read only types with a file (`documentTypes`). */
const toPublicDocument = (j: DocumentJoined): PublicContentDocument => ({
  id: j.row.id,
  type: j.row.type,
  title: j.row.title,
  description: j.row.description,
  department: j.row.department,
  language: j.row.language,
  documentDate: j.row.documentDate,
  expiryDate: j.row.expiryDate,
  file: fileOf(j)!,
});

/**
 * contententryform "Save": a new document, pending approval (§4), audited with its creation. A
 * testimonial (issue #27 item 7) keeps its quote, person and designation and no file; every other
 * type its file and none of those (the schema has checked that the type's body is there).
 */
export async function createDocument(
  db: Db,
  actor: Actor,
  body: z.output<typeof contentDocumentCreateSchema>,
): Promise<number> {
  const testimonial = body.type === testimonialType;
  // §5 Files: the document is the writer's own upload, judged by the files module (type by its
  // leading bytes) for the "document" set (xlsx/xls/pdf/docx).
  const [file] = testimonial ? [] : await filesByIds(db, [body.document!.fileId]);
  if (!testimonial && (!file || file.uploadedBy !== actor.userId || file.purpose !== 'document'))
    throw fieldError('body.document', contentMessages.documentNotYours);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const id = await insertDocument(tx, {
      type: body.type,
      title: body.title,
      description: body.description,
      department: body.department,
      fileId: file?.id ?? null,
      quote: testimonial ? body.quote : null,
      personName: testimonial ? body.personName : null,
      personRole: testimonial ? body.personRole : null,
      language: body.language,
      documentDate: body.documentDate,
      expiryDate: body.expiryDate,
      keywords: body.keywords,
      createdBy: actor.userId,
    });
    await appendAudit(tx, {
      action: 'content.created',
      actorUserId: actor.userId,
      entity: 'content_document',
      entityId: id,
      ip: actor.ip,
      requestId: actor.requestId,
      detail: file
        ? { type: body.type, fileId: file.id, sha256: file.sha256 }
        : { type: body.type, personName: body.personName },
    });
    return id;
  });
}

export async function documentView(db: Db, actor: Actor, id: number): Promise<ContentDocument> {
  const found = await findDocument(db, id);
  if (!found) throw new AppError('NOT_FOUND');
  return toDocument(found, { userId: actor.userId, roles: await activeRoleCodes(db, actor.userId) });
}

export async function documentList(db: Db, actor: Actor, query: ContentListQuery) {
  const roles = await activeRoleCodes(db, actor.userId);
  const { rows, total } = await listDocuments(db, query);
  return { items: rows.map((r) => toDocument(r, { userId: actor.userId, roles })), total, pageSize };
}

/** contententryformapproval: approve, publish or block (declared transitions, audited in the same transaction). */
export async function decideDocument(
  db: Db,
  actor: Actor,
  options: { id: number; action: ContentAction; version: number; remarks?: string },
) {
  await transition(db, contentWorkflow, {
    id: options.id,
    action: options.action,
    version: options.version,
    actor,
    remarks: options.remarks,
    set: {
      remarks: options.remarks?.trim() || null,
      ...(options.action === 'approve' ? { approvedBy: actor.userId } : {}),
      ...(options.action === 'publish' ? { publishedAt: new Date() } : {}),
    },
    audit: () => ({ action: `content.${options.action}`, entity: 'content_document', entityId: options.id }),
  });
}

/** A guideline page's documents: published, not expired today (IST, from the server's clock). */
export async function publicDocumentList(
  db: Db,
  clock: Clock,
  query: z.output<typeof publicContentQuerySchema>,
) {
  const { rows, total } = await listPublicDocuments(db, { ...query, today: istDay(clock()) });
  return { items: rows.map(toPublicDocument), total, pageSize };
}

/** textcontentsave: one document the public may read today, or 404 (decision 043). */
export async function publicDocument(db: Db, clock: Clock, id: number): Promise<PublicContentDocument> {
  const fileId = await publicDocumentFile(db, id, istDay(clock()));
  const found = fileId ? await findDocument(db, id) : undefined;
  if (!found) throw new AppError('NOT_FOUND');
  return toPublicDocument(found);
}

/** The file id a public download may stream, or 404 (never published, blocked, or expired). */
export async function publicDocumentFileId(db: Db, clock: Clock, id: number) {
  const fileId = await publicDocumentFile(db, id, istDay(clock()));
  if (!fileId) throw new AppError('NOT_FOUND');
  return fileId;
}

/** A staff reader's file of a document (any state): portal admins of the content pages. */
export async function staffDocumentFileId(db: Db, id: number) {
  const found = await findDocument(db, id);
  // A testimonial has no file.
  if (!found?.row.fileId) throw new AppError('NOT_FOUND');
  return found.row.fileId;
}

/**
 * Spec §2 Home screen "testimonials" (issue #27 item 7): the newest published testimonials in
 * the visitor's language, not expired today (IST, the server's clock: the page never compares
 * dates, decision 044).
 */
export async function publicTestimonials(
  db: Db,
  clock: Clock,
  query: z.output<typeof publicTestimonialQuerySchema>,
): Promise<{ items: PublicTestimonial[] }> {
  const rows = await listPublicTestimonials(db, {
    lang: query.lang,
    today: istDay(clock()),
    limit: homeTestimonials,
  });
  return {
    items: rows.map((r) => ({
      id: r.id,
      quote: r.quote ?? '',
      personName: r.personName ?? '',
      personRole: r.personRole ?? '',
      language: r.language === 'as' ? 'as' : 'en',
      documentDate: r.documentDate,
    })),
  };
}

/* ---------------------------------------------------------------- announcements */

function toAnnouncement(j: AnnouncementJoined, actor: { userId: number; roles: RoleCode[] }): Announcement {
  const r = j.row;
  return {
    id: r.id,
    descriptionEn: r.descriptionEn,
    descriptionAs: r.descriptionAs,
    displayFrom: r.displayFrom,
    displayTo: r.displayTo,
    alert: r.alert,
    state: r.state,
    version: r.version,
    remarks: r.remarks,
    createdBy: personName(j.creatorFirst, j.creatorLast),
    createdAt: instantOf(r.createdAt),
    allowedActions: allowedActions<typeof r.state, AnnouncementAction>(
      announcementWorkflow,
      { state: r.state, creator: r.createdBy },
      actor,
    ),
  };
}

/** announcemententryform "Save": pending approval (issue #27 item 2 "approval before display"). */
export async function createAnnouncement(
  db: Db,
  actor: Actor,
  body: z.output<typeof announcementCreateSchema>,
): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const id = await insertAnnouncement(tx, { ...body, createdBy: actor.userId });
    await appendAudit(tx, {
      action: 'announcement.created',
      actorUserId: actor.userId,
      entity: 'announcement',
      entityId: id,
      ip: actor.ip,
      requestId: actor.requestId,
      detail: { displayFrom: body.displayFrom, displayTo: body.displayTo },
    });
    return id;
  });
}

export async function announcementView(db: Db, actor: Actor, id: number) {
  const found = await findAnnouncement(db, id);
  if (!found) throw new AppError('NOT_FOUND');
  return toAnnouncement(found, { userId: actor.userId, roles: await activeRoleCodes(db, actor.userId) });
}

export async function announcementList(
  db: Db,
  actor: Actor,
  query: { state?: Announcement['state']; page: number },
) {
  const roles = await activeRoleCodes(db, actor.userId);
  const { rows, total } = await listAnnouncements(db, query);
  return { items: rows.map((r) => toAnnouncement(r, { userId: actor.userId, roles })), total, pageSize };
}

export async function decideAnnouncement(
  db: Db,
  actor: Actor,
  options: { id: number; action: AnnouncementAction; version: number; remarks?: string },
) {
  await transition(db, announcementWorkflow, {
    id: options.id,
    action: options.action,
    version: options.version,
    actor,
    remarks: options.remarks,
    set: { remarks: options.remarks?.trim() || null, decidedBy: actor.userId },
    audit: () => ({ action: `announcement.${options.action}`, entity: 'announcement', entityId: options.id }),
  });
}

/**
 * The announcements shown now: approved and today (IST, the server's clock) inside the window.
 * The window is the server query's (decision 044): the page renders what it is given and never
 * compares dates itself, so server render and hydration agree.
 */
export async function publicAnnouncements(db: Db, clock: Clock): Promise<{ items: PublicAnnouncement[] }> {
  const rows = await listPublicAnnouncements(db, istDay(clock()));
  return {
    items: rows.map((r) => ({
      id: r.id,
      descriptionEn: r.descriptionEn,
      descriptionAs: r.descriptionAs,
      displayFrom: r.displayFrom,
      displayTo: r.displayTo,
      alert: r.alert,
    })),
  };
}
