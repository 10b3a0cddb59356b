import type { FastifyRequest } from 'fastify';
import { type FilePurpose, filePurposes, type StoredFile } from '../../../common/files.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { fileMetadata } from './download.ts';
import { toStoredFile } from './queries.ts';
import { uploadFile } from './upload.ts';

/**
 * The rules of the files routes (spec §5 Files, §9 limits; decision 015): an upload is one
 * multipart file part for a purpose, read no further than the purpose's limit (upload.ts
 * judges and stores it); a file's details are its uploader's.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: { db: Db; store: FileStore; purpose: FilePurpose; userId: number },
): Promise<StoredFile> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  const part = await request.file({
    limits: { fileSize: filePurposes[options.purpose].maxBytes, files: 1 },
    throwFileSizeLimit: false,
  });
  return uploadFile({
    db: options.db,
    store: options.store,
    purpose: options.purpose,
    part,
    uploader: { userId: options.userId, ip: request.ip, requestId: String(request.id) },
  });
}

export async function ownFileDetails(db: Db, id: number, userId: number): Promise<StoredFile> {
  return toStoredFile(await fileMetadata({ db, id, userId }));
}
