import { createHash } from 'node:crypto';
import type { PushAward, PushCorrigendum, PushResult, PushTender } from '../../../common/api/opendata.ts';
import type { Db } from '../../db/client.ts';
import { appendAudit, recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { unitSubtreeIds } from '../../platform/org-scope.ts';
import { uniqueViolation } from '../../platform/unique.ts';
import { primaryDistrict } from '../locations/index.ts';
import {
  insertPublicCorrigendum,
  recordPublicAward,
  savePublicTender,
  updatePublicTender,
  workDistrictOf,
} from '../tenders/index.ts';
import {
  insertPush,
  latestPush,
  nextCorrigendumNumber,
  publicTenderBySource,
  pushByKey,
  unitNames,
} from './push-queries.ts';
import type { PushClient, RequestContext } from './push-tokens.ts';

/**
 * Pushing one tender, corrigendum or award (issue #32 item 1). The rules:
 * - idempotent: the same `Idempotency-Key` (per user) gets the first answer again, and the same
 *   source id and version twice changes nothing ("unchanged"); the unique indexes of
 *   `push_items` (and the tenders' own) hold it when two arrive at once: the loser is asked again
 *   and finds the winner's row;
 * - a higher version of a known tender updates it and publishes a corrigendum saying what
 *   changed, field by field (the ePublish corrigendum's field names, so the full view and the
 *   OCDS amendments read it as they read ePublish's); a lower one is refused;
 * - the XML user pushes only for its organisation chains (user_org_units and everything below):
 *   else 403, audited;
 * - every push (created, updated, unchanged, refused for its chain) is in the audit log, written
 *   in the same transaction as its change.
 */

type Kind = 'tender' | 'corrigendum' | 'award';

export interface PushContext extends RequestContext {
  client: PushClient;
  idempotencyKey: string | undefined;
  /** The units under the user's chains, read once for a bulk file (else once per push). */
  allowedUnits?: Set<number>;
}

const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');
const refuse = (code: 'CONFLICT' | 'VALIDATION_FAILED' | 'NOT_FOUND', path: string, key: string) =>
  new AppError(code, undefined, { errors: [{ path, message: `opendata:validation.push.${key}` }] });

export function tenderUrl(origin: string, uid: string) {
  return `${origin}/en/activetendersfullview?id=${encodeURIComponent(uid)}`;
}

/** The `Idempotency-Key` seen before: the same body gets the same answer, another body 409. */
async function replay(db: Db, ctx: PushContext, body: unknown): Promise<PushResult | null> {
  if (!ctx.idempotencyKey) return null;
  const seen = await pushByKey(db, ctx.client.userId, ctx.idempotencyKey);
  if (!seen) return null;
  if (seen.contentHash !== hashOf(body)) throw refuse('CONFLICT', 'headers.idempotency-key', 'keyReused');
  return seen.result as PushResult;
}

/** The chain rule: the unit (and a tender already there) must be under one of the user's units. */
async function checkChain(
  db: Db,
  ctx: PushContext,
  unitIds: (number | null)[],
  what: Record<string, unknown>,
) {
  const allowed = ctx.allowedUnits ?? new Set(await unitSubtreeIds(db, ctx.client.userId));
  if (unitIds.every((id) => id !== null && allowed.has(id))) return;
  await recordAudit(db, {
    action: 'push.refused',
    actorUserId: ctx.client.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
    detail: { ...what, reason: 'chain' },
  });
  throw new AppError('FORBIDDEN', undefined, {
    errors: [{ path: 'body.orgUnitId', message: 'opendata:validation.push.notYourChain' }],
  });
}

/** Runs a push; a race lost on a unique index is run once more, when it finds the winner's row. */
async function once<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const index = uniqueViolation(error);
    if (
      index === 'push_items_version_uq' ||
      index === 'push_items_key_uq' ||
      index === 'tenders_source_external_uq' ||
      index === 'tenders_uid_uq' ||
      index === 'tender_corrigenda_tender_number_uq' ||
      index === 'tender_corrigenda_uid_uq'
    )
      return work();
    throw error;
  }
}

async function record(
  tx: Db,
  ctx: PushContext,
  item: { kind: Kind; source: string; sourceId: string; version: number; tenderId: number; body: unknown },
  result: PushResult,
) {
  await insertPush(tx, {
    userId: ctx.client.userId,
    kind: item.kind,
    source: item.source,
    sourceId: item.sourceId,
    version: item.version,
    idempotencyKey: ctx.idempotencyKey ?? null,
    contentHash: hashOf(item.body),
    tenderId: item.tenderId,
    result,
  });
  await appendAudit(tx, {
    action: `push.${item.kind}.${result.outcome}`,
    actorUserId: ctx.client.userId,
    entity: 'tender',
    entityId: item.tenderId,
    ip: ctx.ip,
    requestId: ctx.requestId,
    detail: {
      source: item.source,
      sourceId: item.sourceId,
      version: item.version,
      uid: result.uid,
      ...(result.corrigendum ? { corrigendum: result.corrigendum.uid } : {}),
    },
  });
}

/** The pushed values as the public row's columns (districts as every source gets them: decision 028). */
async function columnsOf(db: Db, t: PushTender, chain: string[]) {
  const officeDistrict = t.pincode ? ((await primaryDistrict(db, t.pincode)) ?? null) : null;
  const work = await workDistrictOf(db, { location: t.location ?? null, title: t.title, officeDistrict });
  const row = {
    uid: `${t.source}-${t.tenderId}`,
    source: t.source,
    externalId: t.tenderId,
    referenceNo: t.referenceNo,
    title: t.title,
    description: t.description ?? null,
    organisationChain: chain.join('||'),
    orgUnitId: t.orgUnitId,
    tenderType: t.tenderType ?? null,
    formOfContract: t.formOfContract ?? null,
    category: t.category ?? null,
    productCategory: t.productCategory ?? null,
    publishedAt: new Date(t.publishedAt),
    bidSubmissionStartAt: t.bidSubmissionStartAt ? new Date(t.bidSubmissionStartAt) : null,
    closingAt: new Date(t.closingAt),
    openingAt: t.openingAt ? new Date(t.openingAt) : null,
    valueInr: t.valueInr ?? null,
    emdInr: t.emdInr ?? null,
    feeInr: t.feeInr ?? null,
    invitingAuthority: t.invitingAuthority ?? null,
    location: t.location ?? null,
    pincode: t.pincode ?? null,
    district: work.district,
    districtBasis: work.basis,
    districtBasisName: work.basisName,
    officeDistrict,
    extra: { pushedFrom: t.sourcePortal },
  };
  return { ...row, contentHash: hashOf(t) };
}

/**
 * What a new version changes, old → new, named as ePublish corrigenda name them
 * (`corrigendumChangeFields`) where there is such a name.
 */
const compared: {
  field: string;
  column: string;
  kind: 'instant' | 'money' | 'text';
  of: (t: PushTender) => unknown;
}[] = [
  { field: 'tenderTitle', column: 'title', kind: 'text', of: (t) => t.title },
  { field: 'workDescription', column: 'description', kind: 'text', of: (t) => t.description },
  { field: 'tenderReferenceNumber', column: 'reference_no', kind: 'text', of: (t) => t.referenceNo },
  {
    field: 'bidSubmissionStart',
    column: 'bid_submission_start_at',
    kind: 'instant',
    of: (t) => t.bidSubmissionStartAt,
  },
  { field: 'bidSubmissionEnd', column: 'closing_at', kind: 'instant', of: (t) => t.closingAt },
  { field: 'bidOpeningDate', column: 'opening_at', kind: 'instant', of: (t) => t.openingAt },
  { field: 'estimatedValue', column: 'value_inr', kind: 'money', of: (t) => t.valueInr },
  { field: 'emdAmount', column: 'emd_inr', kind: 'money', of: (t) => t.emdInr },
  { field: 'tenderFee', column: 'fee_inr', kind: 'money', of: (t) => t.feeInr },
  { field: 'location', column: 'location', kind: 'text', of: (t) => t.location },
  { field: 'tenderType', column: 'tender_type', kind: 'text', of: (t) => t.tenderType },
  { field: 'tenderCategory', column: 'category', kind: 'text', of: (t) => t.category },
  { field: 'productCategory', column: 'product_category', kind: 'text', of: (t) => t.productCategory },
];

function asText(kind: 'instant' | 'money' | 'text', value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'instant') return new Date(value as string | Date).toISOString();
  if (kind === 'money') return String(Number(value));
  return String(value);
}

export function changesOf(existing: Record<string, unknown>, t: PushTender) {
  return compared
    .map((c) => ({
      field: c.field,
      kind: c.kind,
      old: asText(c.kind, existing[c.column]),
      new: asText(c.kind, c.of(t)),
    }))
    .filter((c) => c.old !== c.new);
}

/** `POST /push/tenders`. */
export async function pushTender(
  db: Db,
  origin: string,
  ctx: PushContext,
  t: PushTender,
): Promise<PushResult> {
  const replayed = await replay(db, ctx, t);
  if (replayed) return replayed;
  const chain = await unitNames(db, t.orgUnitId);
  if (!chain) throw refuse('VALIDATION_FAILED', 'body.orgUnitId', 'unknownUnit');
  return once(async () => {
    const existing = await publicTenderBySource(db, t.source, t.tenderId);
    await checkChain(db, ctx, [t.orgUnitId, ...(existing ? [existing.org_unit_id as number | null] : [])], {
      source: t.source,
      sourceId: t.tenderId,
      orgUnitId: t.orgUnitId,
    });
    const last = await latestPush(db, 'tender', t.source, t.tenderId);
    const uid = `${t.source}-${t.tenderId}`;
    const url = tenderUrl(origin, uid);
    const sameVersion = last?.version === t.version;
    if (last && last.version > t.version) throw refuse('CONFLICT', 'body.version', 'olderVersion');
    if (sameVersion && last.contentHash !== hashOf(t))
      throw refuse('CONFLICT', 'body.version', 'versionChanged');
    const columns = await columnsOf(db, t, chain);
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      if (sameVersion || !existing) {
        // The same version's tender is the one its push recorded (`existing` may have been read
        // before a parallel push of it committed).
        const tenderId = sameVersion ? Number(last!.tenderId) : await savePublicTender(tx, columns, null);
        const result: PushResult = {
          outcome: sameVersion ? 'unchanged' : 'created',
          uid,
          url,
          corrigendum: null,
        };
        // The same version again changes nothing (its row is there already): only the audit says it came.
        if (!sameVersion)
          await record(
            tx,
            ctx,
            { kind: 'tender', source: t.source, sourceId: t.tenderId, version: t.version, tenderId, body: t },
            result,
          );
        else
          await appendAudit(tx, {
            action: 'push.tender.unchanged',
            actorUserId: ctx.client.userId,
            entity: 'tender',
            entityId: tenderId,
            ip: ctx.ip,
            requestId: ctx.requestId,
            detail: { source: t.source, sourceId: t.tenderId, version: t.version },
          });
        return result;
      }
      // A newer version (or the first push of a tender the importer brought): update, and say
      // what changed in a corrigendum (spec §3 Corrigendum; issue #32 "shown as a corrigendum").
      const tenderId = Number(existing.id);
      const changes = changesOf(existing, t);
      let corrigendum: PushResult['corrigendum'] = null;
      await updatePublicTender(tx, tenderId, columns);
      if (changes.length > 0) {
        const number = await nextCorrigendumNumber(tx, tenderId);
        const onlyDates = changes.every(
          (c) => c.field === 'bidSubmissionEnd' || c.field === 'bidOpeningDate',
        );
        const extended =
          onlyDates &&
          changes.some((c) => c.field === 'bidSubmissionEnd' && c.old !== null && c.new! > c.old);
        const published = await insertPublicCorrigendum(tx, {
          uid: `${uid}-c${number}`,
          tenderId,
          number,
          type: extended ? 'date-extension' : 'amendment',
          publishedAt: new Date(),
          details: `Version ${t.version} from the ${t.sourcePortal}: ${changes.map((c) => c.field).join(', ')} changed.`,
          newClosingAt: changes.some((c) => c.field === 'bidSubmissionEnd') ? new Date(t.closingAt) : null,
          changes,
        });
        corrigendum = {
          uid: published.uid,
          number,
          changes: changes.map(({ field, old, new: next }) => ({ field, old, new: next })),
        };
      }
      const result: PushResult = {
        outcome: changes.length > 0 ? 'updated' : 'unchanged',
        uid,
        url,
        corrigendum,
      };
      await record(
        tx,
        ctx,
        { kind: 'tender', source: t.source, sourceId: t.tenderId, version: t.version, tenderId, body: t },
        result,
      );
      return result;
    });
  });
}

/** The pushed tender a corrigendum or award belongs to, with the chain rule applied. */
async function knownTender(db: Db, ctx: PushContext, source: string, tenderId: string) {
  const existing = await publicTenderBySource(db, source, tenderId);
  if (!existing) throw refuse('NOT_FOUND', 'body.tenderId', 'unknownTender');
  await checkChain(db, ctx, [existing.org_unit_id as number | null], { source, sourceId: tenderId });
  return existing;
}

/** The same item again: nothing changes; the audit log says it came. */
async function unchanged(db: Db, ctx: PushContext, kind: Kind, tenderId: number) {
  await recordAudit(db, {
    action: `push.${kind}.unchanged`,
    actorUserId: ctx.client.userId,
    entity: 'tender',
    entityId: tenderId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
}

/** `POST /push/corrigenda`: one corrigendum, once per source corrigendum id. */
export async function pushCorrigendum(
  db: Db,
  origin: string,
  ctx: PushContext,
  c: PushCorrigendum,
): Promise<PushResult> {
  const replayed = await replay(db, ctx, c);
  if (replayed) return replayed;
  const sourceId = `${c.tenderId}#${c.corrigendumId}`;
  return once(async () => {
    const existing = await knownTender(db, ctx, c.source, c.tenderId);
    const uid = String(existing.uid);
    const url = tenderUrl(origin, uid);
    const last = await latestPush(db, 'corrigendum', c.source, sourceId);
    if (last) {
      if (last.contentHash !== hashOf(c))
        throw refuse('CONFLICT', 'body.corrigendumId', 'corrigendumChanged');
      await unchanged(db, ctx, 'corrigendum', Number(existing.id));
      return { ...(last.result as PushResult), outcome: 'unchanged' as const };
    }
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const tenderId = Number(existing.id);
      const number = await nextCorrigendumNumber(tx, tenderId);
      const changes =
        c.type === 'date-extension' && c.newClosingAt
          ? [
              {
                field: 'bidSubmissionEnd',
                kind: 'instant' as const,
                old: asText('instant', existing.closing_at),
                new: asText('instant', c.newClosingAt),
              },
            ]
          : [];
      const published = await insertPublicCorrigendum(tx, {
        uid: `${uid}-c${number}`,
        tenderId,
        number,
        type: c.type,
        publishedAt: new Date(c.publishedAt),
        details: c.details,
        newClosingAt: c.newClosingAt ? new Date(c.newClosingAt) : null,
        changes,
      });
      // What the corrigendum does to the tender (spec §3): a new end, or the tender cancelled.
      if (c.type === 'date-extension' && c.newClosingAt)
        await updatePublicTender(tx, tenderId, { closingAt: new Date(c.newClosingAt) });
      if (c.type === 'cancel') await updatePublicTender(tx, tenderId, { cancelled: true });
      const result: PushResult = {
        outcome: 'created',
        uid,
        url,
        corrigendum: {
          uid: published.uid,
          number,
          changes: changes.map(({ field, old, new: n }) => ({ field, old, new: n })),
        },
      };
      await record(
        tx,
        ctx,
        { kind: 'corrigendum', source: c.source, sourceId, version: 1, tenderId, body: c },
        result,
      );
      return result;
    });
  });
}

/** `POST /push/awards`: the award of contract, once per tender. */
export async function pushAward(db: Db, origin: string, ctx: PushContext, a: PushAward): Promise<PushResult> {
  const replayed = await replay(db, ctx, a);
  if (replayed) return replayed;
  return once(async () => {
    const existing = await knownTender(db, ctx, a.source, a.tenderId);
    const uid = String(existing.uid);
    const url = tenderUrl(origin, uid);
    const last = await latestPush(db, 'award', a.source, a.tenderId);
    if (last) {
      if (last.contentHash !== hashOf(a)) throw refuse('CONFLICT', 'body.tenderId', 'alreadyAwarded');
      await unchanged(db, ctx, 'award', Number(existing.id));
      return { ...(last.result as PushResult), outcome: 'unchanged' as const };
    }
    if (existing.awarded) throw refuse('CONFLICT', 'body.tenderId', 'alreadyAwarded');
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const tenderId = Number(existing.id);
      await recordPublicAward(tx, tenderId, {
        award: { bidderName: a.bidderName, valueInr: a.valueInr, currency: 'INR', bidNumber: null },
        bids: [],
        columns: {
          awarded: true,
          contractDate: a.contractDate ?? null,
          contractValueInr: a.valueInr,
        },
      });
      const result: PushResult = { outcome: 'created', uid, url, corrigendum: null };
      await record(
        tx,
        ctx,
        { kind: 'award', source: a.source, sourceId: a.tenderId, version: 1, tenderId, body: a },
        result,
      );
      return result;
    });
  });
}
