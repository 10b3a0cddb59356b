import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { csrfHeader } from '../../common/problem.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { safeMethods, sameToken } from './csrf.ts';
import { AppError } from './errors.ts';
import { isApiRequest } from './input-guard.ts';

/** The logged-in user of a request, as the session row and user row say now. */
export interface SessionContext {
  sessionId: string;
  userId: number;
  loginId: string;
  category: string;
  orgUnitId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext | null;
    /** A session cookie came with the request but its session has ended or expired. */
    sessionExpired: boolean;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type SessionEndReason =
  | 'logout'
  | 'idle'
  | 'expired'
  | 'user-disabled'
  | 'admin'
  | 'replaced'
  | 'system-page';

/**
 * Server-side sessions (docs/decisions/002, quality.md "Session"): a 256-bit random token in an
 * HttpOnly, SameSite=Strict cookie; only its SHA-256 is stored. A session ends after the idle
 * time plus the warning's grace (spec §4: warning at 15 min, logout 60 s later), at its
 * absolute lifetime, at logout, or when the user is made inactive.
 */
export async function createSession(options: {
  db: Db;
  config: Config;
  userId: number;
  orgUnitId: number | null;
  ip: string;
  userAgent: string | undefined;
}): Promise<{ token: string; sessionId: string; csrfToken: string }> {
  const token = randomBytes(32).toString('base64url');
  const sessionId = hashToken(token);
  // A new CSRF token for the new session (issue #15 item 13): the one the browser held before
  // login, which a page script or a shared computer's earlier visitor may have seen, no longer
  // works for writes in this session.
  const csrfToken = randomBytes(24).toString('base64url');
  await options.db.insert(sessions).values({
    csrfHash: hashToken(csrfToken),
    id: sessionId,
    userId: options.userId,
    orgUnitId: options.orgUnitId,
    expiresAt: new Date(Date.now() + options.config.session.maxAgeMs),
    ip: options.ip,
    userAgent: options.userAgent?.slice(0, 300),
  });
  return { token, sessionId, csrfToken };
}

export async function endSession(db: Db, sessionId: string, reason: SessionEndReason): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/**
 * quality.md: disabling a user ends all their sessions; an admin can end a user's sessions; a
 * new password ends every session but the one that set it (`except`).
 */
export async function endUserSessions(
  db: Db,
  userId: number,
  reason: SessionEndReason,
  except?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        except ? ne(sessions.id, except) : undefined,
      ),
    );
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(config.session.cookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.production,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(config.session.cookieName, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.production,
  });
}

/** Touch last-seen at most this often: activity is counted without a write per request. */
const touchEveryMs = 15_000;

export async function registerSessions(app: FastifyInstance, options: { db: Db; config: Config }) {
  const { db, config } = options;
  app.decorateRequest('session', null);
  app.decorateRequest('sessionExpired', false);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    const token = request.cookies[config.session.cookieName];
    if (!token) return;
    const sessionId = hashToken(token);
    const rows = await db
      .select({
        userId: sessions.userId,
        orgUnitId: sessions.orgUnitId,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        endedAt: sessions.endedAt,
        csrfHash: sessions.csrfHash,
        loginId: users.loginId,
        category: users.category,
        userStatus: users.status,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sessionId))
      .limit(1);
    const row = rows[0];
    const now = Date.now();
    let ended: SessionEndReason | null = null;
    if (!row || row.endedAt) ended = 'logout';
    else if (row.userStatus !== 1) ended = 'user-disabled';
    else if (now > row.expiresAt.getTime()) ended = 'expired';
    else if (now - row.lastSeenAt.getTime() > config.session.idleMs + config.session.warningMs)
      ended = 'idle';
    if (ended || !row) {
      if (row && !row.endedAt) await endSession(db, sessionId, ended ?? 'expired');
      request.sessionExpired = true;
      clearSessionCookie(reply, config);
      return;
    }
    // Writes in a session carry the session's own CSRF token (bound at login, issue #15 item
    // 13); the double-submit check (csrf.ts) has already compared header and cookie.
    if (row.csrfHash && !safeMethods.has(request.method)) {
      const header = request.headers[csrfHeader];
      if (typeof header !== 'string' || !sameToken(hashToken(header), row.csrfHash))
        throw new AppError('CSRF_FAILED');
    }
    request.session = {
      sessionId,
      userId: row.userId,
      loginId: row.loginId,
      category: row.category,
      orgUnitId: row.orgUnitId,
    };
    if (now - row.lastSeenAt.getTime() > touchEveryMs) {
      await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
    }
  });
}
