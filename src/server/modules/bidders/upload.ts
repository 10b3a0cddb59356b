import { buffer } from 'node:stream/consumers';
import { bidderMessages, type RegisterKind, type RegisterUpload } from '../../../common/api/bidders.ts';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../../platform/audit.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { unitSubtreeIds } from '../../platform/org-scope.ts';
import { alreadyExists, oneAllowed } from '../../platform/unique.ts';
import { filesByIds } from '../files/index.ts';
import { comparable, compareVersions, readRegister } from './parse.ts';
import { comparableRows, insertVersion, latestVersion, primaryUnitOf } from './queries.ts';

export interface Actor {
  userId: number;
  ip: string;
  requestId: string;
}

/**
 * The unit whose register the actor works on: the one asked for, if it is in the actor's own
 * units or below them (spec §3 Organisation hierarchy), else the actor's primary unit.
 */
export async function actorUnit(db: Db, userId: number, asked?: number): Promise<number> {
  if (asked === undefined) {
    const unit = await primaryUnitOf(db, userId);
    if (!unit) throw fieldError('orgUnitId', bidderMessages.noUnit);
    return unit;
  }
  if (!(await unitSubtreeIds(db, userId)).includes(asked))
    throw new AppError('FORBIDDEN', undefined, {
      errors: [{ path: 'orgUnitId', message: bidderMessages.unitNotYours }],
    });
  return asked;
}

/**
 * An upload becomes the unit's next register version (issue #28 items 1 and 2; docs/decisions/045):
 * - the file is the uploader's own, received by the files module for `bidder-register` (kind by
 *   leading bytes and by parse, spec §5 "JSON only");
 * - it is read row by row: bad rows are reported by line while the good ones load; a file with
 *   no good row, or that is not a register at all, is refused whole and nothing is written;
 * - §8 "Are you sure want to replace the existing data?": `replaces` must name the unit's latest
 *   version (null for the first). Another number means the screen confirmed replacing something
 *   that is no longer the register (409 CONFLICT); two uploads replacing the same version race
 *   for one version number, held by a unique index (409 ALREADY_EXISTS for the second);
 * - the version, its rows, its corrigendum against the previous version and the audit row are
 *   one transaction.
 */
export async function uploadRegister(options: {
  db: Db;
  store: FileStore;
  actor: Actor;
  kind: RegisterKind;
  body: RegisterUpload;
}): Promise<number> {
  const { db, store, actor, kind, body } = options;
  const orgUnitId = await actorUnit(db, actor.userId, body.orgUnitId);
  const [file] = await filesByIds(db, [body.file.fileId]);
  if (!file || file.uploadedBy !== actor.userId) throw fieldError('file', bidderMessages.fileNotYours);
  if (file.purpose !== 'bidder-register') throw fieldError('file', bidderMessages.notRegisterFile);

  const bytes = await buffer(store.open(file.sha256));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fieldError('file', bidderMessages.fileShape);
  }
  const read = readRegister(kind, text);
  if (read.rows.length === 0)
    throw new AppError('VALIDATION_FAILED', 'No row of the file could be loaded.', {
      errors: [
        { path: 'file', message: bidderMessages.noGoodRows },
        ...read.problems.slice(0, 100).map((p) => ({
          path: `rows.${p.index}${p.field ? `.${p.field}` : ''}`,
          message: p.message,
          params: { line: String(p.line) },
        })),
      ],
    });

  const latest = await latestVersion(db, kind, orgUnitId);
  if ((latest?.versionNo ?? null) !== body.replaces)
    throw new AppError('CONFLICT', 'The register has another latest version than the one confirmed.', {
      errors: [
        {
          path: 'replaces',
          message: bidderMessages.replaceConfirm,
          params: { version: String(latest?.versionNo ?? 0) },
        },
      ],
    });
  const previous = latest ? await comparableRows(db, latest.id) : [];
  const changes = compareVersions(previous, read.rows.map(comparable));
  const versionNo = (latest?.versionNo ?? 0) + 1;

  return oneAllowed(
    () =>
      db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const id = await insertVersion(tx, {
          kind,
          orgUnitId,
          versionNo,
          fileId: file.id,
          uploadedBy: actor.userId,
          rows: read.rows,
          problems: read.problems,
          changes,
        });
        await appendAudit(tx, {
          action: `bidderRegister.${kind}.uploaded`,
          actorUserId: actor.userId,
          entity: 'bidder_register_version',
          entityId: id,
          ip: actor.ip,
          requestId: actor.requestId,
          detail: {
            kind,
            orgUnitId,
            versionNo,
            fileId: file.id,
            sha256: file.sha256,
            rows: read.rows.length,
            rejected: read.problems.length,
            added: changes.filter((c) => c.change === 'added').length,
            removed: changes.filter((c) => c.change === 'removed').length,
            changed: changes.filter((c) => c.change === 'changed').length,
          },
        });
        return id;
      }),
    { bidder_register_versions_no_uq: () => alreadyExists('replaces', bidderMessages.versionTaken) },
  );
}
