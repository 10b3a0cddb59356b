import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type AppealValuesInput, appealValuesSchema } from '../../../common/api/appeals.ts';
import { istDay } from '../../../common/appeals/deadlines.ts';
import type { Db } from '../../db/client.ts';
import { appeals, tenders, users } from '../../db/schema/index.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { demoPdf } from '../epublish/index.ts';
import { uploadFile } from '../files/index.ts';
import { decideAppeal, disposeAppeal, scheduleHearing } from './decide.ts';
import { ensureDemoAuthorities } from './demo-authorities.ts';
import { createAppeal, submitAppeal } from './file-appeal.ts';
import { findAppeal } from './queries.ts';
import { appealScope, byId, expireOverdue } from './rules.ts';

const dayMs = 86_400_000;

async function userId(db: Db, loginId: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId));
  return row?.id;
}

/**
 * Demo appeals (issue #25 item 6): with DEMO=true, appeal.demo has an appeal in each state of
 * §4 — a draft, one before the level I authority, one admitted with a hearing fixed, one
 * rejected and appealed again (before the level II authority), one disposed with its verdict and
 * disposal report, one whose authority's thirty days ran out (expired), and a level II appeal
 * disposed — on the demo tenders of the chain faa.demo and saa.demo sit in, made through the
 * service functions the API uses (with the clock set back where a step happened days ago), so
 * each has its audit trail and the lists of all three users are filled. Done once.
 */
export async function ensureDemoAppeals(options: { db: Db; store: FileStore }): Promise<number> {
  const { db, store } = options;
  const [appellantId, faaId, saaId] = await Promise.all([
    userId(db, 'appeal.demo'),
    userId(db, 'faa.demo'),
    userId(db, 'saa.demo'),
  ]);
  if (!appellantId || !faaId || !saaId) return 0;
  // Who hears them (issue #25 item 1): the authorities of faa.demo's chain, named first so the
  // demo appeals record them.
  const adminId = await userId(db, 'admin.demo');
  const ownUnits = (
    (await db.execute(sql`select org_unit_id from user_org_units where user_id = ${faaId}`)) as unknown as {
      rows: { org_unit_id: number }[];
    }
  ).rows.map((r) => Number(r.org_unit_id));
  if (adminId) await ensureDemoAuthorities(db, adminId, ownUnits);
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appeals)
    .where(eq(appeals.createdBy, appellantId));
  if (Number(existing?.n ?? 0) > 0) return 0;
  const faaScope = await appealScope(db, faaId);
  const saaScope = await appealScope(db, saaId);
  const appellantScope = await appealScope(db, appellantId);
  if (faaScope.unitIds.length === 0) return 0;
  const demoTenders = await db
    .select({ id: tenders.id, referenceNo: tenders.referenceNo })
    .from(tenders)
    .where(and(inArray(tenders.orgUnitId, faaScope.unitIds), sql`${tenders.publishedAt} <= now()`))
    .orderBy(tenders.id)
    .limit(5);
  if (demoTenders.length < 5) return 0;

  const actorOf = (id: number) => ({ userId: id, ip: '127.0.0.1', requestId: 'demo-data' });
  const appellant = actorOf(appellantId);
  const at = (daysAgo: number) => () => new Date(Date.now() - daysAgo * dayMs);
  const upload = async (uploader: number, purpose: 'affidavit' | 'pdf', title: string) =>
    (
      await uploadFile({
        db,
        store,
        purpose,
        part: {
          file: Object.assign(Readable.from([demoPdf(title)]), { truncated: false }),
          filename: `${title.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`,
        } as unknown as MultipartFile,
        uploader: actorOf(uploader),
      })
    ).id;

  async function values(decisionDate: string | null, grounds: string): Promise<AppealValuesInput> {
    const affidavit = await upload(appellantId!, 'affidavit', 'Affidavit sworn before the notary');
    const pan = await upload(appellantId!, 'affidavit', 'PAN card of the appellant');
    return {
      decisionDate,
      appellant: {
        name: 'Appeal User',
        organisation: 'Brahmaputra Infra Works',
        designation: 'Partner',
        address: 'GS Road, Guwahati 781005',
        email: 'appeal.demo@example.org',
        mobile: '9864000001',
      },
      respondent: {
        name: 'Executive Engineer',
        organisation: 'Directorate of Accounts and Treasuries',
        designation: 'Tender Inviting Authority',
        address: 'Dispur, Guwahati 781006',
        email: 'tenders.dat@example.org',
        mobile: null,
      },
      representative: {},
      grounds,
      prayer: 'Set aside the decision and direct a fresh evaluation under the bidding documents.',
      affidavit: {
        issueDate: decisionDate ?? istDay(new Date()),
        courtName: 'Court of the Chief Judicial Magistrate, Kamrup (Metro)',
        notaryRegistrationNo: 'NOT/4521/2018',
        notaryName: 'Anjali Baruah',
        place: 'Guwahati',
        documentCount: 2,
      },
      documents: [
        { kind: 'affidavit', fileId: affidavit },
        { kind: 'panCard', fileId: pan },
      ],
    };
  }

  /** A level I appeal on the tender, filed `daysAgo` days ago on a decision the day before. */
  async function fileFirst(tenderId: number, daysAgo: number, grounds: string, submit = true) {
    const clock = at(daysAgo);
    const id = await createAppeal({
      db,
      clock,
      scope: appellantScope,
      actor: appellant,
      body: {
        level: 1,
        tenderId,
        values: appealValuesSchema.parse(await values(istDay(at(daysAgo + 1)()), grounds)),
      },
    });
    if (submit) await submitAppeal({ db, clock, scope: appellantScope, actor: appellant, id, version: 1 });
    return id;
  }
  const version = async (id: number) => (await findAppeal(db, id))!.version;

  // Five tenders; the closed appeals share them with open ones (one open appeal per tender and
  // appellant), so an expired one is made before the open one on its tender.
  const [t1, t2, t3, t4, t5] = demoTenders.map((t) => t.id);
  const t6 = t2!;
  const t7 = t5!;
  // Expired: the authority's thirty days ran out undecided.
  const expired = await fileFirst(
    t6,
    40,
    'The corrigendum extending the closing date was published after the original closing.',
  );
  await expireOverdue(db, () => new Date(), appellant, byId(expired));
  // Draft: not filed yet.
  await fileFirst(
    t1!,
    1,
    'The bid security of the lowest bidder was accepted in a form the bidding documents do not allow.',
    false,
  );
  // Active, before the level I authority.
  await fileFirst(
    t2!,
    3,
    'Our bid was declared non-responsive for a document that the bidding documents did not ask for.',
  );
  // Approved, hearing fixed.
  const heard = await fileFirst(
    t3!,
    8,
    'The technical evaluation applied a criterion that was not in the notice inviting tender.',
  );
  await decideAppeal({
    db,
    clock: at(6),
    scope: faaScope,
    actor: actorOf(faaId),
    id: heard,
    action: 'approve',
    version: await version(heard),
  });
  await scheduleHearing({
    db,
    clock: at(5),
    scope: faaScope,
    actor: actorOf(faaId),
    id: heard,
    version: await version(heard),
    hearingAt: new Date(Date.now() + 7 * dayMs).toISOString(),
    place: 'Dispur, Guwahati',
    venue: 'Conference Hall, Directorate of Accounts and Treasuries',
  });
  // Rejected at level I, then a second appeal before the level II authority.
  const rejected = await fileFirst(t4!, 12, 'The bid opening was held without notice to the bidders.');
  await decideAppeal({
    db,
    clock: at(6),
    scope: faaScope,
    actor: actorOf(faaId),
    id: rejected,
    action: 'reject',
    version: await version(rejected),
    remarks: 'The bid opening was notified on the portal as the bidding documents provide.',
  });
  const second = await createAppeal({
    db,
    clock: at(4),
    scope: appellantScope,
    actor: appellant,
    body: {
      level: 2,
      firstAppealId: rejected,
      values: appealValuesSchema.parse(
        await values(null, 'The first appellate authority did not consider the notice we produced.'),
      ),
    },
  });
  await submitAppeal({ db, clock: at(4), scope: appellantScope, actor: appellant, id: second, version: 1 });
  // Disposed at level I, with its verdict and disposal report.
  const disposed = await fileFirst(
    t5!,
    25,
    'The contract was awarded above the estimate without the reasons the Act requires.',
  );
  await decideAppeal({
    db,
    clock: at(22),
    scope: faaScope,
    actor: actorOf(faaId),
    id: disposed,
    action: 'approve',
    version: await version(disposed),
  });
  await disposeAppeal({
    db,
    clock: at(10),
    scope: faaScope,
    actor: actorOf(faaId),
    id: disposed,
    version: await version(disposed),
    verdict: 'partlyAllowed',
    disposalReportFileId: await upload(faaId, 'pdf', 'Disposal report of the first appellate authority'),
    remarks: 'The award stands; the procuring entity records its reasons and publishes them.',
  });
  // Disposed at level II.
  {
    const first = await fileFirst(
      t7,
      30,
      'The pre-qualification criteria were changed after the bids were opened.',
    );
    await decideAppeal({
      db,
      clock: at(27),
      scope: faaScope,
      actor: actorOf(faaId),
      id: first,
      action: 'reject',
      version: await version(first),
      remarks: 'No change of criteria is shown.',
    });
    const level2 = await createAppeal({
      db,
      clock: at(20),
      scope: appellantScope,
      actor: appellant,
      body: {
        level: 2,
        firstAppealId: first,
        values: appealValuesSchema.parse(
          await values(null, 'The corrigendum of the criteria is on record; the first order overlooked it.'),
        ),
      },
    });
    await submitAppeal({
      db,
      clock: at(20),
      scope: appellantScope,
      actor: appellant,
      id: level2,
      version: 1,
    });
    await decideAppeal({
      db,
      clock: at(15),
      scope: saaScope,
      actor: actorOf(saaId),
      id: level2,
      action: 'approve',
      version: await version(level2),
    });
    await disposeAppeal({
      db,
      clock: at(5),
      scope: saaScope,
      actor: actorOf(saaId),
      id: level2,
      version: await version(level2),
      verdict: 'allowed',
      disposalReportFileId: await upload(saaId, 'pdf', 'Disposal report of the second appellate authority'),
      remarks: 'The evaluation is set aside; the bids are to be evaluated again on the published criteria.',
    });
  }
  const [made] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appeals)
    .where(eq(appeals.createdBy, appellantId));
  return Number(made?.n ?? 0);
}
