import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { incrementVisitCount, readVisitCount } from './queries.ts';

/**
 * Spec §2 footer "visit count", §7 visitor count: a visit is counted once per browser session.
 * The browser session is this cookie's life (no expiry: it goes when the browser closes). It
 * holds nothing but "counted"; it is set by the first page the server renders for the browser
 * (docs/decisions/031: a public page may never run the app) or the app's first count.
 */
export const visitCookie = 'spp_visit';

/** Crawlers, link previews and measuring tools keep no cookies: each page would count. */
const notAVisitor = /bot|crawl|spider|slurp|preview|lighthouse|curl|wget|python|java\/|httpclient|okhttp/i;

export function recordVisit(options: { db: Db }): Promise<number> {
  return incrementVisitCount(options.db);
}

export function getVisitCount(options: { db: Db }): Promise<number> {
  return readVisitCount(options.db);
}

/**
 * Records this browser's visit unless it was already counted (the cookie) or the request is
 * not a visitor's: the new total when it did, undefined when it did not (nothing read then: a
 * rendered page reads the total itself).
 */
export async function recordVisitOnce(
  options: { db: Db; secure: boolean },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<number | undefined> {
  if (request.cookies[visitCookie] || notAVisitor.test(String(request.headers['user-agent'] ?? '')))
    return undefined;
  const count = await recordVisit(options);
  reply.setCookie(visitCookie, '1', { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secure });
  return count;
}
