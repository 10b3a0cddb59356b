import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { captchaSchema } from '../../common/api/auth.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe(`captcha (${inject('engine')}): spec §5, §7`, () => {
  let t: TestApp;
  let real: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Without the test switch: only real answers pass.
    real = await createTestApp({ CAPTCHA_TEST_ANSWER: '' });
  });
  afterAll(async () => {
    await t.close();
    await real.close();
  });

  const verify = (app: TestApp, captchaId: string, captchaAnswer: string) =>
    app.write({ method: 'POST', url: '/api/v1/captcha/verify', payload: { captchaId, captchaAnswer } });

  it('draws an image captcha as an SVG, with the answer nowhere in the reply', async () => {
    const res = await real.write({ method: 'POST', url: '/api/v1/captcha', payload: { kind: 'image' } });
    const captcha = captchaSchema.parse(res.json());
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(captcha.image!.split(',')[1]!, 'base64').toString()).not.toMatch(/<text/);
    expect(captcha.expiresInSeconds).toBe(300);
  });

  it('accepts the right answer to the accessible question once, and never again', async () => {
    const captcha = captchaSchema.parse(
      (await real.write({ method: 'POST', url: '/api/v1/captcha', payload: { kind: 'question' } })).json(),
    );
    const answer = String(captcha.question!.a + captcha.question!.b);
    expect((await verify(real, captcha.id, ` ${answer} `)).statusCode).toBe(200);
    const reuse = await verify(real, captcha.id, answer);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('CAPTCHA_FAILED');
  });

  it('uses a captcha up on a wrong answer: the right answer afterwards fails too', async () => {
    const captcha = captchaSchema.parse(
      (await real.write({ method: 'POST', url: '/api/v1/captcha', payload: { kind: 'question' } })).json(),
    );
    expect((await verify(real, captcha.id, '-1')).json().code).toBe('CAPTCHA_FAILED');
    expect(
      (await verify(real, captcha.id, String(captcha.question!.a + captcha.question!.b))).statusCode,
    ).toBe(400);
  });

  it('refuses an expired captcha', async () => {
    const captcha = captchaSchema.parse(
      (await real.write({ method: 'POST', url: '/api/v1/captcha', payload: { kind: 'question' } })).json(),
    );
    await real.database.db.execute(
      sql`update captchas set expires_at = now() - interval '1 second' where id = ${captcha.id}`,
    );
    expect(
      (await verify(real, captcha.id, String(captcha.question!.a + captcha.question!.b))).statusCode,
    ).toBe(400);
  });

  it('accepts the documented test answer only where the switch is set', async () => {
    expect((await verify(t, 'anything', 'test-captcha-pass')).statusCode).toBe(200);
    expect((await verify(real, 'anything', 'test-captcha-pass')).statusCode).toBe(400);
  });
});
