import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { orgUnits, roles } from '../db/schema/index.ts';
import { createUser, login, loginAs, testPassword } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Spec §5 Key-press filters, on the server: a request sent without the browser (no key-press
 * filter ran) is refused with the message the browser would have shown, and nothing is written.
 */
describe(`key-press filter classes on the server (${inject('engine')}): spec §5`, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, 'portal_admin')).cookies;
  });
  afterAll(() => t.close());

  const messages = (res: { json(): { errors?: { message: string }[] } }) =>
    res.json().errors?.map((e) => e.message);

  it('a name takes letters and spaces only (profile first and last name)', async () => {
    const user = await createUser(t.database.db, { role: 'bidder' });
    const { cookies } = await login(t, user.loginId);
    const profile = (await t.app.inject({ url: '/api/v1/account/profile', cookies })).json();
    const put = (patch: object) =>
      t.write({
        method: 'PUT',
        url: '/api/v1/account/profile',
        cookies,
        payload: {
          title: null,
          firstName: 'Rupa',
          lastName: null,
          gender: null,
          dateOfBirth: null,
          premises: null,
          street: null,
          taluk: null,
          district: null,
          state: null,
          pincode: null,
          version: profile.version,
          ...patch,
        },
      });
    const refused = await put({ firstName: 'Rupa2', lastName: '<b>Kalita</b>' });
    expect(refused.statusCode).toBe(400);
    expect(messages(refused)).toEqual([
      'validation.keyFilter.allowed.name',
      'validation.keyFilter.allowed.name',
    ]);
    const after = (await t.app.inject({ url: '/api/v1/account/profile', cookies })).json();
    expect(after.firstName).not.toBe('Rupa2');
    // Assamese names, with vowel signs and the ’ of ম’, are letters.
    expect((await put({ firstName: 'ৰূপা', lastName: 'ম’হন্ত' })).statusCode).toBe(200);
  });

  it('a unit name takes letters, digits and ( ) . , / & _ - ; nothing else reaches the table', async () => {
    const unit = {
      parentId: null,
      name: 'Roads & Bridges (Zone 2) <script>',
      description: 'Works',
      shortCode: 'RBZ',
      status: 1,
      visible: true,
    };
    const res = await t.write({
      method: 'POST',
      url: '/api/v1/masters/organisation/1/units',
      payload: unit,
      cookies: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual(['validation.keyFilter.allowed.textDigits']);
    expect(await t.database.db.select().from(orgUnits).where(eq(orgUnits.shortCode, 'RBZ'))).toHaveLength(0);
    // A word of 30 or more characters, and leading or doubled spaces, which the browser would not
    // let through: the word is refused, the spaces are collapsed before anything is stored.
    const longWord = await t.write({
      method: 'POST',
      url: '/api/v1/masters/organisation/1/units',
      payload: { ...unit, name: `Roads ${'x'.repeat(30)}` },
      cookies: admin,
    });
    expect(messages(longWord)).toEqual(['validation.text.wordTooLong']);
    const ok = await t.write({
      method: 'POST',
      url: '/api/v1/masters/organisation/1/units',
      payload: { ...unit, name: '  Roads &  Bridges (Zone 2)' },
      cookies: admin,
    });
    expect(ok.statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(orgUnits).where(eq(orgUnits.shortCode, 'RBZ'));
    expect(stored?.name).toBe('Roads & Bridges (Zone 2)');
  });

  it('a role name with other characters is refused, whatever the browser did', async () => {
    const [role] = await t.database.db.select().from(roles).where(eq(roles.code, 'creator'));
    const res = await t.write({
      method: 'PUT',
      url: `/api/v1/roles/${role!.id}`,
      cookies: admin,
      payload: {
        nameEn: 'Creator; DROP TABLE roles',
        nameAs: 'সৃষ্টিকৰ্তা',
        paymentCapture: false,
        emdRequired: false,
        tenderFeeRequired: false,
        version: role!.version,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual(['validation.keyFilter.allowed.textDigits']);
  });
});

describe(`posted text collapsed and trimmed in one place (${inject('engine')}): spec §5 Field formats`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a field whose own schema does not trim (date of birth) arrives trimmed', async () => {
    const user = await createUser(t.database.db, { role: 'bidder' });
    const { cookies } = await login(t, user.loginId);
    const profile = (await t.app.inject({ url: '/api/v1/account/profile', cookies })).json();
    const res = await t.write({
      method: 'PUT',
      url: '/api/v1/account/profile',
      cookies,
      payload: {
        title: null,
        firstName: ' Rupa\n',
        lastName: null,
        gender: null,
        dateOfBirth: '  1980-05-14 ',
        premises: null,
        street: null,
        taluk: null,
        district: null,
        state: null,
        pincode: ' 781006 ',
        version: profile.version,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await t.app.inject({ url: '/api/v1/account/profile', cookies })).json();
    expect(after).toMatchObject({ firstName: 'Rupa', dateOfBirth: '1980-05-14', pincode: '781006' });
  });

  it('a password keeps its spaces: the changed password works only exactly as typed', async () => {
    const user = await createUser(t.database.db, { role: 'bidder' });
    const { cookies } = await login(t, user.loginId);
    const spaced = ' Brahmaputra#2048  x';
    const res = await t.write({
      method: 'POST',
      url: '/api/v1/account/password',
      cookies,
      payload: { currentPassword: testPassword, newPassword: spaced, confirmPassword: spaced },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await login(t, user.loginId, 'Brahmaputra#2048 x')).res.statusCode).not.toBe(200);
    expect((await login(t, user.loginId, spaced)).res.statusCode).toBe(200);
  });
});
