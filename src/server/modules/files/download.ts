import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { sha256Header } from '../../../common/files.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { attachmentHeader } from './names.ts';
import { type FileRow, findFile, findOwnFile } from './queries.ts';

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
  /**
   * The reader: only their own uploads. Null when the caller has checked the reader may see
   * what the file is attached to (a tender's documents: issue #11).
   */
  userId: number | null;
}): Promise<{ row: FileRow; bytes: Buffer }> {
  const row =
    options.userId === null
      ? await findFile(options.db, options.id)
      : await findOwnFile(options.db, options.id, options.userId);
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

/** The download reply: the file as an attachment with its SHA-256 (quality.md). */
export function sendFile(reply: FastifyReply, row: FileRow, bytes: Buffer, cache = 'no-store') {
  return reply
    .header('content-type', row.mediaType)
    .header('content-disposition', attachmentHeader(row.name))
    .header(sha256Header, row.sha256)
    .header('repr-digest', `sha-256=:${Buffer.from(row.sha256, 'hex').toString('base64')}:`)
    .header('cache-control', cache)
    .send(bytes);
}
