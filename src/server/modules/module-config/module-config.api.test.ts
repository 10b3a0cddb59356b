import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fieldStatusSchema } from '../../../common/api/module-config.ts';
import { auditLog } from '../../db/schema/index.ts';
import { loginAs } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tenderFields } from './seed.ts';

describe(`module configuration (${inject('engine')}): spec §2 sppmodule/sppsubmodule/sppmodulefield, §3, §7`, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, 'portal_admin')).cookies;
  });
  afterAll(() => t.close());

  const get = (url: string, cookies = admin) => t.app.inject({ url, cookies });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, cookies = admin) =>
    t.write({ method, url, payload, cookies });

  it('seeds E-Publish › Create Tender with every tender field of §3, in priority order, to any logged-in user', async () => {
    const { cookies } = await loginAs(t, 'creator');
    const res = await get(
      '/api/v1/module-config/field-status?module=epublish&subModule=CREATE_TENDER',
      cookies,
    );
    expect(res.statusCode).toBe(200);
    const [module] = fieldStatusSchema.parse(res.json());
    expect(module).toMatchObject({ moduleName: 'E-Publish', listData: [{ subModuleName: 'Create Tender' }] });
    const fields = module!.listData[0]!.fields;
    expect(fields.map((f) => f.fieldName)).toEqual(tenderFields.map(([name]) => name));
    expect(fields.find((f) => f.fieldName === 'tenderFee')).toMatchObject({ status: true, mandatory: true });
    expect(fields.find((f) => f.fieldName === 'fundingAgency')).toMatchObject({ mandatory: false });
    expect((await t.app.inject({ url: '/api/v1/module-config/field-status' })).statusCode).toBe(401);
  });

  it('hides a field, makes it optional and moves it first; the status call shows it at once, audited', async () => {
    const fields = (await get('/api/v1/module-config/fields')).json();
    const sector = fields.find((f: { fieldName: string }) => f.fieldName === 'sector');
    const change = {
      subModuleId: sector.subModuleId,
      fieldName: 'sector',
      labelEn: 'Sector',
      labelAs: 'ক্ষেত্ৰ',
      priority: 1,
      mandatory: false,
      status: 0,
      version: sector.version,
    };
    const res = await send('PUT', `/api/v1/module-config/fields/${sector.id}`, change);
    expect(res.statusCode, res.body).toBe(200);
    const stale = await send('PUT', `/api/v1/module-config/fields/${sector.id}`, { ...change, priority: 2 });
    expect(stale.statusCode).toBe(409);
    const [module] = (await get('/api/v1/module-config/field-status?module=EPUBLISH')).json();
    expect(module.listData[0].fields[0]).toMatchObject({ fieldName: 'sector', status: false, priority: 1 });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'config_field.updated'));
    expect(audit).toHaveLength(1);
  });

  it('creates modules, sub-modules and fields; refuses duplicates and bad values with field messages', async () => {
    const mod = await send('POST', '/api/v1/module-config/modules', {
      code: 'grievance',
      nameEn: 'Grievance',
      nameAs: 'অভিযোগ',
      priority: 2,
      status: 1,
    });
    expect(mod.statusCode, mod.body).toBe(200);
    const dup = await send('POST', '/api/v1/module-config/modules', {
      code: 'GRIEVANCE',
      nameEn: 'Again',
      nameAs: 'পুনৰ',
      priority: 3,
      status: 1,
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors).toEqual([{ path: 'body.code', message: 'validation.moduleConfig.duplicate' }]);
    const sub = await send('POST', '/api/v1/module-config/sub-modules', {
      moduleId: mod.json().id,
      code: 'FILE',
      nameEn: 'File a grievance',
      nameAs: 'অভিযোগ দাখিল',
      priority: 1,
      status: 1,
    });
    expect(sub.statusCode, sub.body).toBe(200);
    const bad = await send('POST', '/api/v1/module-config/fields', {
      subModuleId: sub.json().id,
      fieldName: '1st field',
      labelEn: ' ',
      labelAs: 'ক',
      priority: 0,
      mandatory: true,
      status: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { message: string }) => e.message)
        .sort(),
    ).toEqual([
      'validation.moduleConfig.fieldNameFormat',
      'validation.moduleConfig.labelRequired',
      'validation.moduleConfig.priority',
    ]);
    const orphan = await send('POST', '/api/v1/module-config/sub-modules', {
      moduleId: 99999,
      code: 'X',
      nameEn: 'X',
      nameAs: 'X',
      priority: 1,
      status: 1,
    });
    expect(orphan.json().errors[0].message).toBe('validation.moduleConfig.parentMissing');
  });

  it('refuses the Properties File screens to roles without them (spec §6)', async () => {
    const { cookies } = await loginAs(t, 'creator');
    expect((await get('/api/v1/module-config/modules', cookies)).statusCode).toBe(403);
    expect((await send('POST', '/api/v1/module-config/fields', {}, cookies)).statusCode).toBe(403);
  });
});
