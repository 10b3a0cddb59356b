import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import {
  allowedList,
  type FileKind,
  type FilePurpose,
  fileMediaTypes,
  fileMessages,
  filePurposes,
  imageLimits,
  maxMegabytes,
  type StoredFile,
} from '../../../common/files.ts';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { type FileScanner, fileScanner } from '../../platform/files/scanner.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { safeName } from './names.ts';
import { toStoredFile } from './queries.ts';

export interface Uploader {
  userId: number;
  ip: string;
  requestId: string;
}

/** The spec §5 refusal, with its English text for API users and its key for the browser. */
function refusal(purpose: FilePurpose, reason: keyof typeof fileMessages): AppError {
  const english: Record<keyof typeof fileMessages, string> = {
    type: `Upload a file, allowed extension: ${allowedList(purpose)}`,
    size: `File size should be less than ${maxMegabytes(purpose)} MB`,
    pdfScript: 'PDF contains potentially harmful script content.',
    macro: 'XLS file contains potentially harmful content.',
    archive: 'The archive contains potentially harmful content.',
    imageDimensions: `Image should be at most ${imageLimits.maxSide} pixels on a side and ${imageLimits.maxPixels / 1_000_000} megapixels`,
  };
  return new AppError(reason === 'size' ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED', english[reason], {
    errors: [{ path: 'file', message: fileMessages[reason] }],
  });
}

/**
 * Streams one uploaded part to the store's incoming area while hashing and counting it (no
 * base64, no whole body in memory while it arrives), stopping at the purpose's size limit;
 * then has it judged in a scanner worker thread (platform/files/scanner.ts, inspect.ts: kind by
 * leading bytes, then PDFs and Office files parsed for harmful content, archives inflated under
 * caps). Only a file that passes is put under its SHA-256, computed here once and kept in its
 * row for every download (issue #23 item 5), and gets a row and an audit row; a refused one
 * leaves nothing behind (spec §5, §9; quality.md "Files").
 */
export async function uploadFile(options: {
  db: Db;
  store: FileStore;
  purpose: FilePurpose;
  part: MultipartFile | undefined;
  uploader: Uploader;
  /** The process's scanner unless a test gives its own. */
  scanner?: FileScanner;
}): Promise<StoredFile> {
  const { db, store, purpose, part, uploader } = options;
  if (!part) throw refusal(purpose, 'type');
  const rule = filePurposes[purpose];
  const incoming = await store.incomingPath();
  /** The hash put in the store by this upload, until its row commits. */
  let uncommitted: string | undefined;
  try {
    const hash = createHash('sha256');
    let size = 0;
    await pipeline(
      part.file,
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          hash.update(chunk);
          done(null, chunk);
        },
      }),
      createWriteStream(incoming, { flags: 'wx' }),
    );
    // Busboy stops the part at limits.fileSize (+1 byte, so "exactly the limit" is allowed).
    if (part.file.truncated || size > rule.maxBytes) throw refusal(purpose, 'size');
    if (size === 0) throw refusal(purpose, 'type');
    // Read and judged whole in a worker (at most the 40 MB limit), never on this thread.
    const verdict = await (options.scanner ?? fileScanner()).scan(incoming, rule.kinds);
    if (!verdict.ok) throw refusal(purpose, verdict.reason);
    const sha256 = hash.digest('hex');

    await store.put(incoming, sha256);
    uncommitted = sha256;
    const row = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [inserted] = await tx
        .insert(files)
        .values({
          sha256,
          size,
          kind: verdict.kind,
          mediaType: fileMediaTypes[verdict.kind],
          name: safeName(part.filename, verdict.kind),
          purpose,
          uploadedBy: uploader.userId,
        })
        .returning();
      await appendAudit(tx, {
        action: 'file.uploaded',
        actorUserId: uploader.userId,
        entity: 'file',
        entityId: inserted!.id,
        ip: uploader.ip,
        requestId: uploader.requestId,
        detail: { sha256, size, kind: verdict.kind, purpose, name: inserted!.name },
      });
      return inserted!;
    });
    uncommitted = undefined;
    return toStoredFile(row);
  } finally {
    await rm(incoming, { force: true });
    // The row did not commit: keep the content only if another upload's row names it.
    if (uncommitted) await removeIfUnreferenced(db, store, uncommitted);
  }
}

export async function removeIfUnreferenced(db: Db, store: FileStore, sha256: string) {
  const [row] = await db.select({ id: files.id }).from(files).where(eq(files.sha256, sha256)).limit(1);
  if (!row) await store.remove(sha256);
}

/**
 * Keeps a file the portal made itself (the images module's resized copies, issue #27 item 4):
 * the bytes go under their SHA-256 in the store and get a files row and an audit row in the
 * caller's transaction, so the caller's own rows and these commit or vanish together. The
 * caller removes the content with `removeIfUnreferenced` if its transaction fails.
 */
export async function storeGeneratedFile(
  tx: Db,
  store: FileStore,
  options: { bytes: Buffer; kind: FileKind; purpose: FilePurpose; name: string; uploader: Uploader },
): Promise<StoredFile> {
  const { bytes, kind, purpose, uploader } = options;
  if (!(filePurposes[purpose].kinds as readonly FileKind[]).includes(kind) || bytes.length === 0)
    throw new Error(`a ${kind} is not a ${purpose}`);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const incoming = await store.incomingPath();
  try {
    await writeFile(incoming, bytes, { flag: 'wx' });
    await store.put(incoming, sha256);
  } finally {
    await rm(incoming, { force: true });
  }
  const [inserted] = await tx
    .insert(files)
    .values({
      sha256,
      size: bytes.length,
      kind,
      mediaType: fileMediaTypes[kind],
      name: safeName(options.name, kind),
      purpose,
      uploadedBy: uploader.userId,
    })
    .returning();
  await appendAudit(tx, {
    action: 'file.generated',
    actorUserId: uploader.userId,
    entity: 'file',
    entityId: inserted!.id,
    ip: uploader.ip,
    requestId: uploader.requestId,
    detail: { sha256, size: bytes.length, kind, purpose, name: inserted!.name },
  });
  return toStoredFile(inserted!);
}
