import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type EpublishValuesInput, epublishTenderSchema } from '../../common/api/epublish.ts';
import type { RoleCode } from '../../common/roles.ts';
import { orgUnits, roles, userOrgUnits, userRoles } from '../db/schema/index.ts';
import { createUser, login } from './accounts.ts';
import { buildPdf, documentObjects } from './sample-files.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { uploadFile } from './uploads.ts';

/**
 * The world of the ePublish API tests (issue #11): a department with a unit below it and an
 * unrelated one; creators and publishers placed in them; a complete tender's values; and the
 * calls the screens make. Shared by the tender, corrigendum and award tests.
 */

/** An instant `days` from today at hh:mm IST, as the form sends it. */
export function ist(days: number, hh: number, mm = 0): string {
  const now = new Date(Date.now() + 330 * 60_000);
  const utc =
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hh, mm) - 330 * 60_000;
  return new Date(utc).toISOString();
}

/** A real one-page PDF, different each time (the files module opens every PDF it keeps: decision 033). */
export const pdf = () =>
  buildPdf({ objects: documentObjects({ text: `Notice ${randomBytes(6).toString('hex')}` }) });

export type Who = { id: number; cookies: Record<string, string> };

export async function epublishWorld() {
  const t: TestApp = await createTestApp({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'spp-epublish-')) });
  const db = t.database.db;
  const [top] = await db
    .insert(orgUnits)
    .values({ name: 'Public Works Roads Department', level: 1, parentId: null, shortCode: 'PWRD' })
    .returning({ id: orgUnits.id });
  const [unit] = await db
    .insert(orgUnits)
    .values({ name: 'Chief Engineer PWD Roads', level: 2, parentId: top!.id, shortCode: 'CEPWD' })
    .returning({ id: orgUnits.id });
  const [other] = await db
    .insert(orgUnits)
    .values({ name: 'Health Department', level: 1, parentId: null, shortCode: 'HLTH' })
    .returning({ id: orgUnits.id });

  async function member(codes: RoleCode[], unitId: number): Promise<Who> {
    const user = await createUser(db, { role: codes[0] });
    for (const code of codes.slice(1)) {
      const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
      await db.insert(userRoles).values({ userId: user.id, roleId: role!.id });
    }
    await db.insert(userOrgUnits).values({ userId: user.id, orgUnitId: unitId });
    const { res, cookies } = await login(t, user.loginId);
    expect(res.statusCode, res.body).toBe(200);
    return { id: user.id, cookies };
  }

  const people = {
    creator: await member(['creator'], unit!.id),
    creator2: await member(['creator'], unit!.id),
    // Publishers above the creator's unit see its tenders (object scope by chain).
    publisher: await member(['publisher'], top!.id),
    publisher2: await member(['publisher'], unit!.id),
    outsider: await member(['publisher'], other!.id),
    both: await member(['creator', 'publisher'], unit!.id),
  };

  const get = (url: string, who: Who) => t.app.inject({ url, cookies: who.cookies });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, who: Who) =>
    t.write({ method, url, payload, cookies: who.cookies });

  async function upload(who: Who, bytes = pdf(), name = 'NIT.pdf') {
    const res = await uploadFile(t, {
      purpose: 'tender-document',
      filename: name,
      bytes,
      cookies: who.cookies,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; sha256: string };
  }
  /** Every mandatory field of the seeded configuration, and the covers and dates in order. */
  async function complete(who: Who, over: Partial<EpublishValuesInput> = {}): Promise<EpublishValuesInput> {
    const nit = await upload(who);
    return {
      tenderReferenceNumber: `PWRD/RD/${randomBytes(3).toString('hex')}/2026-27`,
      tenderTitle: 'Improvement of  Dispur-Khanapara road  including drains',
      workDescription: 'Strengthening and widening of the carriageway with side drains.',
      tenderType: 'OPEN',
      tenderCategory: 'WORKS',
      formOfContract: 'ITEM_RATE',
      productCategory: 'Civil Works',
      currency: 'INR',
      location: 'Dispur, Guwahati',
      pincode: '781006',
      tenderFee: 0,
      emdAmount: 125000,
      estimatedValue: 62500000,
      showTenderValue: true,
      payableTo: 'Executive Engineer PWD Guwahati',
      payableAt: 'Guwahati',
      tenderFeeExemption: true,
      exemptionReason: 'Fee waived for small works',
      bankGuaranteeType: 'percentage',
      bankGuaranteeValue: 5,
      // Open for bids since yesterday, so it is on the active list now (latestactivetenders).
      publishedDate: ist(-2, 10, 0),
      documentDownloadStart: ist(-2, 10, 0),
      documentDownloadEnd: ist(10, 17, 0),
      bidSubmissionStart: ist(-1, 10, 0),
      bidSubmissionEnd: ist(10, 17, 0),
      bidOpeningDate: ist(11, 11, 0),
      bidOpeningPlace: 'Office of the Chief Engineer, Chandmari',
      clarificationStart: ist(1, 10, 0),
      clarificationEnd: ist(5, 17, 0),
      preBidMeeting: true,
      preBidMeetingDate: ist(3, 11, 0),
      preBidMeetingPlace: 'Conference hall',
      preBidMeetingAddress: 'PWD Roads, Chandmari, Guwahati 781003',
      invitingAuthority: 'Chief Engineer PWD Roads',
      invitingAuthorityAddress: 'Chandmari, Guwahati 781003',
      bidValidityDays: 120,
      completionPeriodDays: 365,
      numberOfCovers: 2,
      covers: [
        { kind: 'technical', documents: [{ name: 'Technical bid', type: 'pdf', sizeMb: 10 }] },
        { kind: 'financial', documents: [{ name: 'Bill of quantities', type: 'xlsx', sizeMb: 5 }] },
      ],
      nitDocument: { fileId: nit.id, title: 'Notice inviting tender' },
      ...over,
    };
  }

  async function draft(who: Who, values: EpublishValuesInput) {
    const res = await send('POST', '/api/v1/epublish/tenders', { values }, who);
    expect(res.statusCode, res.body).toBe(201);
    return epublishTenderSchema.parse(res.json());
  }

  const act = (
    kind: 'tenders' | 'corrigenda' | 'awards',
    id: number,
    action: string,
    version: number,
    who: Who,
    remarks?: string,
  ) =>
    send(
      'POST',
      `/api/v1/epublish/${kind}/${id}/actions/${action}`,
      { version, ...(remarks === undefined ? {} : { remarks }) },
      who,
    );

  /** A tender through to published, by the creator and the top publisher; returns its item. */
  async function publishedTender(over: Partial<EpublishValuesInput> = {}) {
    const item = await draft(people.creator, await complete(people.creator, over));
    expect((await act('tenders', item.id, 'send', 1, people.creator)).statusCode).toBe(200);
    const res = await act('tenders', item.id, 'publish', 2, people.publisher);
    expect(res.statusCode, res.body).toBe(200);
    return epublishTenderSchema.parse(res.json());
  }

  return {
    t,
    units: { top: top!.id, unit: unit!.id, other: other!.id },
    ...people,
    get,
    send,
    upload,
    complete,
    draft,
    act,
    publishedTender,
    messages,
  };
}

export const messages = (res: { json: () => unknown }) =>
  ((res.json() as { errors?: { path: string; message: string }[] }).errors ?? []).map(
    (e) => `${e.path} ${e.message}`,
  );
