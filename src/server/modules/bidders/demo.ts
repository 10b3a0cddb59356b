import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { eq, sql } from 'drizzle-orm';
import type { RegisterKind } from '../../../common/api/bidders.ts';
import type { Db } from '../../db/client.ts';
import { bidderRegisterVersions, users } from '../../db/schema/index.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { uploadFile } from '../files/index.ts';
import { uploadRegister } from './upload.ts';

const firm = (
  registrationNo: string,
  name: string,
  type: string,
  klass: string,
  category: string,
  issueDate: string,
  validUpto: string,
  status = 'active',
) => ({ registrationNo, name, type, class: klass, category, issueDate, validUpto, status });

const registeredV1 = [
  firm(
    'PWD/REG/2024/0012',
    'M/s Brahmaputra Infra Builders',
    'Private Limited Company',
    'Class I',
    'Civil Works',
    '2024-04-01',
    '2029-03-31',
  ),
  firm(
    'PWD/REG/2023/0108',
    'Kalita Constructions',
    'Proprietorship',
    'Class II',
    'Roads and Bridges',
    '2023-07-15',
    '2028-07-14',
  ),
  firm(
    'PWD/REG/2022/0311',
    'Barak Valley Engineering Works',
    'Partnership Firm',
    'Class I',
    'Buildings',
    '2022-01-10',
    '2027-01-09',
  ),
  firm(
    'PWD/REG/2021/0044',
    'M/s. Luit Valley Traders',
    'Partnership Firm',
    'Class III',
    'Supply of Materials',
    '2021-06-01',
    '2026-05-31',
    'inactive',
  ),
  firm(
    'PWD/REG/2024/0201',
    'Kamrup Electricals',
    'Proprietorship',
    'Class II',
    'Electrical Works',
    '2024-09-01',
    '2029-08-31',
  ),
  firm(
    'PWD/REG/2025/0007',
    'Dibrugarh Tea Estate Roads Ltd',
    'Public Limited Company',
    'Class I',
    'Roads and Bridges',
    '2025-02-01',
    '2030-01-31',
  ),
];
/** The second version: Barak Valley removed, Kalita raised to Class I, Jorhat added. */
const registeredV2 = [
  ...registeredV1
    .filter((f) => f.registrationNo !== 'PWD/REG/2022/0311')
    .map((f) => (f.registrationNo === 'PWD/REG/2023/0108' ? { ...f, class: 'Class I' } : f)),
  firm(
    'PWD/REG/2026/0019',
    'Jorhat Water Solutions',
    'Private Limited Company',
    'Class II',
    'Water Supply',
    '2026-01-05',
    '2031-01-04',
  ),
];

const debarment = (
  registrationNo: string,
  name: string,
  type: string,
  debarredFrom: string,
  debarredTo: string | null,
  reason: string,
  status = 'active',
) => ({ registrationNo, name, type, debarredFrom, debarredTo, reason, status });

const debarredV1 = [
  debarment(
    'PWD/REG/2021/0044',
    'M/s. Luit Valley Traders',
    'Partnership Firm',
    '2026-01-01',
    '2027-12-31',
    'Forged experience certificate submitted in tender PWD/RD/2025/117.',
  ),
  debarment(
    'HLT/REG/2019/0090',
    'Sunrise Medical Supplies',
    'Proprietorship',
    '2025-03-01',
    '2026-02-28',
    'Supplied substandard drugs under contract HLT/DRUGS/2024/05.',
  ),
  debarment(
    'PWD/REG/2020/0150',
    'Northeast Road Carriers',
    'Partnership Firm',
    '2025-06-01',
    null,
    'Abandoned the work of contract PWD/RD/2024/033 without notice.',
  ),
  debarment(
    'PHE/REG/2022/0008',
    'Manas Pipes and Fittings',
    'Private Limited Company',
    '2026-04-01',
    '2028-03-31',
    'Collusive bidding found by the tender committee.',
  ),
];
/** The second version: Sunrise removed (its term ended), Manas's end extended, one firm added. */
const debarredV2 = [
  debarredV1[0]!,
  debarredV1[2]!,
  {
    ...debarredV1[3]!,
    debarredTo: '2029-03-31',
    reason: 'Collusive bidding found by the tender committee; term extended on review.',
  },
  debarment(
    'PWD/REG/2023/0231',
    'Golaghat Builders & Co.',
    'Partnership Firm',
    '2026-09-01',
    '2027-08-31',
    'Refused to sign the contract after the award.',
  ),
];

/**
 * Demo registers (issue #28 item 6): with DEMO=true the demo administrator's unit has two
 * versions of each register, so the lists, the debarment search and both corrigendum lists have
 * something to show (added, removed and changed rows), and the second debarred version keeps one
 * bad row to show the line-numbered report. Made through the same upload path as a real upload.
 * Done once.
 */
export async function ensureDemoBidderRegisters(options: { db: Db; store: FileStore }): Promise<number> {
  const { db, store } = options;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.loginId, 'admin.demo'));
  if (!admin) return 0;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bidderRegisterVersions)
    .where(eq(bidderRegisterVersions.uploadedBy, admin.id));
  if (Number(existing?.n ?? 0) > 0) return 0;
  const actor = { userId: admin.id, ip: '127.0.0.1', requestId: 'demo-data' };
  let made = 0;
  const upload = async (kind: RegisterKind, rows: unknown[], replaces: number | null) => {
    const text = `${JSON.stringify({ rows }, null, 2)}\n`;
    const file = await uploadFile({
      db,
      store,
      purpose: 'bidder-register',
      part: {
        file: Object.assign(Readable.from([Buffer.from(text)]), { truncated: false }),
        filename: `${kind}-bidders-v${(replaces ?? 0) + 1}.json`,
      } as unknown as MultipartFile,
      uploader: actor,
    });
    await uploadRegister({
      db,
      store,
      actor,
      kind,
      body: { file: { fileId: file.id, title: file.name }, replaces },
    });
    made++;
  };
  await upload('registered', registeredV1, null);
  await upload('registered', registeredV2, 1);
  await upload('debarred', debarredV1, null);
  await upload(
    'debarred',
    [...debarredV2, { registrationNo: 'PWD/REG/2024/0999', name: 'Incomplete Row Enterprises' }],
    1,
  );
  return made;
}
