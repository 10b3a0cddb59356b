import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Captcha } from '../../common/api/auth.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { captchas } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

const lifetimeMs = 5 * 60_000;

function answerHash(id: string, answer: string): string {
  return createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest('hex');
}

/**
 * Spec §5/§7: a server-generated captcha, single use and expiring in 5 minutes. Two kinds with
 * the same checks: a distorted-text image, and an arithmetic question that a screen reader can
 * read (quality.md: "an accessible alternative"). Only a hash of the answer is stored.
 */
export async function createCaptcha(db: Db, kind: Captcha['kind']): Promise<Captcha> {
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + lifetimeMs);
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(Date.now() - lifetimeMs)));
  if (kind === 'question') {
    const a = randomInt(2, 20);
    const b = randomInt(2, 20);
    await db.insert(captchas).values({ id, answerHash: answerHash(id, String(a + b)), expiresAt });
    return { id, kind, question: { a, b }, expiresInSeconds: lifetimeMs / 1000 };
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
