import { and, eq, inArray } from 'drizzle-orm';
import type { StoredFile } from '../../../common/files.ts';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { displayName } from './names.ts';

export type FileRow = typeof files.$inferSelect;

export const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  name: displayName(row.name),
  size: row.size,
  kind: row.kind,
  mediaType: row.mediaType,
  purpose: row.purpose,
  sha256: row.sha256,
  uploadedAt: new Date(row.uploadedAt).toISOString(),
});

/** A file its uploader may read (the items that attach files will add their own readers). */
/** A file by id, whoever uploaded it: for readers of what it is attached to (a published tender). */
export async function findFile(db: Db, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

export async function findOwnFile(db: Db, id: number, userId: number): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.uploadedBy, userId)))
    .limit(1);
  return row;
}

/**
 * Uploaded files by id, for the modules whose records point at documents (ePublish, appeals):
 * who uploaded each (a record may only take its own uploads) and its name, size and hash.
 */
export async function filesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: files.id,
      name: files.name,
      size: files.size,
      sha256: files.sha256,
      purpose: files.purpose,
      uploadedBy: files.uploadedBy,
    })
    .from(files)
    .where(inArray(files.id, ids));
}
