import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createMasterEntry } from '../masters/index.ts';
import { createAuthority } from './authorities.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Demo appellate authorities (issue #25 items 1 and 6): the ministry and department masters and
 * a level I and a level II authority for the chain of faa.demo and saa.demo, made through the
 * service the API uses (audited), so that the masters' lists are filled and the demo appeals
 * name who hears them. Done once (nothing is made when any authority exists).
 */
export async function ensureDemoAuthorities(db: Db, adminId: number, unitIds: number[]): Promise<number> {
  const [existing] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from appellate_authorities`),
  );
  if (Number(existing?.n ?? 0) > 0 || unitIds.length === 0) return 0;
  const actor = { userId: adminId, ip: '127.0.0.1', requestId: 'demo-data' };
  const master = async (
    kind: 'appellate_ministry' | 'appellate_department',
    nameEn: string,
    nameAs: string,
  ) => {
    const [found] = rowsOf<{ code: string }>(
      await db.execute(
        sql`select code from master_entries where kind = ${kind} and lower(name_en) = lower(${nameEn})`,
      ),
    );
    if (found) return found.code;
    return (await createMasterEntry({ db, kind, input: { nameEn, nameAs, description: null }, actor })).code;
  };
  const government = await master('appellate_ministry', 'Government of Assam', 'অসম চৰকাৰ');
  await master('appellate_ministry', 'Ministry of Rural Development', 'গ্ৰামোন্নয়ন মন্ত্ৰালয়');
  const finance = await master('appellate_department', 'Finance Department', 'বিত্ত বিভাগ');
  const works = await master('appellate_department', 'Public Works Roads Department', 'ৰাজহুৱা পথ নিৰ্মাণ বিভাগ');
  await createAuthority(
    db,
    {
      level: 1,
      name: 'Bhaskar Jyoti Sarma',
      designation: 'Chief Engineer (Designated Appellate Officer)',
      ministryCode: government,
      departmentCode: works,
      email: 'first.appellate@example.org',
      mobile: '9435000101',
      address: 'Chandmari, Guwahati 781003',
      orgUnitIds: unitIds,
    },
    actor,
  );
  await createAuthority(
    db,
    {
      level: 2,
      name: 'Ritu Bora Choudhury',
      designation: 'Commissioner and Secretary (Second Appellate Authority)',
      ministryCode: government,
      departmentCode: finance,
      email: 'second.appellate@example.org',
      mobile: '9435000202',
      address: 'Janata Bhawan, Dispur, Guwahati 781006',
      orgUnitIds: unitIds,
    },
    actor,
  );
  return 2;
}
