import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256Header } from '../../../common/files.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files/store.ts';
import './download-limit.ts';
import { attachmentHeader } from './names.ts';
import { type FileRow, findFile, findOwnFile } from './queries.ts';

/**
 * The one download path of the portal (issue #23 item 5): the logged-in file download, a
 * tender's public documents, a corrigendum's document and the drafts' documents all answer
 * through `sendDownload`. The bytes stream from the store to the client (memory stays flat
 * whatever the size and the number of downloads); the SHA-256 was computed once at upload and
 * is kept in the file's row, sent as `X-Content-SHA256` and `Repr-Digest`, never recomputed.
 * Ranges are served (RFC 9110 §14), every download counts against the client's download
 * limit (download-limit.ts), and the file is always an attachment with a safe name.
 */

export interface DownloadOptions {
  db: Db;
  store: FileStore;
  id: number;
  /**
   * The reader: only their own uploads. Null when the caller has checked the reader may see
   * what the file is attached to (a published tender's documents).
   */
  userId: number | null;
  /** Cache-Control: `no-store` for logged-in reads, public documents may be cached briefly. */
  cache?: string;
}

export async function fileMetadata(options: { db: Db; id: number; userId: number }) {
  const row = await findOwnFile(options.db, options.id, options.userId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** A byte range [start, end] (inclusive), or `whole`, or `unsatisfiable` (RFC 9110 §14.1.2). */
export type RangeRequest = { start: number; end: number } | 'whole' | 'unsatisfiable';

/**
 * Reads a Range header for a file of `size` bytes. One range only: a request for several is
 * answered whole (a server may ignore Range, RFC 9110 §14.2), which also refuses the
 * many-small-ranges amplification. Units other than bytes are ignored; a bytes range that is
 * malformed or starts past the end is unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return 'whole';
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return 'whole';
  const specs = match[1]!
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (specs.length !== 1) return specs.length === 0 ? 'unsatisfiable' : 'whole';
  const spec = /^(\d*)-(\d*)$/.exec(specs[0]!);
  if (!spec || (spec[1] === '' && spec[2] === '')) return 'unsatisfiable';
  if (spec[1] === '') {
    // The last N bytes.
    const suffix = Number(spec[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(spec[1]);
  const end = spec[2] === '' ? size - 1 : Math.min(Number(spec[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || Number(spec[2] || start) < start)
    return 'unsatisfiable';
  return { start, end };
}

const etagOf = (row: FileRow) => `"${row.sha256}"`;

/** Whether an If-None-Match or If-Range validator names this file's entity tag. */
const matches = (header: string | undefined, etag: string) =>
  header?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');

/**
 * Looks the file up (404 unless the reader may have it), applies the client's download limit,
 * and streams it, whole or one range. A stored file whose size is not the size recorded at
 * upload is never served (a fault in storage: 500, logged).
 */
export async function sendDownload(request: FastifyRequest, reply: FastifyReply, options: DownloadOptions) {
  const limiter = request.server.downloadLimiter;
  // Counted before anything is read, so refused requests cost the least.
  limiter.admit(request.ip);
  const row =
    options.userId === null
      ? await findFile(options.db, options.id)
      : await findOwnFile(options.db, options.id, options.userId);
  if (!row) throw new AppError('NOT_FOUND');
  const stored = await options.store.size(row.sha256);
  if (stored === undefined) throw new AppError('NOT_FOUND');
  if (stored !== row.size)
    throw new AppError('INTERNAL_ERROR', `Stored file ${row.id} is ${stored} bytes, recorded ${row.size}.`);

  const etag = etagOf(row);
  reply
    .header('content-type', row.mediaType)
    .header('content-disposition', attachmentHeader(row.name))
    .header(sha256Header, row.sha256)
    .header('repr-digest', `sha-256=:${Buffer.from(row.sha256, 'hex').toString('base64')}:`)
    .header('cache-control', options.cache ?? 'no-store')
    .header('etag', etag)
    .header('accept-ranges', 'bytes');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();

  // If-Range with another validator: the client's partial copy is stale, send it whole.
  const ifRange = request.headers['if-range'];
  const range =
    ifRange !== undefined && String(ifRange).trim() !== etag
      ? 'whole'
      : parseRange(request.headers.range, row.size);
  if (range === 'unsatisfiable')
    throw new AppError('RANGE_NOT_SATISFIABLE', undefined, {
      headers: { 'content-range': `bytes */${row.size}` },
    });

  const { start, end } = range === 'whole' ? { start: 0, end: row.size - 1 } : range;
  if (range !== 'whole') reply.code(206).header('content-range', `bytes ${start}-${end}/${row.size}`);
  reply.header('content-length', String(end - start + 1));
  // HEAD: the headers only. Fastify's HEAD route reads a stream it is given to its end, and
  // sets Content-Length 0 for no body; an empty stream keeps the length and reads nothing.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  const slot = limiter.start(request.ip, end - start + 1);
  const body = options.store.open(row.sha256, { start, end });
  const release = () => slot.release();
  reply.raw.once('close', release);
  body.once('error', release);
  return reply.send(body);
}
