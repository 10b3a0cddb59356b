import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { type PlanItemInput, planCreateSchema } from '../../../common/api/plans.ts';
import type { Db } from '../../db/client.ts';
import {
  procurementPlanItems,
  procurementPlans,
  tenders,
  userOrgUnits,
  users,
} from '../../db/schema/index.ts';
import { createPlan, decidePlan, linkTender } from './service.ts';

async function userId(db: Db, loginId: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId));
  return row?.id;
}

const item = (
  subject: string,
  category: PlanItemInput['category'],
  estimatedValue: number,
  quarter: number,
  method: PlanItemInput['method'],
): PlanItemInput => ({ subject, category, estimatedValue, quarter, method });

/**
 * Demo annual procurement plans (issue #27 item 5, "demo content in both languages"): the demo
 * directorate's plans for five financial years, one in each state (approved twice, sent,
 * returned with the approver's remarks, draft), some written in English and some in Assamese;
 * two items of the current year's approved plan carry out demo tenders of the directorate (one
 * awarded), so plan → tender → award can be followed both ways. Entered by
 * creator.demo, approved or returned by publisher.demo (four eyes), through the service, so
 * each has its audit trail. Done once.
 */
export async function ensureDemoPlans(options: { db: Db; today?: Date }): Promise<number> {
  const { db } = options;
  const [writerId, approverId] = await Promise.all([
    userId(db, 'creator.demo'),
    userId(db, 'publisher.demo'),
  ]);
  if (!writerId || !approverId) return 0;
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(procurementPlans);
  if (Number(existing?.n ?? 0) > 0) return 0;
  const [unit] = await db
    .select({ id: userOrgUnits.orgUnitId })
    .from(userOrgUnits)
    .where(eq(userOrgUnits.userId, writerId));
  if (!unit) return 0;
  const writer = { userId: writerId, ip: '127.0.0.1', requestId: 'demo-data' };
  const approver = { userId: approverId, ip: '127.0.0.1', requestId: 'demo-data' };
  // The financial year of today (April to March, IST is close enough for a demo's year).
  const today = options.today ?? new Date();
  const current = today.getUTCMonth() >= 3 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;

  const plans: {
    year: number;
    steps: { action: 'send' | 'approve' | 'return'; remarks?: string }[];
    items: PlanItemInput[];
  }[] = [
    {
      year: current,
      steps: [{ action: 'send' }, { action: 'approve', remarks: 'Checked against the budget estimates.' }],
      items: [
        item('Construction of a community hall at Tezpur', 'works', 9000000, 1, 'openTender'),
        item(
          'Supply of solar street lights for the Nagaon municipal board',
          'goods',
          5500000,
          1,
          'openTender',
        ),
        item(
          'Annual maintenance of the integrated financial management system',
          'services',
          9600000,
          2,
          'openTender',
        ),
        item(
          'Consultancy for the treasury records digitisation study',
          'consultancy',
          2500000,
          3,
          'requestForQuotation',
        ),
      ],
    },
    {
      year: current - 1,
      steps: [{ action: 'send' }, { action: 'approve' }],
      items: [
        item('কোষাগাৰ কাৰ্যালয়সমূহৰ বাবে আছবাবপত্ৰ যোগান', 'goods', 1800000, 1, 'gem'),
        item('সঞ্চালকালয়ৰ অট্টালিকাৰ চাল মেৰামতি', 'works', 7400000, 3, 'limitedTender'),
        item('কৰ্মচাৰীৰ বাবে ক্ৰয় আইনৰ প্ৰশিক্ষণ কাৰ্যসূচী', 'services', 650000, 4, 'singleSource'),
      ],
    },
    {
      year: current + 1,
      steps: [{ action: 'send' }],
      items: [
        item('Construction of a record room at the Guwahati treasury', 'works', 15000000, 2, 'openTender'),
        item('Supply of fire-proof record cabinets', 'goods', 2200000, 3, 'gem'),
      ],
    },
    {
      year: current + 2,
      steps: [
        { action: 'send' },
        {
          action: 'return',
          remarks: 'Split the networking item by district and add the quarter of each part.',
        },
      ],
      items: [
        item('জিলা কোষাগাৰসমূহৰ নেটৱৰ্ক উন্নীতকৰণ', 'goods', 12500000, 1, 'openTender'),
        item('চিচিটিভি কেমেৰা স্থাপন আৰু ৰক্ষণাবেক্ষণ', 'services', 3100000, 2, 'openTender'),
      ],
    },
    {
      year: current + 3,
      steps: [],
      items: [item('Solar power plant on the Directorate roof', 'works', 8900000, 1, 'twoStage')],
    },
  ];

  let made = 0;
  for (const plan of plans) {
    const body = planCreateSchema.parse({ orgUnitId: unit.id, financialYear: plan.year, items: plan.items });
    const id = await createPlan(db, writer, body);
    let version = 1;
    for (const step of plan.steps) {
      await decidePlan(db, step.action === 'send' ? writer : approver, { id, version, ...step });
      version++;
    }
    made++;
  }

  // The current year's first two items carry out demo tenders of the directorate (the community
  // hall's is awarded), so the public follows plan → tender → award and back.
  for (const [position, title] of [
    [0, 'Construction of community hall at Tezpur'],
    [1, 'Supply of solar street lights for Nagaon municipal board'],
  ] as const)
    await linkDemoTender(db, writer, { unitId: unit.id, year: current, position, title });
  return made;
}

async function linkDemoTender(
  db: Db,
  writer: { userId: number; ip: string; requestId: string },
  target: { unitId: number; year: number; position: number; title: string },
) {
  const [tender] = await db
    .select({ id: tenders.id })
    .from(tenders)
    .where(
      and(
        eq(tenders.orgUnitId, target.unitId),
        eq(tenders.title, target.title),
        isNotNull(tenders.publishedAt),
      ),
    )
    .orderBy(asc(tenders.id))
    .limit(1);
  const [found] = await db
    .select({ id: procurementPlanItems.id })
    .from(procurementPlanItems)
    .innerJoin(procurementPlans, eq(procurementPlans.id, procurementPlanItems.planId))
    .where(
      and(
        eq(procurementPlans.orgUnitId, target.unitId),
        eq(procurementPlans.financialYear, target.year),
        eq(procurementPlanItems.position, target.position),
      ),
    );
  if (tender && found) await linkTender(db, writer, found.id, Number(tender.id));
}
