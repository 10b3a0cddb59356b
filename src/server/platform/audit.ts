import { createHash } from 'node:crypto';
import { asc, desc, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export interface AuditEntry {
  action: string;
  actorUserId?: number | null;
  entity?: string | null;
  entityId?: string | number | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
  requestId?: string | null;
}

export const genesisHash = '0'.repeat(64);

/** Any one constant: the advisory lock that orders appends to the chain. */
const chainLock = 727_001;

/**
 * Appends one audit row in the caller's transaction (quality.md: every state change and its
 * audit row commit together). A transaction-scoped advisory lock orders concurrent appends,
 * so each row links to the one before it.
 */
export async function appendAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${chainLock})`);
  const last = await tx.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  const prevHash = last[0]?.hash ?? genesisHash;
  const row = {
    occurredAt: new Date(),
    actorUserId: entry.actorUserId ?? null,
    action: entry.action,
    entity: entry.entity ?? null,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    ip: entry.ip ?? null,
    requestId: entry.requestId ?? null,
    detail: entry.detail ?? {},
  };
  await tx.insert(auditLog).values({ ...row, prevHash, hash: rowHash(prevHash, row) });
}

/** Audit on its own (e.g. a failed login, where nothing else is written). */
export function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  return db.transaction((tx) => appendAudit(tx as unknown as Db, entry));
}

interface HashedFields {
  occurredAt: Date;
  actorUserId: number | null;
  action: string;
  entity: string | null;
  entityId: string | null;
  ip: string | null;
  requestId: string | null;
  detail: Record<string, unknown>;
}

export function rowHash(prevHash: string, row: HashedFields): string {
  const material = JSON.stringify([
    prevHash,
    row.occurredAt.toISOString(),
    row.actorUserId,
    row.action,
    row.entity,
    row.entityId,
    row.ip,
    row.requestId,
    canonical(row.detail),
  ]);
  return createHash('sha256').update(material).digest('hex');
}

/** jsonb does not keep key order; hash a form with keys sorted at every depth. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

export type ChainVerdict =
  | { ok: true; rows: number }
  | { ok: false; rows: number; firstBadId: number; reason: 'hash mismatch' | 'broken link' };

/** Walks the chain in id order and names the first row that was altered or whose predecessor went. */
export async function verifyAuditChain(db: Db, pageSize = 1000): Promise<ChainVerdict> {
  let prevHash = genesisHash;
  let lastId = 0;
  let rows = 0;
  for (;;) {
    const page = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, lastId))
      .orderBy(asc(auditLog.id))
      .limit(pageSize);
    if (page.length === 0) return { ok: true, rows };
    for (const row of page) {
      rows++;
      if (row.prevHash !== prevHash) return { ok: false, rows, firstBadId: row.id, reason: 'broken link' };
      if (rowHash(prevHash, row) !== row.hash)
        return { ok: false, rows, firstBadId: row.id, reason: 'hash mismatch' };
      prevHash = row.hash;
      lastId = row.id;
    }
  }
}
