import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  type AnnouncementState,
  type ContentLanguage,
  type ContentState,
  type ContentType,
  testimonialType,
} from '../../../common/api/content.ts';
import type { Db } from '../../db/client.ts';
import { announcements, contentDocuments, files, users } from '../../db/schema/index.ts';

export const pageSize = 20;

/** A keyword as a LIKE pattern (§5 Search: at least 3 characters, checked by the schema). */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A user's active role codes: the workflow platform's query. */
export { activeRoleCodes } from '../../platform/workflow.ts';

const documentColumns = {
  row: contentDocuments,
  fileName: files.name,
  fileSize: files.size,
  fileSha256: files.sha256,
  fileKind: files.kind,
  creatorFirst: users.firstName,
  creatorLast: users.lastName,
};

/** A document with its file's facts; the file's are null for a testimonial (no file). */
export type DocumentJoined = {
  row: typeof contentDocuments.$inferSelect;
  fileName: string | null;
  fileSize: number | null;
  fileSha256: string | null;
  fileKind: string | null;
  creatorFirst: string;
  creatorLast: string | null;
};

export async function findDocument(db: Db, id: number): Promise<DocumentJoined | undefined> {
  const [row] = await db
    .select(documentColumns)
    .from(contentDocuments)
    .leftJoin(files, eq(files.id, contentDocuments.fileId))
    .innerJoin(users, eq(users.id, contentDocuments.createdBy))
    .where(eq(contentDocuments.id, id));
  return row as DocumentJoined | undefined;
}

const keywordWhere = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const like = likePattern(q);
  return sql`(lower(${contentDocuments.title}) like ${like} or lower(coalesce(${contentDocuments.description}, '')) like ${like}
    or lower(coalesce(${contentDocuments.keywords}, '')) like ${like} or lower(coalesce(${contentDocuments.department}, '')) like ${like})`;
};

/** contententryform / contententryformapproval: every document, by state and type, newest change first. */
export async function listDocuments(
  db: Db,
  filter: { state?: ContentState; type?: ContentType; q?: string; page: number },
) {
  const where = and(
    filter.state ? eq(contentDocuments.state, filter.state) : undefined,
    filter.type ? eq(contentDocuments.type, filter.type) : undefined,
    keywordWhere(filter.q),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(documentColumns)
      .from(contentDocuments)
      .leftJoin(files, eq(files.id, contentDocuments.fileId))
      .innerJoin(users, eq(users.id, contentDocuments.createdBy))
      .where(where)
      .orderBy(desc(contentDocuments.updatedAt), desc(contentDocuments.id))
      .limit(pageSize)
      .offset((filter.page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(contentDocuments).where(where),
  ]);
  return { rows: rows as DocumentJoined[], total: count?.n ?? 0 };
}

/**
 * Published and not expired on `today` (an IST calendar day the service passes from its clock;
 * the page never computes it, decisions 031/044): what a guideline page lists, in the visitor's
 * language (a bilingual document in both).
 */
const publicWhere = (today: string) =>
  and(
    eq(contentDocuments.state, 'published'),
    or(isNull(contentDocuments.expiryDate), sql`${contentDocuments.expiryDate} >= ${today}::date`),
  );

export async function listPublicDocuments(
  db: Db,
  filter: { type: ContentType; lang: 'en' | 'as'; q?: string; page: number; today: string },
) {
  const languages: ContentLanguage[] = [filter.lang, 'both'];
  const where = and(
    publicWhere(filter.today),
    eq(contentDocuments.type, filter.type),
    inArray(contentDocuments.language, languages),
    keywordWhere(filter.q),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(documentColumns)
      .from(contentDocuments)
      .innerJoin(files, eq(files.id, contentDocuments.fileId))
      .innerJoin(users, eq(users.id, contentDocuments.createdBy))
      .where(where)
      .orderBy(desc(contentDocuments.documentDate), desc(contentDocuments.id))
      .limit(pageSize)
      .offset((filter.page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(contentDocuments).where(where),
  ]);
  return { rows: rows as DocumentJoined[], total: count?.n ?? 0 };
}

/** The file of a document the public may read today, or undefined. */
export async function publicDocumentFile(db: Db, id: number, today: string) {
  const [row] = await db
    .select({ fileId: contentDocuments.fileId })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.id, id), publicWhere(today)));
  return row?.fileId;
}

/**
 * Spec §2 Home screen "testimonials" (issue #27 item 7): the newest published testimonials not
 * expired on `today` (the service's clock), in the visitor's language.
 */
export async function listPublicTestimonials(
  db: Db,
  filter: { lang: 'en' | 'as'; today: string; limit: number },
) {
  return db
    .select({
      id: contentDocuments.id,
      quote: contentDocuments.quote,
      personName: contentDocuments.personName,
      personRole: contentDocuments.personRole,
      language: contentDocuments.language,
      documentDate: contentDocuments.documentDate,
    })
    .from(contentDocuments)
    .where(
      and(
        publicWhere(filter.today),
        eq(contentDocuments.type, testimonialType),
        eq(contentDocuments.language, filter.lang),
      ),
    )
    .orderBy(desc(contentDocuments.documentDate), desc(contentDocuments.id))
    .limit(filter.limit);
}

export async function insertDocument(db: Db, values: typeof contentDocuments.$inferInsert) {
  const [row] = await db.insert(contentDocuments).values(values).returning({ id: contentDocuments.id });
  return row!.id;
}

/* ---------------------------------------------------------------- announcements */

const announcementColumns = {
  row: announcements,
  creatorFirst: users.firstName,
  creatorLast: users.lastName,
};
export type AnnouncementJoined = {
  row: typeof announcements.$inferSelect;
  creatorFirst: string;
  creatorLast: string | null;
};

export async function findAnnouncement(db: Db, id: number): Promise<AnnouncementJoined | undefined> {
  const [row] = await db
    .select(announcementColumns)
    .from(announcements)
    .innerJoin(users, eq(users.id, announcements.createdBy))
    .where(eq(announcements.id, id));
  return row as AnnouncementJoined | undefined;
}

export async function listAnnouncements(db: Db, filter: { state?: AnnouncementState; page: number }) {
  const where = filter.state ? eq(announcements.state, filter.state) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select(announcementColumns)
      .from(announcements)
      .innerJoin(users, eq(users.id, announcements.createdBy))
      .where(where)
      .orderBy(desc(announcements.updatedAt), desc(announcements.id))
      .limit(pageSize)
      .offset((filter.page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(announcements).where(where),
  ]);
  return { rows: rows as AnnouncementJoined[], total: count?.n ?? 0 };
}

/** Approved and `today` inside the window (both days included): the public's announcements. */
export async function listPublicAnnouncements(db: Db, today: string) {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.state, 'approved'),
        sql`${announcements.displayFrom} <= ${today}::date and ${announcements.displayTo} >= ${today}::date`,
      ),
    )
    .orderBy(desc(announcements.displayFrom), desc(announcements.id))
    .limit(50);
}

export async function insertAnnouncement(db: Db, values: typeof announcements.$inferInsert) {
  const [row] = await db.insert(announcements).values(values).returning({ id: announcements.id });
  return row!.id;
}
