import { createHash, randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { and, eq, gt } from 'drizzle-orm';
import type { PushToken } from '../../../common/api/opendata.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { pushTokens, users } from '../../db/schema/index.ts';
import { claimAttempt, releaseAttempt } from '../../platform/attempts.ts';
import { appendAudit, recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserByLoginId, rolesOfUser } from '../../platform/identity.ts';

/**
 * Credentials of the push API (issue #32 item 1): an XML user (role `xml_rest` or `xml_bulk`,
 * spec §6) exchanges its login id and password, sent as HTTP Basic, for a bearer token valid a day. Only
 * the token's SHA-256 is kept. The token names the user's password as it was (a hash of its
 * hash): the XML-user password reset of user administration, or a password change, retires
 * every token issued before it. Wrong passwords count against the same kind of throttle as the
 * login page (per login id and per address).
 */

export const pushTokenLifetimeMs = 24 * 3_600_000;

export interface PushClient {
  userId: number;
  loginId: string;
  /** Its XML-user type (spec §1 "bulk or rest type"): `xml_rest` pushes items, `xml_bulk` files. */
  kinds?: { rest: boolean; bulk: boolean };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface RequestContext {
  ip: string;
  requestId: string;
}

function basicCredentials(header: string | undefined): { loginId: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match) return null;
  const text = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 100 || text.length - colon - 1 > 200) return null;
  return { loginId: text.slice(0, colon), password: text.slice(colon + 1) };
}

/**
 * A user who may push: active, an XML user, with the `xml_rest` role (items by REST) or the
 * `xml_bulk` role (files of many items) active; null for anyone else.
 */
async function xmlUserKinds(db: Db, user: { id: number; category: string; status: number }) {
  if (user.category !== 'xml' || user.status !== 1) return null;
  const codes = new Set((await rolesOfUser(db, user.id)).map((r) => r.code as string));
  const kinds = { rest: codes.has('xml_rest'), bulk: codes.has('xml_bulk') };
  return kinds.rest || kinds.bulk ? kinds : null;
}

/** `POST /push/tokens`: a new token for the XML user named in the Basic credentials. */
export async function issuePushToken(
  db: Db,
  config: Config,
  authorization: string | undefined,
  context: RequestContext,
): Promise<PushToken> {
  const credentials = basicCredentials(authorization);
  if (!credentials)
    throw new AppError(
      'UNAUTHENTICATED',
      "Send the XML user's login id and password as HTTP Basic credentials.",
    );
  const limits = [
    {
      key: `push-account:${credentials.loginId.toLowerCase()}`,
      max: config.login.maxFailures,
      windowMs: config.login.lockMs * 4,
      lockMs: config.login.lockMs,
      baseDelayMs: 1000,
    },
    {
      key: `push-ip:${context.ip}`,
      max: config.login.maxFailures * 10,
      windowMs: config.login.lockMs,
      lockMs: config.login.lockMs,
    },
  ];
  const claim = await claimAttempt(db, limits);
  if (!claim.ok)
    throw new AppError('RATE_LIMITED', undefined, {
      headers: { 'retry-after': String(claim.retryAfterSeconds) },
    });
  const user = await findUserByLoginId(db, credentials.loginId);
  const passwordOk = user ? await verify(user.passwordHash, credentials.password).catch(() => false) : false;
  if (!user || !passwordOk || !(await xmlUserKinds(db, user))) {
    await recordAudit(db, {
      action: 'push.token.refused',
      actorUserId: user?.id ?? null,
      ip: context.ip,
      requestId: context.requestId,
      detail: { loginId: credentials.loginId },
    });
    throw new AppError(
      'UNAUTHENTICATED',
      'The login id or password is wrong, or the user is not an active XML user.',
    );
  }
  await releaseAttempt(db, { clear: [limits[0]!.key], giveBack: [limits[1]!] });
  const token = `spp_${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + pushTokenLifetimeMs);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.insert(pushTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      passwordFingerprint: sha256(user.passwordHash),
      expiresAt,
    });
    await appendAudit(tx, {
      action: 'push.token.issued',
      actorUserId: user.id,
      entity: 'user',
      entityId: user.id,
      ip: context.ip,
      requestId: context.requestId,
    });
  });
  return { tokenType: 'Bearer', token, expiresAt: expiresAt.toISOString() };
}

/** The XML user a bearer token stands for, or 401: unknown, expired, or its password changed since. */
export async function verifyPushToken(db: Db, authorization: string | undefined): Promise<PushClient> {
  const match = /^Bearer\s+(spp_[A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '');
  if (!match) throw new AppError('UNAUTHENTICATED', 'Send a bearer token from POST /api/v1/push/tokens.');
  const [row] = await db
    .select({
      userId: users.id,
      loginId: users.loginId,
      category: users.category,
      status: users.status,
      passwordHash: users.passwordHash,
      fingerprint: pushTokens.passwordFingerprint,
    })
    .from(pushTokens)
    .innerJoin(users, eq(users.id, pushTokens.userId))
    .where(and(eq(pushTokens.tokenHash, sha256(match[1]!)), gt(pushTokens.expiresAt, new Date())));
  const kinds =
    row && row.fingerprint === sha256(row.passwordHash)
      ? await xmlUserKinds(db, { id: row.userId, category: row.category, status: row.status })
      : null;
  if (!row || !kinds)
    throw new AppError(
      'UNAUTHENTICATED',
      'This token is unknown or expired, or the password was reset since it was issued.',
    );
  return { userId: row.userId, loginId: row.loginId, kinds };
}
