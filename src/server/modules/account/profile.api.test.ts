import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, login } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe(`edit profile (${inject('engine')}): spec §2 editprofile, §5 date of birth, §6 gep`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const base = {
    title: 'Smt',
    firstName: 'Rupa',
    lastName: 'Kalita',
    gender: 'female',
    dateOfBirth: '1980-05-14',
    premises: 'House 12',
    street: 'GS Road',
    taluk: null,
    district: 'Kamrup Metro',
    state: 'Assam',
    pincode: '781006',
  };

  it('reads and updates the user’s own profile, collapsing whitespace, with 409 on a stale version', async () => {
    const user = await createUser(t.database.db, { role: 'bidder' });
    const { cookies } = await login(t, user.loginId);
    const profile = (await t.app.inject({ url: '/api/v1/account/profile', cookies })).json();
    expect(profile.loginId).toBe(user.loginId);
    const res = await t.write({
      method: 'PUT',
      url: '/api/v1/account/profile',
      cookies,
      payload: { ...base, street: '  GS   Road ', version: profile.version },
    });
    expect(res.statusCode).toBe(200);
    const after = (await t.app.inject({ url: '/api/v1/account/profile', cookies })).json();
    expect(after).toMatchObject({
      firstName: 'Rupa',
      street: 'GS Road',
      pincode: '781006',
      dateOfBirth: '1980-05-14',
    });
    const stale = await t.write({
      method: 'PUT',
      url: '/api/v1/account/profile',
      cookies,
      payload: { ...base, version: profile.version },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('answers the §5 age rules and a bad pincode with their message keys', async () => {
    const user = await createUser(t.database.db, { role: 'bidder' });
    const { cookies } = await login(t, user.loginId);
    const messages = async (patch: object) =>
      (
        await t.write({
          method: 'PUT',
          url: '/api/v1/account/profile',
          cookies,
          payload: { ...base, ...patch, version: 1 },
        })
      )
        .json()
        .errors?.map((e: { message: string }) => e.message);
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    expect(await messages({ dateOfBirth: young.toISOString().slice(0, 10) })).toEqual([
      'validation.profile.underAge',
    ]);
    expect(await messages({ dateOfBirth: '1900-01-01' })).toEqual(['validation.profile.overAge']);
    // A date that does not exist is a translated 400, never a 500 from the date column.
    expect(await messages({ dateOfBirth: '1990-02-31' })).toEqual(['validation.profile.invalid']);
    expect(await messages({ pincode: '081006' })).toEqual(['validation.profile.pincode']);
    expect(await messages({ firstName: '   ' })).toEqual(['validation.profile.firstNameRequired']);
  });

  it('an emptied date of birth (the form sends "") is stored as no date', async () => {
    const user = await createUser(t.database.db, { role: 'bidder' });
    const { cookies } = await login(t, user.loginId);
    const profile = (await t.app.inject({ url: '/api/v1/account/profile', cookies })).json();
    const res = await t.write({
      method: 'PUT',
      url: '/api/v1/account/profile',
      cookies,
      payload: { ...base, dateOfBirth: '', version: profile.version },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/account/profile', cookies })).json().dateOfBirth).toBeNull();
  });

  it('refuses the profile pages to user category gep (spec §6)', async () => {
    const user = await createUser(t.database.db, { role: 'bidder', category: 'gep' });
    const { cookies } = await login(t, user.loginId);
    expect((await t.app.inject({ url: '/api/v1/account/profile', cookies })).statusCode).toBe(403);
    expect(
      (
        await t.write({
          method: 'PUT',
          url: '/api/v1/account/profile',
          cookies,
          payload: { ...base, version: 1 },
        })
      ).statusCode,
    ).toBe(403);
  });
});
