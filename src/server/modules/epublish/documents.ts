import { sql } from 'drizzle-orm';
import type { EpublishValues } from '../../../common/api/epublish.ts';
import { type TenderExtra, tenderExtraSchema } from '../../../common/api/tenders.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { ActorScope } from './scope.ts';
import { visibleTender } from './scope.ts';

/** Whether a file is one of a draft's documents, which its readers (creator, publishers) may open. */
export async function draftDocument(db: Db, scope: ActorScope, id: number, fileId: number) {
  const row = await visibleTender(db, scope, id);
  const values = row.values as EpublishValues;
  const ids = [values.nitDocument?.fileId, ...(values.otherDocuments ?? []).map((d) => d.fileId)];
  if (!ids.includes(fileId)) throw new AppError('NOT_FOUND');
}

/** Whether a file is a document of a tender the public can see now (spec §2 full view, documents). */
export async function publicDocument(db: Db, uid: string, fileId: number) {
  const result = (await db.execute(sql`
    select extra from tenders t
    where t.uid = ${uid} and coalesce(t.published_at, 'epoch'::timestamptz) <= now()`)) as unknown as {
    rows: { extra: unknown }[];
  };
  const parsed = tenderExtraSchema.safeParse(result.rows[0]?.extra ?? null);
  const extra: TenderExtra = parsed.success ? parsed.data : {};
  // The tender's documents, and once awarded, the award letter and agreement.
  const ids = [...(extra.documents ?? []), ...(extra.award?.documents ?? [])].map((d) => d.fileId);
  if (!ids.includes(fileId)) throw new AppError('NOT_FOUND');
}
