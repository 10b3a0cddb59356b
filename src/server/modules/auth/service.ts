import { createHash } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import type { SessionState } from '../../../common/api/auth.ts';
import type { RoleCode } from '../../../common/roles.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type AttemptLimit, claimAttempt, releaseAttempt } from '../../platform/attempts.ts';
import { appendAudit, recordAudit } from '../../platform/audit.ts';
import { consumeCaptcha } from '../../platform/captcha.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserByLoginId, hashPassword, rolesOfUser } from '../../platform/identity.ts';
import { createSession, endSession, endUserSessions, type SessionContext } from '../../platform/session.ts';
import { recordLogin, storePasswordHash } from '../users/index.ts';
import { findUserById, menusOfRoles, orgUnitsOfUser } from './queries.ts';

/**
 * Login limits (issue #15 items 2 and 9): per account a progressive delay from the fifth
 * attempt (30 s, doubling, at most LOGIN_LOCK_MINUTES); per address four times as many
 * attempts, then a fixed lock. The window is four lock periods long.
 */
export function loginLimits(config: Config, loginId: string, ip: string): [AttemptLimit, AttemptLimit] {
  const { maxFailures, lockMs } = config.login;
  return [
    {
      key: `account:${loginId.toLowerCase()}`,
      max: maxFailures,
      windowMs: lockMs * 4,
      lockMs,
      baseDelayMs: Math.min(30_000, lockMs),
    },
    { key: `address:${ip}`, max: maxFailures * 4, windowMs: lockMs, lockMs },
  ];
}

/** Verifying against this when the account does not exist keeps both answers equally slow. */
let dummyHash: Promise<string> | undefined;

interface RequestInfo {
  ip: string;
  userAgent: string | undefined;
  requestId: string;
}

/**
 * Login (spec §5, quality.md): captcha first (used up either way), then limits per account and
 * per address, then the password. Every failure gives the same answer, whether or not the
 * account exists or is active, and is audited; success rotates to a brand-new session.
 */
export async function logIn(options: {
  db: Db;
  config: Config;
  loginId: string;
  password: string;
  captchaId: string;
  captchaAnswer: string;
  request: RequestInfo;
  /** The session this browser already had, ended by the new login. */
  previousSessionId?: string;
}): Promise<{ token: string; csrfToken: string; session: SessionContext }> {
  const { db, config, request } = options;
  const audit = { ip: request.ip, requestId: request.requestId };
  await consumeCaptcha(db, config, options.captchaId, options.captchaAnswer);

  // Counted before the password is checked (platform/attempts.ts): a burst gets `max` checks.
  const limits = loginLimits(config, options.loginId, request.ip);
  const claim = await claimAttempt(db, limits);
  if (!claim.ok) {
    await recordAudit(db, {
      ...audit,
      action: 'login.locked',
      detail: { loginId: options.loginId, key: claim.key.split(':')[0] },
    });
    throw new AppError('RATE_LIMITED', undefined, {
      headers: { 'retry-after': String(claim.retryAfterSeconds) },
    });
  }

  const user = await findUserByLoginId(db, options.loginId);
  dummyHash ??= hashPassword('not-a-real-password-0A!');
  const passwordOk = await verify(user?.passwordHash ?? (await dummyHash), options.password).catch(
    () => false,
  );
  if (!user || !passwordOk || user.status !== 1) {
    await recordAudit(db, {
      ...audit,
      action: 'login.failure',
      actorUserId: user?.id ?? null,
      detail: {
        loginId: options.loginId,
        reason: !user ? 'unknown-account' : !passwordOk ? 'wrong-password' : 'inactive',
      },
    });
    throw new AppError('LOGIN_FAILED');
  }

  await releaseAttempt(db, { clear: [limits[0]!.key], giveBack: [limits[1]!] });
  const primary = (await orgUnitsOfUser(db, user.id)).find((o) => o.isPrimary);
  if (options.previousSessionId) await endSession(db, options.previousSessionId, 'replaced');
  const { token, sessionId, csrfToken } = await createSession({
    db,
    config,
    userId: user.id,
    orgUnitId: primary?.id ?? null,
    ip: request.ip,
    userAgent: request.userAgent,
  });
  await db.transaction(async (tx) => {
    await recordLogin(tx as unknown as Db, user.id);
    await appendAudit(tx as unknown as Db, {
      ...audit,
      action: 'login.success',
      actorUserId: user.id,
      entity: 'session',
      entityId: sessionId.slice(0, 12),
    });
  });
  return {
    token,
    csrfToken,
    session: {
      sessionId,
      userId: user.id,
      loginId: user.loginId,
      category: user.category,
      orgUnitId: primary?.id ?? null,
    },
  };
}

export async function logOut(options: {
  db: Db;
  session: SessionContext;
  request: RequestInfo;
}): Promise<void> {
  await endSession(options.db, options.session.sessionId, 'logout');
  await recordAudit(options.db, {
    action: 'logout',
    actorUserId: options.session.userId,
    ip: options.request.ip,
    requestId: options.request.requestId,
  });
}

/** Derived from the stored session id (itself a hash): names the window without revealing the token. */
export function windowKeyOf(sessionId: string): string {
  return createHash('sha256').update(`window:${sessionId}`).digest('hex').slice(0, 32);
}

/** What the browser needs to draw the logged-in shell (spec §3 session values, §6 menus). */
export async function sessionState(options: {
  db: Db;
  config: Config;
  session: SessionContext | null;
}): Promise<SessionState> {
  const timers = {
    idleMs: options.config.session.idleMs,
    warningMs: options.config.session.warningMs,
    // The development mailbox exists only outside production (modules/dev-mailbox).
    devMailbox: !options.config.production,
  };
  if (!options.session) return { authenticated: false, user: null, windowKey: null, ...timers };
  const { db, session } = options;
  const user = await findUserById(db, session.userId);
  if (!user) return { authenticated: false, user: null, windowKey: null, ...timers };
  const roleRows = await rolesOfUser(db, user.id);
  const orgs = await orgUnitsOfUser(db, user.id);
  return {
    authenticated: true,
    ...timers,
    windowKey: options.config.session.windowBinding ? windowKeyOf(session.sessionId) : null,
    user: {
      userId: user.id,
      loginId: user.loginId,
      firstName: user.firstName,
      lastName: user.lastName,
      userCategory: user.category,
      roles: roleRows.map((r) => r.code as RoleCode),
      orgUnits: orgs.map(({ id, name, level }) => ({ id, name, level })),
      activeOrgUnitId: session.orgUnitId,
      menuGroups: await menusOfRoles(
        db,
        roleRows.map((r) => r.id),
      ),
      mustChangePassword: user.mustChangePassword,
    },
  };
}

/**
 * Stores a new password (argon2id) and ends the user's sessions except `keepSessionId`, with
 * its audit row, in one transaction: used by password change and by forgot password.
 */
export async function replacePassword(options: {
  db: Db;
  userId: number;
  newPassword: string;
  keepSessionId?: string;
  audit: { action: string; ip: string; requestId: string };
}): Promise<void> {
  const passwordHash = await hashPassword(options.newPassword);
  await options.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await storePasswordHash(tx, options.userId, passwordHash);
    await endUserSessions(tx, options.userId, 'replaced', options.keepSessionId);
    await appendAudit(tx, {
      action: options.audit.action,
      actorUserId: options.userId,
      entity: 'user',
      entityId: options.userId,
      ip: options.audit.ip,
      requestId: options.audit.requestId,
    });
  });
}
