import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { type FileRow, findOwnFile } from './queries.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A file's bytes for download, checked against the SHA-256 recorded at upload (quality.md:
 * "downloads … with the stored SHA-256 checked"). A mismatch is a storage fault: it fails
 * closed with a 500 and a log line, never serving bytes the portal did not accept.
 */
export async function fileForDownload(options: {
  db: Db;
  store: FileStore;
  id: number;
  userId: number;
}): Promise<{ row: FileRow; bytes: Buffer }> {
  const row = await findOwnFile(options.db, options.id, options.userId);
  if (!row || !(await options.store.has(row.sha256))) throw new AppError('NOT_FOUND');
  const bytes = await readAll(options.store.open(row.sha256));
  const actual = createHash('sha256').update(bytes).digest('hex');
  if (actual !== row.sha256)
    throw new AppError('INTERNAL_ERROR', `Stored file ${row.id} does not match its SHA-256.`);
  return { row, bytes };
}

export async function fileMetadata(options: { db: Db; id: number; userId: number }) {
  const row = await findOwnFile(options.db, options.id, options.userId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
