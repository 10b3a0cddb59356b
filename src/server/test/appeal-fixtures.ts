import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppealValuesInput } from '../../common/api/appeals.ts';
import type { RoleCode } from '../../common/roles.ts';
import { orgUnits, roles, tenders, userOrgUnits, userRoles } from '../db/schema/index.ts';
import { createUser, login } from './accounts.ts';
import { buildPdf, documentObjects } from './sample-files.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { uploadFile } from './uploads.ts';

/** An instant on a calendar day in India at hh:mm IST. */
export const istAt = (day: string, hh = 12, mm = 0) =>
  new Date(`${day}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+05:30`);

export type Who = { id: number; cookies: Record<string, string> };

/**
 * Two organisation chains with their tenders and appellate authorities, appellants, and a clock
 * the test sets (docs/decisions/040): the world of the appeal API tests.
 */
export async function appealWorld() {
  let now = istAt('2026-03-01');
  const t: TestApp = await createTestApp(
    { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'spp-appeals-')) },
    { clock: () => now },
  );
  const db = t.database.db;
  const tag = randomBytes(3).toString('hex').toUpperCase().slice(0, 4);
  const unit = async (name: string, level: number, parentId: number | null, code: string) =>
    (
      await db
        .insert(orgUnits)
        .values({ name, level, parentId, shortCode: code })
        .returning({ id: orgUnits.id })
    )[0]!.id;
  const pwd = await unit('Public Works Roads Department', 1, null, `P${tag}`);
  const pwdDivision = await unit('Guwahati Roads Division', 2, pwd, `G${tag}`);
  const health = await unit('Health Department', 1, null, `H${tag}`);

  let n = 0;
  const tender = async (orgUnitId: number | null, valueInr: number | null) => {
    n++;
    const externalId = `${tag}-${n}`;
    const [row] = await db
      .insert(tenders)
      .values({
        uid: `test-${externalId}`,
        source: 'test',
        externalId,
        referenceNo: `PWD/APPEAL/${externalId}`,
        title: `Road repair ${externalId}`,
        organisationChain: 'Public Works Roads Department||Guwahati Roads Division',
        orgUnitId,
        valueInr,
        publishedAt: new Date('2026-01-01T00:00:00Z'),
        contentHash: externalId,
      })
      .returning({ id: tenders.id, uid: tenders.uid });
    return row!;
  };

  async function member(codes: RoleCode[], unitId: number | null): Promise<Who> {
    const user = await createUser(db, { role: codes[0] });
    for (const code of codes.slice(1)) {
      const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
      await db.insert(userRoles).values({ userId: user.id, roleId: role!.id });
    }
    if (unitId) await db.insert(userOrgUnits).values({ userId: user.id, orgUnitId: unitId });
    const { res, cookies } = await login(t, user.loginId);
    expect(res.statusCode, res.body).toBe(200);
    return { id: user.id, cookies };
  }

  const people = {
    appellant: await member(['appeal_user'], null),
    appellant2: await member(['appeal_user'], null),
    // Authorities sit at the top of the chain; the tender is one level down.
    faa: await member(['appellate_authority_1'], pwd),
    saa: await member(['appellate_authority_2'], pwd),
    faaHealth: await member(['appellate_authority_1'], health),
    saaHealth: await member(['appellate_authority_2'], health),
    // The portal admins who keep the appellate authority masters (issue #25 item 1).
    admin: await member(['portal_admin'], null),
    admin2: await member(['portal_admin'], null),
  };

  const get = (url: string, who?: Who) => t.app.inject({ url, cookies: who?.cookies ?? {} });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, who: Who) =>
    t.write({ method, url, payload, cookies: who.cookies });

  const pdf = (text = `Affidavit ${randomBytes(6).toString('hex')}`) =>
    buildPdf({ objects: documentObjects({ text }) });
  async function upload(who: Who, purpose: 'affidavit' | 'pdf' = 'affidavit', bytes: Uint8Array = pdf()) {
    const res = await uploadFile(t, { purpose, filename: 'doc.pdf', bytes, cookies: who.cookies });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }).id;
  }
  /** Complete §3 values with the affidavit and PAN card uploaded by `who`. */
  // One affidavit and one PAN card per appellant serve all their appeals (as a real appellant's
  // would): each upload is judged by the scanner, the heaviest step of these tests.
  const documents = new Map<number, Promise<[number, number]>>();
  async function values(who: Who, decisionDate: string | null, extra: Partial<AppealValuesInput> = {}) {
    if (!documents.has(who.id)) documents.set(who.id, Promise.all([upload(who), upload(who)]));
    const [affidavit, pan] = await documents.get(who.id)!;
    const v: AppealValuesInput = {
      decisionDate,
      appellant: {
        name: 'Hemanta Kalita',
        organisation: 'Kalita Constructions',
        designation: 'Proprietor',
        address: 'Zoo Road, Guwahati 781024',
        email: 'hemanta.kalita@example.org',
        mobile: '9864012345',
      },
      respondent: {
        name: 'Executive Engineer',
        organisation: 'Guwahati Roads Division',
        designation: 'Executive Engineer',
        address: 'Chandmari, Guwahati 781003',
        email: 'ee.roads@example.org',
        mobile: '9435012345',
      },
      representative: {},
      grounds: 'Our technical bid was rejected without the reasons the bidding documents require.',
      prayer: 'Set aside the technical evaluation and evaluate our bid again.',
      affidavit: {
        issueDate: decisionDate ?? '2026-01-15',
        courtName: 'Court of the Chief Judicial Magistrate, Kamrup (Metro)',
        notaryRegistrationNo: 'NOT/1234/2019',
        notaryName: 'Bina Das',
        place: 'Guwahati',
        documentCount: 2,
      },
      documents: [
        { kind: 'affidavit', fileId: affidavit },
        { kind: 'panCard', fileId: pan },
      ],
      ...extra,
    };
    return v;
  }

  return {
    t,
    db,
    units: { pwd, pwdDivision, health },
    tender,
    people,
    get,
    send,
    upload,
    pdf,
    values,
    setNow: (instant: Date) => {
      now = instant;
    },
  };
}

export const messages = (res: { json: () => unknown }) =>
  ((res.json() as { errors?: { path: string; message: string }[] }).errors ?? []).map(
    (e) => `${e.path} ${e.message}`,
  );
