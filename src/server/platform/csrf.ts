import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { csrfCookie, csrfHeader } from '../../common/problem.ts';
import { AppError } from './errors.ts';
import { isApiRequest } from './input-guard.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A one-click address from a mail (RFC 8058): its secret is in the URL, no CSRF token. */
    oneClick?: boolean;
  }
}

/** Methods that change nothing, so carry no CSRF token. */
export const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit CSRF protection (quality.md: every state-changing request needs the CSRF
 * header). The server hands every browser a random token in a SameSite=Strict cookie that
 * page scripts can read; a write to /api must echo it in the X-CSRF-Token header. A page on
 * another site can neither read the cookie nor set the header, so it cannot forge writes.
 * docs/decisions/002 explains why this replaces the spec's payload encryption.
 */
/** Hands the browser a new CSRF token (at login: the session's own, issue #15 item 13). */
export function setCsrfCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(csrfCookie, token, { path: '/', sameSite: 'strict', secure, httpOnly: false });
}

export async function registerCsrf(app: FastifyInstance, options: { secureCookies: boolean }) {
  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[csrfCookie];
    if (!cookieToken) {
      reply.setCookie(csrfCookie, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: options.secureCookies,
        httpOnly: false,
      });
    }
    if (safeMethods.has(request.method) || !isApiRequest(request)) return;
    // Machine clients authenticate each request with a header a page on another site cannot
    // set, not with cookies (access `token`, issue #32): nothing for CSRF to protect.
    if (request.routeOptions.config?.access?.kind === 'token') return;
    // RFC 8058 one-click unsubscribe: a mail provider POSTs to the address in the mail's header,
    // with no cookie; the address carries the alert's own secret, the only thing it can stop.
    if (request.routeOptions.config?.oneClick === true) return;
    const headerToken = request.headers[csrfHeader];
    if (typeof headerToken !== 'string' || !cookieToken || !sameToken(headerToken, cookieToken)) {
      throw new AppError('CSRF_FAILED');
    }
  });
}

/** Constant-time equality of two tokens (or token hashes). */
export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
