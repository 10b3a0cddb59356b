import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { appendAudit, recordAudit, verifyAuditChain } from './audit.ts';

describe(`audit log (${inject('engine')}): append-only and hash-chained (quality.md)`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('chains rows, including rows appended concurrently, and the verifier accepts the chain', async () => {
    await recordAudit(database.db, {
      action: 'login.success',
      actorUserId: 1,
      detail: { b: 2, a: { z: 1, y: [1, 2] } },
    });
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        recordAudit(database.db, { action: 'test.concurrent', entityId: i }),
      ),
    );
    expect(await verifyAuditChain(database.db)).toEqual({ ok: true, rows: 9 });
  });

  it('writes the audit row with the change, or not at all when the transaction fails', async () => {
    const before = await verifyAuditChain(database.db);
    await expect(
      database.db.transaction(async (tx) => {
        await appendAudit(tx as never, { action: 'test.rolled-back' });
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    expect(await verifyAuditChain(database.db)).toEqual(before);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of audit rows', async () => {
    // Drizzle wraps the database error; its cause carries the trigger's message.
    const refused = (e: unknown) =>
      /append-only/.test(String((e as Error & { cause?: Error }).cause?.message));
    await expect(database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toSatisfy(refused);
    await expect(database.db.execute(sql`delete from audit_log`)).rejects.toSatisfy(refused);
    await expect(database.db.execute(sql`truncate audit_log`)).rejects.toSatisfy(refused);
  });

  it('names the first altered row when someone edits the table behind the trigger', async () => {
    await database.db.execute(sql`alter table audit_log disable trigger audit_log_no_update`);
    await database.db.execute(sql`update audit_log set detail = '{"forged": true}' where id = 3`);
    await database.db.execute(sql`alter table audit_log enable trigger audit_log_no_update`);
    expect(await verifyAuditChain(database.db)).toMatchObject({
      ok: false,
      firstBadId: 3,
      reason: 'hash mismatch',
    });
  });
});
