import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { captchaSchema } from '../../common/api/auth.ts';
import { wordsToNumber } from '../../common/number-words.ts';
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

  /** Answers a question as its reader would: the words back to numbers, then the asked sum. */
  function answerOf(question: string): string {
    const numbers = [...question.matchAll(/[a-z]+/g)]
      .map((m) => wordsToNumber(m[0], 'en'))
      .filter((n): n is number => n !== undefined);
    if (question.includes('plus')) return String(numbers[0]! + numbers[1]!);
    if (question.includes('minus')) return String(numbers[0]! - numbers[1]!);
    if (question.includes('larger')) return String(Math.max(numbers[0]!, numbers[1]!));
    return String(numbers[0]);
  }
  const question = async () =>
    captchaSchema.parse(
      (await real.write({ method: 'POST', url: '/api/v1/captcha', payload: { kind: 'question' } })).json(),
    );

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
    const captcha = await question();
    const answer = answerOf(captcha.question!);
    expect((await verify(real, captcha.id, ` ${answer} `)).statusCode).toBe(200);
    const reuse = await verify(real, captcha.id, answer);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('CAPTCHA_FAILED');
  });

  it('uses a captcha up on a wrong answer: the right answer afterwards fails too', async () => {
    const captcha = await question();
    expect((await verify(real, captcha.id, '-1')).json().code).toBe('CAPTCHA_FAILED');
    expect((await verify(real, captcha.id, answerOf(captcha.question!))).statusCode).toBe(400);
  });

  it('refuses an expired captcha', async () => {
    const captcha = await question();
    await real.database.db.execute(
      sql`update captchas set expires_at = now() - interval '1 second' where id = ${captcha.id}`,
    );
    expect((await verify(real, captcha.id, answerOf(captcha.question!))).statusCode).toBe(400);
  });

  it('words the question in the asked language with no operands in the reply (issue #15 item 3)', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await real.write({ method: 'POST', url: '/api/v1/captcha', payload: { kind: 'question' } });
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['expiresInSeconds', 'id', 'kind', 'question']);
      expect(typeof body.question).toBe('string');
      // Numbers are words: no digit a script could lift from the sentence.
      expect(body.question).not.toMatch(/\d/);
      expect((await verify(real, body.id, answerOf(body.question))).statusCode).toBe(200);
    }
    const assamese = await real.write({
      method: 'POST',
      url: '/api/v1/captcha',
      payload: { kind: 'question', lang: 'as' },
    });
    expect(assamese.json().question).toMatch(/[\u0980-\u09FF]/);
    expect(assamese.json().question).not.toMatch(/[0-9০-৯]/);
  });

  it('accepts the documented test answer only where the switch is set', async () => {
    expect((await verify(t, 'anything', 'test-captcha-pass')).statusCode).toBe(200);
    expect((await verify(real, 'anything', 'test-captcha-pass')).statusCode).toBe(400);
  });
});
