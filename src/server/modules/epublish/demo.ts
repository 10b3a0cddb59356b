import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { eq, sql } from 'drizzle-orm';
import {
  type EpublishAction,
  type EpublishValuesInput,
  epublishValuesSchema,
} from '../../../common/api/epublish.ts';
import { epublishAwardValuesSchema } from '../../../common/api/epublish-awards.ts';
import { epublishCorrigendumValuesSchema } from '../../../common/api/epublish-corrigenda.ts';
import type { Db } from '../../db/client.ts';
import { epublishTenders, users } from '../../db/schema/index.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { uploadFile } from '../files/index.ts';
import { actOnAward } from './act-on-award.ts';
import { actOnCorrigendum } from './act-on-corrigendum.ts';
import { actOnTender } from './act-on-tender.ts';
import { ageTender } from './age-tender.ts';
import { findTender } from './queries.ts';
import { createAward } from './save-award.ts';
import { createCorrigendum } from './save-corrigendum.ts';
import { createTender } from './save-tender.ts';
import { type Actor, type ActorScope, actorScope } from './scope.ts';
import { storedValues } from './views.ts';

/**
 * Demo ePublish tenders (issue #11 item 7): with DEMO=true, the demo creator has a tender in
 * each state of spec §4 — a draft, one sent to the publisher, one back with "Modification
 * Required" remarks, one found in order, two published, three with their bids opened (one
 * awarded, one whose award waits for the publisher, one waiting for its award) — made through the same service
 * functions as the screens, so each has its audit trail. Done once: nothing is added when the
 * demo creator already has ePublish tenders.
 */

/** A small, valid one-page PDF saying what it is (the demo NIT). */
export function demoPdf(title: string): Buffer {
  const text = `BT /F1 14 Tf 60 760 Td (${title.replace(/[()\\]/g, ' ')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** An instant `days` from today at hh:mm IST. */
function ist(days: number, hh: number, mm = 0): string {
  const now = new Date(Date.now() + 330 * 60_000);
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hh, mm) - 330 * 60_000,
  ).toISOString();
}

const samples: {
  title: string;
  ref: string;
  category: string;
  value: number;
  steps: EpublishAction[];
  remarks?: string;
  aged?: boolean;
}[] = [
  {
    title: 'Construction of RCC culvert on Sonapur-Digaru road',
    ref: 'PWRD/KAM/CUL/12/2026-27',
    category: 'WORKS',
    value: 4850000,
    steps: [],
  },
  {
    title: 'Supply of laboratory reagents to Gauhati Medical College Hospital',
    ref: 'GMCH/PROC/REA/44/2026-27',
    category: 'GOODS',
    value: 2275000,
    steps: ['send'],
  },
  {
    title: 'Repair of flood damaged embankment at Dhemaji',
    ref: 'WRD/DHE/EMB/07/2026-27',
    category: 'WORKS',
    value: 18900000,
    steps: ['send', 'return'],
    remarks: 'Attach the estimate approved by the Superintending Engineer and correct the EMD to 2%.',
  },
  {
    title: 'Annual maintenance of computers in the Finance Department',
    ref: 'FIN/IT/AMC/03/2026-27',
    category: 'SERVICES',
    value: 960000,
    steps: ['send', 'approve'],
  },
  {
    title: 'Improvement of Jorhat town drainage, phase II',
    ref: 'UDD/JOR/DRN/21/2026-27',
    category: 'WORKS',
    value: 36500000,
    steps: ['send', 'publish'],
  },
  {
    title: 'Supply of school desks and benches for Kamrup (Metro) district',
    ref: 'SED/KMM/FUR/09/2026-27',
    category: 'GOODS',
    value: 7420000,
    steps: ['send', 'approve', 'publish'],
  },
  // Published a month ago, bids opened: ready for an award of contract.
  {
    title: 'Construction of community hall at Tezpur',
    ref: 'PND/SON/CH/02/2026-27',
    category: 'WORKS',
    value: 8800000,
    steps: ['send', 'publish'],
    aged: true,
  },
  {
    title: 'Supply of solar street lights for Nagaon municipal board',
    ref: 'UDD/NGN/SSL/05/2026-27',
    category: 'GOODS',
    value: 5260000,
    steps: ['send', 'publish'],
    aged: true,
  },
  // Opened and not awarded yet: the award of contract a creator makes next (spec §7
  // checkAocAllowed; the Assamese award journey makes it, decision 027).
  {
    title: 'Construction of boundary wall at Sivasagar district library',
    ref: 'SED/SIV/LIB/11/2026-27',
    category: 'WORKS',
    value: 3150000,
    steps: ['send', 'publish'],
    aged: true,
  },
];

async function userId(db: Db, loginId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId));
  return row?.id;
}

export async function ensureDemoEpublishTenders(options: { db: Db; store: FileStore }): Promise<number> {
  const { db, store } = options;
  const creatorId = await userId(db, 'creator.demo');
  const publisherId = await userId(db, 'publisher.demo');
  if (creatorId === undefined || publisherId === undefined) return 0;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(epublishTenders)
    .where(eq(epublishTenders.createdBy, creatorId));
  if (Number(count?.n ?? 0) > 0) return 0;
  const creator = { userId: creatorId, ip: '127.0.0.1', requestId: 'demo-data' };
  const publisher = { userId: publisherId, ip: '127.0.0.1', requestId: 'demo-data' };
  const creatorScope = await actorScope(db, creatorId);
  const publisherScope = await actorScope(db, publisherId);

  const published: { id: number; aged: boolean }[] = [];
  for (const [i, sample] of samples.entries()) {
    const bytes = demoPdf(`Notice Inviting Tender: ${sample.ref}`);
    const nit = await uploadFile({
      db,
      store,
      purpose: 'tender-document',
      part: {
        file: Object.assign(Readable.from([bytes]), { truncated: false }),
        filename: 'NIT.pdf',
      } as unknown as MultipartFile,
      uploader: creator,
    });
    const complete: EpublishValuesInput = {
      tenderReferenceNumber: sample.ref,
      tenderTitle: sample.title,
      workDescription: `${sample.title}, as per the notice inviting tender and the drawings attached.`,
      tenderType: 'OPEN',
      tenderCategory: sample.category,
      formOfContract: sample.category === 'WORKS' ? 'ITEM_RATE' : 'SUPPLY',
      productCategory:
        sample.category === 'WORKS' ? 'Civil Works' : sample.category === 'GOODS' ? 'Goods' : 'Services',
      currency: 'INR',
      location: 'Guwahati',
      pincode: '781006',
      estimatedValue: sample.value,
      showTenderValue: true,
      tenderFee: i % 2 === 0 ? 0 : 1000,
      emdAmount: Math.round(sample.value * 0.02),
      payableTo: 'Executive Engineer',
      payableAt: 'Guwahati',
      publishedDate: ist(-2, 10),
      documentDownloadStart: ist(-2, 10),
      documentDownloadEnd: ist(14 + i, 17),
      bidSubmissionStart: ist(-1, 10),
      bidSubmissionEnd: ist(14 + i, 17),
      bidOpeningDate: ist(15 + i, 11),
      bidOpeningPlace: 'Office of the inviting authority, Dispur',
      invitingAuthority: 'Executive Engineer',
      invitingAuthorityAddress: 'Dispur, Guwahati 781006',
      bidValidityDays: 120,
      completionPeriodDays: 180,
      numberOfCovers: 2,
      covers: [
        {
          kind: 'technical',
          documents: [{ name: 'Technical bid and eligibility documents', type: 'pdf', sizeMb: 10 }],
        },
        { kind: 'financial', documents: [{ name: 'Bill of quantities', type: 'xlsx', sizeMb: 5 }] },
      ],
      nitDocument: { fileId: nit.id, title: 'Notice inviting tender' },
    };
    // The draft is still being written: only its first fields.
    const values = epublishValuesSchema.parse(
      sample.steps.length === 0
        ? {
            tenderReferenceNumber: sample.ref,
            tenderTitle: sample.title,
            tenderCategory: sample.category,
            nitDocument: complete.nitDocument,
          }
        : complete,
    );
    const id = await createTender({ db, scope: creatorScope, actor: creator, values });
    let version = 1;
    for (const action of sample.steps) {
      const byCreator = action === 'send';
      await actOnTender({
        db,
        scope: byCreator ? creatorScope : publisherScope,
        actor: byCreator ? creator : publisher,
        id,
        action,
        version,
        remarks: action === 'return' ? sample.remarks : undefined,
      });
      version++;
    }
    if (sample.aged) await ageTender(db, id, 30);
    if (sample.steps.includes('publish')) published.push({ id, aged: sample.aged === true });
  }
  await demoCorrigendaAndAwards({ db, store, creator, publisher, creatorScope, publisherScope, published });
  return samples.length;
}

/**
 * Corrigenda and awards in their states: a published date extension and a sent amendment on
 * the two open tenders; a published award and one waiting for the publisher on the two opened.
 */
async function demoCorrigendaAndAwards(options: {
  db: Db;
  store: FileStore;
  creator: Actor;
  publisher: Actor;
  creatorScope: ActorScope;
  publisherScope: ActorScope;
  published: { id: number; aged: boolean }[];
}) {
  const { db, store, creator, publisher, creatorScope, publisherScope } = options;
  const stepThrough = async (
    act: typeof actOnCorrigendum | typeof actOnAward,
    id: number,
    steps: EpublishAction[],
  ) => {
    let version = 1;
    for (const action of steps) {
      const byCreator = action === 'send';
      await act({
        db,
        scope: byCreator ? creatorScope : publisherScope,
        actor: byCreator ? creator : publisher,
        id,
        action,
        version,
      });
      version++;
    }
  };
  const [open1, open2] = options.published.filter((p) => !p.aged);
  // The third opened tender keeps no award: it is the one an award is made for next.
  const [opened1, opened2] = options.published.filter((p) => p.aged);
  const tenderValues = async (id: number) => storedValues((await findTender(db, id))!.values);

  const extension = await createCorrigendum({
    db,
    scope: creatorScope,
    actor: creator,
    tenderId: open1!.id,
    values: epublishCorrigendumValuesSchema.parse({
      type: 'date-extension',
      details: 'Bid submission extended by seven days on request of bidders.',
      changes: {
        bidSubmissionEnd: later((await tenderValues(open1!.id)).bidSubmissionEnd!, 7),
        documentDownloadEnd: later((await tenderValues(open1!.id)).documentDownloadEnd!, 7),
        bidOpeningDate: later((await tenderValues(open1!.id)).bidOpeningDate!, 7),
      },
    }),
  });
  await stepThrough(actOnCorrigendum, extension, ['send', 'publish']);
  const amendment = await createCorrigendum({
    db,
    scope: creatorScope,
    actor: creator,
    tenderId: open2!.id,
    values: epublishCorrigendumValuesSchema.parse({
      type: 'amendment',
      details: 'EMD revised to two per cent of the estimated value.',
      changes: { emdAmount: 148400 },
    }),
  });
  await stepThrough(actOnCorrigendum, amendment, ['send']);

  for (const [tender, steps] of [
    [opened1!, ['send', 'approve', 'publish']],
    [opened2!, ['send']],
  ] as const) {
    const letter = await uploadFile({
      db,
      store,
      purpose: 'tender-document',
      part: {
        file: Object.assign(Readable.from([demoPdf('Award of contract')]), { truncated: false }),
        filename: 'AoC.pdf',
      } as unknown as MultipartFile,
      uploader: creator,
    });
    const values = await tenderValues(tender.id);
    const award = await createAward({
      db,
      scope: creatorScope,
      actor: creator,
      tenderId: tender.id,
      values: epublishAwardValuesSchema.parse({
        bidsReceived: 3,
        bidsAccepted: 2,
        bidderLoginId: 'DEMO-BIDDER-01',
        bidderName: 'Hemanta Bora',
        bidderAddress: 'Ulubari, Guwahati 781007',
        companyName: 'Luit Engineering Works',
        currency: 'INR',
        awardedValue: values.estimatedValue,
        contractValue: values.estimatedValue,
        contractNumber: `${values.tenderReferenceNumber}/AGR`,
        contractDate: new Date().toISOString().slice(0, 10),
        completionPeriodDays: 180,
        parties: [
          { name: 'Luit Engineering Works', qualified: true },
          { name: 'Barak Builders', qualified: true },
          { name: 'Dikhow Traders', qualified: false, reason: 'Tender fee not paid' },
        ],
        aocDocument: { fileId: letter.id, title: 'Award of contract letter' },
      }),
    });
    await stepThrough(actOnAward, award, [...steps]);
  }
}

const later = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString();
