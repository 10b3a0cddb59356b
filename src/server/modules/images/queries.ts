import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ImageCategory, ImageListQuery } from '../../../common/api/images.ts';
import type { Db } from '../../db/client.ts';
import { images, imageVariants, users } from '../../db/schema/index.ts';

export { activeRoleCodes } from '../../platform/workflow.ts';

export const pageSize = 20;

export type ImageRow = typeof images.$inferSelect;
export type VariantRow = typeof imageVariants.$inferSelect;
export type ImageJoined = { row: ImageRow; creatorFirst: string; creatorLast: string | null };

const joined = { row: images, creatorFirst: users.firstName, creatorLast: users.lastName };

export async function findImage(db: Db, id: number): Promise<ImageJoined | undefined> {
  const [row] = await db
    .select(joined)
    .from(images)
    .innerJoin(users, eq(users.id, images.createdBy))
    .where(eq(images.id, id))
    .limit(1);
  return row;
}

export async function listImages(db: Db, query: ImageListQuery) {
  const where: SQL[] = [];
  if (query.state) where.push(eq(images.state, query.state));
  if (query.category) where.push(eq(images.category, query.category));
  const condition = where.length ? and(...where) : undefined;
  const rows = await db
    .select(joined)
    .from(images)
    .innerJoin(users, eq(users.id, images.createdBy))
    .where(condition)
    .orderBy(desc(images.updatedAt), desc(images.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(images).where(condition);
  return { rows, total: total?.n ?? 0 };
}

/** What the public sees: approved, today inside the window, in the page's language. */
const publicWhere = (today: string) =>
  and(
    eq(images.state, 'approved'),
    sql`${images.validFrom} <= ${today}::date and ${images.validTo} >= ${today}::date`,
  );

export async function listPublicImages(
  db: Db,
  options: { category: ImageCategory; lang: 'en' | 'as'; limit: number; today: string },
) {
  return db
    .select()
    .from(images)
    .where(
      and(
        publicWhere(options.today),
        eq(images.category, options.category),
        or(eq(images.language, options.lang), eq(images.language, 'both')),
      ),
    )
    .orderBy(asc(images.priority), desc(images.displayDate), desc(images.id))
    .limit(options.limit);
}

export async function variantsOf(db: Db, ids: number[]): Promise<VariantRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(imageVariants)
    .where(inArray(imageVariants.imageId, ids))
    .orderBy(asc(imageVariants.width));
}

/** A copy the public may fetch today: its image approved and inside its window. */
export async function publicVariantBySha(db: Db, sha256: string, today: string) {
  const [row] = await db
    .select({ fileId: imageVariants.fileId })
    .from(imageVariants)
    .innerJoin(images, eq(images.id, imageVariants.imageId))
    .where(and(eq(imageVariants.sha256, sha256), publicWhere(today)))
    .limit(1);
  return row;
}

export async function variantOf(db: Db, id: number, width: number) {
  const [row] = await db
    .select()
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, id), eq(imageVariants.width, width)))
    .limit(1);
  return row;
}

export async function insertImage(db: Db, values: typeof images.$inferInsert) {
  const [row] = await db.insert(images).values(values).returning({ id: images.id });
  return row!.id;
}

export async function insertVariants(db: Db, values: (typeof imageVariants.$inferInsert)[]) {
  if (values.length) await db.insert(imageVariants).values(values);
}
