import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { GrievanceValuesInput } from '../../common/api/grievances.ts';
import type { RoleCode } from '../../common/roles.ts';
import { orgUnits, tenders, userOrgUnits } from '../db/schema/index.ts';
import { createUser, login } from './accounts.ts';
import { buildPdf, documentObjects } from './sample-files.ts';
import { createTestApp, type TestApp, testCaptchaAnswer } from './test-app.ts';
import { uploadFile } from './uploads.ts';

export type Who = { id: number; cookies: Record<string, string> };

/**
 * Two organisation chains with a tender each, their nodal officers (the chains' grievance
 * officers, decision 041), a portal admin and complainants: the world of the grievance API tests.
 */
export async function grievanceWorld() {
  const t: TestApp = await createTestApp({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'spp-grievances-')) });
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
  const tender = async (orgUnitId: number | null) => {
    n++;
    const externalId = `${tag}-${n}`;
    const [row] = await db
      .insert(tenders)
      .values({
        uid: `test-g-${externalId}`,
        source: 'test',
        externalId,
        referenceNo: `PWD/GRV/${externalId}`,
        title: `Bridge repair ${externalId}`,
        organisationChain: 'Public Works Roads Department||Guwahati Roads Division',
        orgUnitId,
        publishedAt: new Date('2026-01-01T00:00:00Z'),
        contentHash: `g-${externalId}`,
      })
      .returning({ id: tenders.id, uid: tenders.uid, referenceNo: tenders.referenceNo });
    return row!;
  };

  async function member(role: RoleCode, unitId: number | null): Promise<Who> {
    const user = await createUser(db, {
      role,
      category: role === 'grievance_user' ? 'grievance' : 'department',
    });
    if (unitId) await db.insert(userOrgUnits).values({ userId: user.id, orgUnitId: unitId });
    const { res, cookies } = await login(t, user.loginId);
    expect(res.statusCode, res.body).toBe(200);
    return { id: user.id, cookies };
  }

  const people = {
    complainant: await member('grievance_user', null),
    complainant2: await member('grievance_user', null),
    bidder: await member('bidder', null),
    officer: await member('nodal_officer', pwd),
    officerHealth: await member('nodal_officer', health),
    admin: await member('portal_admin', null),
    creator: await member('creator', pwd),
  };

  const get = (url: string, who?: Who) => t.app.inject({ url, cookies: who?.cookies ?? {} });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, who?: Who) =>
    t.write({ method, url, payload, cookies: who?.cookies ?? {} });

  const pdf = (text = `Evidence ${randomBytes(6).toString('hex')}`) =>
    buildPdf({ objects: documentObjects({ text }) });
  const uploadRaw = (
    who: Who,
    bytes: Uint8Array,
    purpose: 'grievance-evidence' | 'pdf' = 'grievance-evidence',
  ) => uploadFile(t, { purpose, filename: 'evidence.pdf', bytes, cookies: who.cookies });
  async function upload(who: Who, purpose: 'grievance-evidence' | 'pdf' = 'grievance-evidence') {
    const res = await uploadRaw(who, pdf(), purpose);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }).id;
  }

  /** Complete §3 values, with the tender and evidence when given. */
  const values = (extra: Partial<GrievanceValuesInput> = {}): GrievanceValuesInput => ({
    userType: 'bidder',
    complainantName: 'Hemanta Kalita',
    companyName: 'Kalita Constructions',
    gender: 'male',
    title: 'Bid security not returned',
    address: 'Zoo Road, Guwahati',
    state: 'Assam',
    city: 'Kamrup Metropolitan',
    postalCode: '781024',
    email: 'hemanta.kalita@example.org',
    countryCode: '+91',
    mobile: '9864012345',
    category: 'payment',
    subCategory: 'emd',
    msmeUan: 'UDYAM-AS-03-0012345',
    tenderId: null,
    complaint: 'The bid security of our unsuccessful bid has not been returned three months after the award.',
    evidenceFileId: null,
    ...extra,
  });

  const captcha = { captchaId: 'none', captchaAnswer: testCaptchaAnswer };

  return {
    t,
    db,
    units: { pwd, pwdDivision, health },
    tender,
    people,
    get,
    send,
    upload,
    uploadRaw,
    pdf,
    values,
    captcha,
  };
}

export const messages = (res: { json: () => unknown }) =>
  ((res.json() as { errors?: { path: string; message: string }[] }).errors ?? []).map(
    (e) => `${e.path} ${e.message}`,
  );
