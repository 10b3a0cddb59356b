import { sql } from 'drizzle-orm';
import {
  type EpublishAward,
  type EpublishAwardListQuery,
  epublishAwardValuesSchema,
} from '../../../common/api/epublish-awards.ts';
import type { TenderDetail } from '../../../common/api/tenders.ts';
import type { Db } from '../../db/client.ts';
import { epublishAwards } from '../../db/schema/index.ts';
import { composeTenderDetail } from '../tenders/index.ts';
import { publicAwardOf } from './act-on-award.ts';
import { awardDebarments } from './award-debarments.ts';
import { childBase } from './child-views.ts';
import { listChildren } from './corrigendum-queries.ts';
import { asReadRow, publicTenderRow } from './public-row.ts';
import { findTender, listPageSize, publishedUidOf } from './queries.ts';
import { visibleAward } from './save-award.ts';
import type { ActorScope } from './scope.ts';
import { iso, storedValues } from './views.ts';
import { epublishAwardWorkflow } from './workflow.ts';

export async function awardView(db: Db, scope: ActorScope, id: number): Promise<EpublishAward> {
  const row = await visibleAward(db, scope, id);
  const { base } = await childBase(
    db,
    { entity: 'epublish_award', workflow: epublishAwardWorkflow, scope },
    row,
  );
  const values = epublishAwardValuesSchema.parse(row.values);
  const debarments = await awardDebarments(db, values);
  // Issue #28 item 4: with the bidder debarred on the award date, publishing needs remarks.
  const allowedActions = debarments.length
    ? base.allowedActions.map((a) => (a.action === 'publish' ? { ...a, remarksRequired: true } : a))
    : base.allowedActions;
  return { ...base, allowedActions, values, debarments };
}

/** aoclist, aoclisttopublish, aocpublishedlist (spec §2). */
export async function awardList(db: Db, scope: ActorScope, query: EpublishAwardListQuery) {
  const { rows, total } = await listChildren(db, epublishAwards, query, scope, {
    bidderName: sql<
      string | null
    >`coalesce(${epublishAwards.values}->>'companyName', ${epublishAwards.values}->>'bidderName')`,
    contractValue: sql<number | null>`(${epublishAwards.values}->>'contractValue')::numeric`,
  });
  return {
    items: rows.map((r) => ({
      ...r,
      contractValue: r.contractValue === null ? null : Number(r.contractValue),
      updatedAt: iso(r.updatedAt)!,
    })),
    total,
    pageSize: listPageSize,
  };
}

/** aocpreview: the tender's public full view with this award, as aocfullview will show it. */
export async function awardPreview(
  db: Db,
  scope: ActorScope,
  id: number,
  now = new Date(),
): Promise<TenderDetail> {
  const row = await visibleAward(db, scope, id);
  const values = epublishAwardValuesSchema.parse(row.values);
  const tender = (await findTender(db, row.tenderId))!;
  const uid = (await publishedUidOf(db, tender.publishedTenderId)) ?? '';
  const publicRow = await publicTenderRow(
    db,
    tender,
    storedValues(tender.values),
    uid.replace(/^epublish-/, ''),
  );
  publicRow.extra = { ...publicRow.extra, award: await publicAwardOf(db, values) };
  const read = {
    ...asReadRow(publicRow, now),
    awarded: true,
    contract_date: values.contractDate,
    contract_value_inr: values.contractValue,
    work_completion_days: values.completionPeriodDays,
  };
  return composeTenderDetail(read, {
    awards: [
      {
        bid_number: values.bidderLoginId,
        bidder_name: values.companyName ?? values.bidderName,
        currency: values.currency ?? 'INR',
        value_inr: values.contractValue,
      },
    ],
    bids: values.parties.map((p) => ({
      bid_number: null,
      bidder_name: p.name,
      submitted_at: null,
      status: p.qualified ? 'Qualified' : 'Not qualified',
    })),
    corrigenda: [],
  });
}
