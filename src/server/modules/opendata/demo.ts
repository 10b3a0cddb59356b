import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushItems, searchAlerts, userOrgUnits, users } from '../../db/schema/index.ts';
import { pushBulk } from './push-bulk.ts';
import { pushAward, pushCorrigendum, pushTender } from './push-items.ts';
import { pushNamespace } from './push-xml.ts';

/** The demo XML user with its unit, or undefined when it is missing or has pushed before (once only). */
async function demoPusher(db: Db, loginId: string) {
  const [user] = await db
    .select({ id: users.id, loginId: users.loginId, unit: userOrgUnits.orgUnitId })
    .from(users)
    .innerJoin(userOrgUnits, eq(userOrgUnits.userId, users.id))
    .where(eq(sql`lower(${users.loginId})`, loginId));
  if (!user) return undefined;
  const [done] = await db
    .select({ id: pushItems.id })
    .from(pushItems)
    .where(eq(pushItems.userId, user.id))
    .limit(1);
  return done ? undefined : user;
}

/**
 * Demo pushes (issue #32 item 1; `./portal start` with DEMO=true): the demo REST-type XML user
 * (`xmlrest.demo`, bootstrap.ts) pushes through the real service what a GePNIC instance would:
 * one tender as published, one pushed again as version 2 with a later closing date (a date
 * extension corrigendum saying what changed), one with a pushed award, one cancelled by a
 * pushed corrigendum. Once: nothing is pushed when the user has pushed before.
 */
export async function ensureDemoPushes(db: Db, origin: string): Promise<number> {
  const user = await demoPusher(db, 'xmlrest.demo');
  if (!user) return 0;
  const ctx = {
    client: { userId: user.id, loginId: user.loginId },
    ip: '127.0.0.1',
    requestId: 'demo-push',
    idempotencyKey: undefined,
  };
  const at = (days: number, hour = 11) => {
    const d = new Date(Date.now() + days * 86_400_000);
    return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00+05:30`;
  };
  const base = {
    source: 'eprocure' as const,
    sourcePortal: 'GePNIC Assam (assamtenders.gov.in)',
    orgUnitId: user.unit,
    tenderType: 'Open Tender',
    category: 'Works' as const,
    publishedAt: at(-2, 10),
    bidSubmissionStartAt: at(-2, 10),
  };
  const tenders = [
    {
      ...base,
      tenderId: '2026_DAT_91001_1',
      version: 1,
      referenceNo: 'DAT/WORKS/2026/11',
      title: 'Renovation of the Treasury office building at Dispur, Kamrup Metro',
      closingAt: at(12, 15),
      openingAt: at(13, 15),
      valueInr: 4_850_000,
      emdInr: 97_000,
      feeInr: 2_000,
      location: 'Dispur, Kamrup Metro',
      pincode: '781006',
    },
    {
      ...base,
      tenderId: '2026_DAT_91002_1',
      version: 1,
      referenceNo: 'DAT/WORKS/2026/12',
      title: 'Construction of record room at the District Treasury, Jorhat',
      closingAt: at(6, 15),
      openingAt: at(7, 15),
      valueInr: 2_300_000,
      location: 'Jorhat',
      pincode: '785001',
    },
    {
      ...base,
      tenderId: '2026_DAT_91003_1',
      version: 1,
      referenceNo: 'DAT/SUP/2026/3',
      category: 'Goods' as const,
      title: 'Supply of steel almirahs to sub-treasuries of Nagaon district',
      publishedAt: at(-30, 10),
      bidSubmissionStartAt: at(-30, 10),
      closingAt: at(-15, 15),
      openingAt: at(-14, 15),
      valueInr: 760_000,
      location: 'Nagaon',
    },
    {
      ...base,
      tenderId: '2026_DAT_91004_1',
      version: 1,
      referenceNo: 'DAT/WORKS/2026/14',
      title: 'Boundary wall of the Sub-Treasury, Tezpur',
      closingAt: at(9, 15),
      openingAt: at(10, 15),
      location: 'Tezpur, Sonitpur',
    },
  ];
  for (const t of tenders) await pushTender(db, origin, ctx, t);
  // Version 2 of the second tender: the end moved a week later (shown as a date extension).
  await pushTender(db, origin, ctx, {
    ...tenders[1]!,
    version: 2,
    closingAt: at(13, 15),
    openingAt: at(14, 15),
  });
  await pushAward(db, origin, ctx, {
    source: 'eprocure',
    tenderId: '2026_DAT_91003_1',
    bidderName: 'M/S Lachit Steel Works',
    valueInr: 712_000,
    contractDate: at(-5).slice(0, 10),
    bidsReceived: 4,
  });
  await pushCorrigendum(db, origin, ctx, {
    source: 'eprocure',
    tenderId: '2026_DAT_91004_1',
    corrigendumId: 'CORR-1',
    type: 'cancel',
    details: 'Cancelled: the work is taken up under another scheme.',
    publishedAt: at(-1, 10),
  });
  return tenders.length;
}

/**
 * A demo bulk file (issue #32 item 1): the demo bulk-type XML user (`xmlbulk.demo`) uploads an
 * XML file of three PMGSY road tenders through the bulk service, as a PMGSY instance would.
 * Once: nothing when the user has pushed before. Returns the number of tenders created.
 */
export async function ensureDemoBulkPush(db: Db, origin: string, dataDir: string): Promise<number> {
  const user = await demoPusher(db, 'xmlbulk.demo');
  if (!user) return 0;
  const day = (days: number, hour: number) =>
    `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00+05:30`;
  const roads = [
    [
      'PMGSY_AS_2026_501',
      'Rural road from Kakopathar to Doomdooma, Tinsukia (PMGSY)',
      'Doomdooma, Tinsukia',
      31_200_000,
    ],
    [
      'PMGSY_AS_2026_502',
      'Upgradation of the road from Gohpur to Borgang, Biswanath (PMGSY)',
      'Gohpur, Biswanath',
      18_750_000,
    ],
    [
      'PMGSY_AS_2026_503',
      'Bridge on the Kapili at Jagiroad approach road, Morigaon (PMGSY)',
      'Jagiroad, Morigaon',
      44_900_000,
    ],
  ] as const;
  const items = roads
    .map(
      ([id, title, location, value], i) =>
        `  <tender><source>pmgsy</source><sourcePortal>PMGSY OMMAS Assam</sourcePortal><tenderId>${id}</tenderId><version>1</version><orgUnitId>${user.unit}</orgUnitId><referenceNo>PMGSY/AS/2026/${501 + i}</referenceNo><title>${title}</title><tenderType>Open Tender</tenderType><category>Works</category><publishedAt>${day(-1, 10)}</publishedAt><closingAt>${day(15 + i, 15)}</closingAt><openingAt>${day(16 + i, 15)}</openingAt><valueInr>${value}</valueInr><location>${location}</location></tender>`,
    )
    .join('\n');
  const dir = path.join(dataDir, 'push-uploads');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'demo-bulk.xml');
  await writeFile(
    file,
    `<?xml version="1.0" encoding="UTF-8"?>\n<push xmlns="${pushNamespace}">\n${items}\n</push>\n`,
  );
  try {
    const report = await pushBulk(
      db,
      origin,
      {
        client: { userId: user.id, loginId: user.loginId },
        ip: '127.0.0.1',
        requestId: 'demo-bulk',
        idempotencyKey: undefined,
      },
      'xml',
      file,
    );
    return report.created;
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * A demo e-mail alert (issue #32 item 6, decision 055): a confirmed Assamese alert of
 * "treasury" (the demo pushes' tenders), so the daily digest (07:00 IST) has something to send;
 * its mail is in the development mailbox. Once: nothing when it is there.
 */
export async function ensureDemoAlert(db: Db): Promise<void> {
  const email = 'alerts.demo@example.org';
  const [found] = await db
    .select({ id: searchAlerts.id })
    .from(searchAlerts)
    .where(eq(searchAlerts.email, email))
    .limit(1);
  if (found) return;
  const now = new Date();
  await db.insert(searchAlerts).values({
    email,
    lang: 'as',
    search: 'q=treasury',
    status: 'confirmed',
    confirmExpiresAt: now,
    unsubscribeToken: randomBytes(32).toString('base64url'),
    confirmedAt: now,
    digestFrom: new Date(now.getTime() - 7 * 86_400_000),
  });
}
