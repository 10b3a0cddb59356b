import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lgdDistricts, lgdStates, lgdSubdistricts, pincodeDistricts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe(`locations (${inject('engine')}): spec §5 pincode auto-fill, §7 login lists`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await db.insert(lgdStates).values([
      { stateCode: 18, name: 'ASSAM', nameKey: 'ASSAM' },
      { stateCode: 35, name: 'ANDAMAN AND NICOBAR ISLANDS', nameKey: 'ANDAMAN AND NICOBAR ISLANDS' },
    ]);
    await db.insert(lgdDistricts).values([
      {
        districtCode: 618,
        stateCode: 18,
        name: 'KAMRUP METRO',
        nameKey: 'KAMRUP METRO',
        displayName: 'Kamrup Metro',
      },
      { districtCode: 291, stateCode: 18, name: 'KAMRUP', nameKey: 'KAMRUP' },
      { districtCode: 296, stateCode: 18, name: 'MARIGAON', nameKey: 'MARIGAON', postNameKey: 'MORIGAON' },
    ]);
    await db
      .insert(lgdSubdistricts)
      .values({ subdistrictCode: 1, districtCode: 618, stateCode: 18, name: 'Guwahati' });
    await db.insert(pincodeDistricts).values([
      {
        pincode: '781001',
        districtKey: 'KAMRUP METRO',
        stateKey: 'ASSAM',
        districtName: 'KAMRUP METRO',
        stateName: 'ASSAM',
        officeCount: 3,
        isPrimary: 1,
      },
      {
        pincode: '781101',
        districtKey: 'KAMRUP',
        stateKey: 'ASSAM',
        districtName: 'KAMRUP',
        stateName: 'ASSAM',
        officeCount: 2,
        isPrimary: 0,
      },
      {
        pincode: '781101',
        districtKey: 'KAMRUP METRO',
        stateKey: 'ASSAM',
        districtName: 'Kamrup Metro',
        stateName: 'ASSAM',
        officeCount: 5,
        isPrimary: 1,
      },
      {
        pincode: '782105',
        districtKey: 'MORIGAON',
        stateKey: 'ASSAM',
        districtName: 'MORIGAON',
        stateName: 'ASSAM',
        officeCount: 1,
        isPrimary: 1,
      },
    ]);
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ url });

  it('lists states in title case, and the districts of a state with their curated names', async () => {
    expect((await get('/api/v1/locations/states')).json()).toEqual([
      { code: 35, name: 'Andaman and Nicobar Islands' },
      { code: 18, name: 'Assam' },
    ]);
    const districts = (await get('/api/v1/locations/states/18/districts')).json();
    expect(districts.map((d: { name: string }) => d.name)).toEqual(['Kamrup', 'Kamrup Metro', 'Marigaon']);
    expect((await get('/api/v1/locations/districts/618/subdistricts')).json()).toEqual([
      { code: 1, districtCode: 618, name: 'Guwahati' },
    ]);
  });

  it('pincode 781001 gives Assam and Kamrup Metro', async () => {
    const res = await get('/api/v1/locations/pincodes/781001');
    expect(res.json().places).toEqual([
      { stateCode: 18, state: 'Assam', districtCode: 618, district: 'Kamrup Metro', primary: true },
    ]);
  });

  it('a pincode spanning districts lists the primary district first', async () => {
    const places = (await get('/api/v1/locations/pincodes/781101')).json().places;
    expect(places.map((p: { district: string; primary: boolean }) => [p.district, p.primary])).toEqual([
      ['Kamrup Metro', true],
      ['Kamrup', false],
    ]);
  });

  it('finds the LGD district through India Post’s own spelling (MORIGAON → Marigaon)', async () => {
    const [place] = (await get('/api/v1/locations/pincodes/782105')).json().places;
    expect(place).toMatchObject({ districtCode: 296, district: 'Marigaon' });
  });

  it('answers 404 for an unknown pincode and 400 for one that is not six digits', async () => {
    expect((await get('/api/v1/locations/pincodes/799999')).statusCode).toBe(404);
    const bad = await get('/api/v1/locations/pincodes/07810');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('validation.profile.pincode');
  });
});
