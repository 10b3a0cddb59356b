import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Captcha } from '../../common/api/auth.ts';
import { numberToWords } from '../../common/number-words.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { captchas } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

const lifetimeMs = 5 * 60_000;

/** Assamese digits (০–৯) count as the same answer as 0–9. */
function normaliseAnswer(answer: string): string {
  return answer
    .trim()
    .toLowerCase()
    .replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
}

function answerHash(id: string, answer: string): string {
  return createHash('sha256')
    .update(`${id}:${normaliseAnswer(answer)}`)
    .digest('hex');
}

export type CaptchaLang = 'en' | 'as';

/**
 * The accessible alternative (issue #15 item 3): a question worded by the server in the
 * visitor's language, numbers as words, in one of several shapes. The reply carries only the
 * sentence, never its operands as data (the probe's script read `{a, b}` from the JSON and
 * added them). A sentence a screen reader can read, a determined script can parse; what stops
 * guessing is that each captcha is single use and each login attempt is counted before the
 * password is checked (attempts.ts): docs/decisions/009.
 */
export function makeQuestion(lang: CaptchaLang): { text: string; answer: string } {
  const w = (n: number) => numberToWords(n, lang)!;
  const shape = randomInt(0, 4);
  if (shape === 0) {
    const a = randomInt(1, 11);
    const b = randomInt(1, 11);
    return {
      text:
        lang === 'as'
          ? `${w(a)} আৰু ${w(b)} যোগ কৰিলে কিমান হয়? উত্তৰ অংকত লিখক।`
          : `What is ${w(a)} plus ${w(b)}? Answer in digits.`,
      answer: String(a + b),
    };
  }
  if (shape === 1) {
    const a = randomInt(6, 21);
    const b = randomInt(1, a);
    return {
      text:
        lang === 'as'
          ? `${w(a)}ৰ পৰা ${w(b)} বিয়োগ কৰিলে কিমান থাকে? উত্তৰ অংকত লিখক।`
          : `What is ${w(a)} minus ${w(b)}? Answer in digits.`,
      answer: String(a - b),
    };
  }
  if (shape === 2) {
    const a = randomInt(1, 21);
    let b = randomInt(1, 21);
    if (b === a) b = a === 20 ? 19 : a + 1;
    return {
      text:
        lang === 'as'
          ? `${w(a)} আৰু ${w(b)}ৰ ভিতৰত কোনটো ডাঙৰ? উত্তৰ অংকত লিখক।`
          : `Which is larger, ${w(a)} or ${w(b)}? Answer in digits.`,
      answer: String(Math.max(a, b)),
    };
  }
  const n = randomInt(2, 21);
  return {
    text: lang === 'as' ? `"${w(n)}" সংখ্যাটো অংকত লিখক।` : `Write the number "${w(n)}" in digits.`,
    answer: String(n),
  };
}

/**
 * Spec §5/§7: a server-generated captcha, single use and expiring in 5 minutes. Two kinds with
 * the same checks: a distorted-text image, and an arithmetic question that a screen reader can
 * read (quality.md: "an accessible alternative"). Only a hash of the answer is stored.
 */
export async function createCaptcha(
  db: Db,
  kind: Captcha['kind'],
  lang: CaptchaLang = 'en',
): Promise<Captcha> {
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + lifetimeMs);
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(Date.now() - lifetimeMs)));
  if (kind === 'question') {
    const { text, answer } = makeQuestion(lang);
    await db.insert(captchas).values({ id, answerHash: answerHash(id, answer), expiresAt });
    return { id, kind, question: text, expiresInSeconds: lifetimeMs / 1000 };
  }
  const image = svgCaptcha.create({
    size: 5,
    noise: 3,
    ignoreChars: '0oO1ilI',
    color: false,
    width: 160,
    height: 54,
  });
  await db.insert(captchas).values({ id, answerHash: answerHash(id, image.text), expiresAt });
  return {
    id,
    kind,
    image: `data:image/svg+xml;base64,${Buffer.from(image.data).toString('base64')}`,
    expiresInSeconds: lifetimeMs / 1000,
  };
}

/**
 * Checks and uses up a captcha: right or wrong, it cannot be tried again (spec §5: on failure
 * a new captcha is generated). The test answer works only outside production (config refuses it).
 */
export async function consumeCaptcha(db: Db, config: Config, id: string, answer: string): Promise<void> {
  const used = await db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
    .returning({ answerHash: captchas.answerHash });
  if (config.captchaTestAnswer && !config.production && answer === config.captchaTestAnswer) return;
  if (!used[0] || used[0].answerHash !== answerHash(id, answer)) throw new AppError('CAPTCHA_FAILED');
}
