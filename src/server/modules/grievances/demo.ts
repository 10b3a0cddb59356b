import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type GrievanceValuesInput, grievanceValuesSchema } from '../../../common/api/grievances.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { grievances, tenders, users } from '../../db/schema/index.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { demoPdf } from '../epublish/index.ts';
import { uploadFile } from '../files/index.ts';
import { saveFeedback } from './feedback.ts';
import { createGrievance, submitGrievance } from './file-grievance.ts';
import { stepGrievance } from './handle.ts';
import { registerOfficer } from './officers.ts';
import { findGrievance } from './queries.ts';
import { grievanceScope } from './rules.ts';

async function userId(db: Db, loginId: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId));
  return row?.id;
}

/**
 * Demo grievances (issue #26): with DEMO=true, grievance.demo has a grievance in each state of
 * §4 — a draft, one submitted, one open with the officer's reply, one closed — and a suggestion,
 * on the demo tenders of the chain nodal.demo (its grievance officer) sits in; the chain has a
 * registered grievance officer, and the feedback list two entries. Made through the service
 * functions the API uses, so each has its audit trail and mail. Done once.
 */
export async function ensureDemoGrievances(options: {
  db: Db;
  store: FileStore;
  config: Config;
}): Promise<number> {
  const { db, store, config } = options;
  const [complainantId, officerId] = await Promise.all([
    userId(db, 'grievance.demo'),
    userId(db, 'nodal.demo'),
  ]);
  if (!complainantId || !officerId) return 0;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(grievances)
    .where(eq(grievances.createdBy, complainantId));
  if (Number(existing?.n ?? 0) > 0) return 0;
  const officerScope = await grievanceScope(db, officerId);
  const complainantScope = await grievanceScope(db, complainantId);
  if (officerScope.unitIds.length === 0) return 0;
  const demoTenders = await db
    .select({ id: tenders.id })
    .from(tenders)
    .where(and(inArray(tenders.orgUnitId, officerScope.unitIds), sql`${tenders.publishedAt} <= now()`))
    .orderBy(tenders.id)
    .limit(4);
  if (demoTenders.length < 4) return 0;

  const actorOf = (id: number) => ({ userId: id, ip: '127.0.0.1', requestId: 'demo-data' });
  const complainant = actorOf(complainantId);
  const officer = actorOf(officerId);
  await registerOfficer({
    db,
    scope: officerScope,
    actor: officer,
    body: {
      orgUnitId: officerScope.unitIds[0]!,
      name: 'Nodal Officer',
      designation: 'Grievance Redressal Officer',
      email: 'nodal.demo@example.org',
      mobile: '9864000002',
    },
  });
  const evidence = (
    await uploadFile({
      db,
      store,
      purpose: 'grievance-evidence',
      part: {
        file: Object.assign(Readable.from([demoPdf('Bank statement showing the EMD debit')]), {
          truncated: false,
        }),
        filename: 'EMD-debit.pdf',
      } as unknown as MultipartFile,
      uploader: complainant,
    })
  ).id;

  const values = (
    tenderId: number | null,
    title: string,
    complaint: string,
    extra: Partial<GrievanceValuesInput> = {},
  ) =>
    grievanceValuesSchema.parse({
      userType: 'bidder',
      complainantName: 'Grievance User',
      companyName: 'Brahmaputra Infra Works',
      gender: 'female',
      title,
      address: 'GS Road, Guwahati',
      state: 'Assam',
      city: 'Kamrup Metropolitan',
      postalCode: '781005',
      email: 'grievance.demo@example.org',
      countryCode: '+91',
      mobile: '9864000003',
      category: 'payment',
      subCategory: 'emd',
      msmeUan: 'UDYAM-AS-03-0004521',
      tenderId,
      complaint,
      evidenceFileId: null,
      ...extra,
    });

  async function file(kind: 'grievance' | 'suggestion', v: ReturnType<typeof values>, submit = true) {
    const id = await createGrievance({ db, scope: complainantScope, actor: complainant, kind, values: v });
    if (submit)
      await submitGrievance({
        db,
        config,
        scope: complainantScope,
        actor: complainant,
        id,
        version: 1,
        captcha: 'demoData',
      });
    return id;
  }
  const step = async (id: number, action: 'open' | 'reply' | 'close', remarks?: string) => {
    const row = (await findGrievance(db, id))!;
    await stepGrievance({
      db,
      scope: officerScope,
      actor: officer,
      id,
      action,
      version: row.version,
      remarks,
    });
  };

  await file(
    'grievance',
    values(
      demoTenders[0]!.id,
      'Corrigendum not shown on the tender page',
      'The corrigendum mentioned in the newspaper is not on the portal.',
      {
        category: 'tendering',
        subCategory: 'corrigendum',
      },
    ),
    false,
  );
  await file(
    'grievance',
    values(
      demoTenders[1]!.id,
      'EMD deducted twice',
      'The EMD was debited twice from our account for one bid.',
      {
        evidenceFileId: evidence,
      },
    ),
  );
  const opened = await file(
    'grievance',
    values(
      demoTenders[2]!.id,
      'Eligibility criteria unclear',
      'The turnover criterion differs between the NIT and the bidding document.',
      {
        category: 'tendering',
        subCategory: 'eligibility',
      },
    ),
  );
  await step(opened, 'open', 'Under examination by the tender inviting authority');
  await step(opened, 'reply', 'The bidding document prevails; a corrigendum will be issued');
  const closed = await file(
    'grievance',
    values(
      demoTenders[3]!.id,
      'Bid security not returned',
      'Our bid security was not returned after the award.',
    ),
  );
  await step(closed, 'open');
  await step(closed, 'close', 'Bid security refunded to the bidder');
  await file(
    'suggestion',
    values(
      null,
      'Show closing times in IST',
      'Please write IST beside every closing time on the tender pages.',
      {
        category: 'portal',
        subCategory: 'technical',
      },
    ),
  );
  for (const body of [
    {
      name: 'Anjali Sharma',
      email: 'anjali.sharma@example.org',
      designation: 'Engineer',
      organisation: 'Sharma Builders',
      reason: 'suggestion' as const,
      countryCode: '+91',
      mobile: '9854033333',
      comments: 'Please add a filter by district on the tender search.',
    },
    {
      name: 'Rupam Bora',
      email: 'rupam.bora@example.org',
      designation: null,
      organisation: null,
      reason: 'appreciation' as const,
      countryCode: null,
      mobile: null,
      comments: 'The Assamese pages are very helpful.',
    },
  ])
    await saveFeedback({
      db,
      config,
      body: { ...body, captchaId: 'demo', captchaAnswer: 'demo' },
      ip: '127.0.0.1',
      requestId: 'demo-data',
      captcha: 'demoData',
    });
  return 5;
}
