import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AlertSearch,
  alertMessages,
  alertSearchSchema,
  type SearchAlertLang,
  type SearchAlertState,
  type searchAlertCreateSchema,
} from '../../../common/api/opendata.ts';
import type { TenderDetail, TenderSummary } from '../../../common/api/tenders.ts';
import { prefixFromLang } from '../../../common/i18n/languages.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { searchAlertItems, searchAlerts } from '../../db/schema/index.ts';
import { claimAttemptOrThrow } from '../../platform/attempts.ts';
import { appendAudit } from '../../platform/audit.ts';
import { consumeCaptcha } from '../../platform/captcha.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueMessage } from '../../platform/outbox.ts';
import { tenderDetail } from '../tenders/index.ts';
import { type AlertLinks, confirmationMail, digestMail, searchName } from './alerts-mail.ts';
import { newestMatching } from './calendar.ts';
import { searchQuery } from './service.ts';

/**
 * E-mail alerts of a public search (issue #32 item 6, docs/decisions/055). A visitor saves the
 * listing's search with an address and a language; a confirmation mail (double opt-in) carries a
 * single-use link that expires; once confirmed, a daily digest mails the new tenders matching
 * the search — found by the same search as the Atom feed (`newestMatching`) — and corrigenda to
 * tenders the alert was already sent, through the outbox. Every mail carries a one-click
 * unsubscribe (RFC 8058).
 */

/** How long a confirmation link works. */
export const confirmHours = 48;
/** The digest's time of day in IST (07:00). */
export const digestHourIst = 7;
/** Saves a client may make in an hour; saves for one address in an hour. */
const savesPerAddress = 20;
const savesPerEmail = 5;
const hour = 3_600_000;
/** Corrigenda are looked for on tenders sent in this many days (a tender long closed changes no more). */
const followDays = 120;
/** A digest looks through at most this many of the search's newest tenders. */
const digestWindow = 200;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', undefined, { errors: [{ path, message }] });

/**
 * The alert's filters from a listing's query string, in a canonical order (the same filters
 * saved twice are one alert); what only pages or sorts the listing is dropped.
 */
export function canonicalSearch(raw: string): { search: AlertSearch; query: string } {
  const params = new URLSearchParams(raw.startsWith('?') ? raw.slice(1) : raw);
  const values: Record<string, string> = {};
  for (const [key, value] of params)
    if (!['cursor', 'limit', 'sort'].includes(key) && value.trim() !== '') values[key] = value;
  const parsed = alertSearchSchema.safeParse(values);
  if (!parsed.success) throw fieldError('body.search', alertMessages.search);
  const sorted = Object.fromEntries(
    Object.entries(parsed.data)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  ) as AlertSearch;
  return { search: sorted, query: searchQuery(sorted).slice(1) };
}

function linksOf(origin: string, alert: { lang: SearchAlertLang; search: string; unsubscribeToken: string }) {
  const prefix = prefixFromLang(alert.lang);
  return {
    origin,
    listing: `${origin}/${prefix}/latestactivetenders${alert.search ? `?${alert.search}` : ''}`,
    unsubscribePage: `${origin}/${prefix}/searchalerts?unsubscribe=${alert.unsubscribeToken}`,
    oneClick: `${origin}/api/v1/public/search-alerts/unsubscribe?token=${alert.unsubscribeToken}`,
  } satisfies AlertLinks;
}

const stateOf = (row: typeof searchAlerts.$inferSelect): SearchAlertState => ({
  email: row.email,
  lang: row.lang,
  search: row.search,
  status: row.status,
});

/**
 * `POST /public/search-alerts`: the captcha, the throttle (per address and per client), then the
 * alert — new, or the same address and search again, which sends a new confirmation link — and its
 * confirmation mail, in one transaction. A confirmed alert keeps its language until it is saved
 * and confirmed again.
 */
export async function saveAlert(options: {
  db: Db;
  config: Config;
  body: z.output<typeof searchAlertCreateSchema>;
  ip: string;
  requestId: string;
}): Promise<SearchAlertState> {
  const { db, config, body } = options;
  await consumeCaptcha(db, config, body.captchaId, body.captchaAnswer);
  const { search, query } = canonicalSearch(body.search);
  await claimAttemptOrThrow(db, [
    { key: `searchAlert:email:${body.email}`, max: savesPerEmail, windowMs: hour, lockMs: hour },
    { key: `searchAlert:ip:${options.ip}`, max: savesPerAddress, windowMs: hour, lockMs: hour },
  ]);
  const token = newToken();
  const expires = new Date(Date.now() + confirmHours * hour);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const result = (await tx.execute(sql`
      insert into search_alerts (email, lang, search, confirm_token_hash, confirm_expires_at, unsubscribe_token)
      values (${body.email}, ${body.lang}, ${query}, ${tokenHash(token)}, ${expires.toISOString()}, ${newToken()})
      on conflict (email, search) where status <> 'unsubscribed' do update set
        confirm_token_hash = excluded.confirm_token_hash,
        confirm_expires_at = excluded.confirm_expires_at,
        lang = case when search_alerts.status = 'pending' then excluded.lang else search_alerts.lang end
      returning id`)) as unknown as { rows: { id: number | string }[] };
    const id = Number(result.rows[0]!.id);
    const [row] = await tx.select().from(searchAlerts).where(eq(searchAlerts.id, id));
    const alert = { ...row!, lang: body.lang };
    const prefix = prefixFromLang(body.lang);
    const mail = confirmationMail({
      lang: body.lang,
      what: searchName(body.lang, search.q),
      confirmLink: `${config.publicBaseUrl}/${prefix}/searchalerts?confirm=${token}`,
      hours: confirmHours,
      links: linksOf(config.publicBaseUrl, alert),
    });
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: body.email,
      purpose: 'searchAlert.confirm',
      ...mail,
    });
    await appendAudit(tx, {
      action: 'searchAlert.requested',
      entity: 'search_alert',
      entityId: id,
      detail: { lang: body.lang, search: query },
      ip: options.ip,
      requestId: options.requestId,
    });
    return stateOf(row!);
  });
}

/**
 * `POST /public/search-alerts/confirm`: the link's token, once and before it expires. Confirming
 * starts the alert (and sets the language asked for with that link); the token is cleared in
 * the same update, so a second use — or a parallel one — finds nothing.
 */
export async function confirmAlert(options: {
  db: Db;
  token: string;
  ip: string;
  requestId: string;
}): Promise<SearchAlertState> {
  const hash = tokenHash(options.token);
  return options.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [found] = await tx.select().from(searchAlerts).where(eq(searchAlerts.confirmTokenHash, hash));
    if (!found || found.status === 'unsubscribed') throw fieldError('body.token', alertMessages.tokenInvalid);
    if (found.confirmExpiresAt.getTime() <= Date.now())
      throw fieldError('body.token', alertMessages.tokenExpired);
    const [row] = await tx
      .update(searchAlerts)
      .set({
        status: 'confirmed',
        confirmTokenHash: null,
        confirmedAt: sql`coalesce(${searchAlerts.confirmedAt}, now())`,
        digestFrom: sql`coalesce(${searchAlerts.digestFrom}, now())`,
      })
      .where(and(eq(searchAlerts.id, found.id), eq(searchAlerts.confirmTokenHash, hash)))
      .returning();
    if (!row) throw fieldError('body.token', alertMessages.tokenInvalid);
    await appendAudit(tx, {
      action: 'searchAlert.confirmed',
      entity: 'search_alert',
      entityId: row.id,
      ip: options.ip,
      requestId: options.requestId,
    });
    return stateOf(row);
  });
}

/**
 * `POST /public/search-alerts/unsubscribe?token=…` (RFC 8058 one-click, and the page's button):
 * the alert stops; again is harmless (the same answer). An unknown token is refused.
 */
export async function unsubscribeAlert(options: {
  db: Db;
  token: string;
  ip: string;
  requestId: string;
}): Promise<SearchAlertState> {
  return options.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .update(searchAlerts)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null })
      .where(
        and(eq(searchAlerts.unsubscribeToken, options.token), sql`${searchAlerts.status} <> 'unsubscribed'`),
      )
      .returning();
    if (!row) {
      const [already] = await tx
        .select()
        .from(searchAlerts)
        .where(eq(searchAlerts.unsubscribeToken, options.token));
      if (!already) throw fieldError('query.token', alertMessages.tokenInvalid);
      return stateOf(already);
    }
    await appendAudit(tx, {
      action: 'searchAlert.unsubscribed',
      entity: 'search_alert',
      entityId: row.id,
      ip: options.ip,
      requestId: options.requestId,
    });
    return stateOf(row);
  });
}

/** The language of the alert a token stops (the GET of the one-click address redirects to its page). */
export async function unsubscribeLang(db: Db, token: string): Promise<SearchAlertLang> {
  const [row] = await db
    .select({ lang: searchAlerts.lang })
    .from(searchAlerts)
    .where(eq(searchAlerts.unsubscribeToken, token));
  return row?.lang ?? 'en';
}

/** The start of the current digest day: today's 07:00 IST once it has passed, else yesterday's. */
export function digestSlot(now: Date): Date {
  const istMs = now.getTime() + 5.5 * hour;
  const istMidnight = Math.floor(istMs / (24 * hour)) * 24 * hour;
  let slot = istMidnight + digestHourIst * hour;
  if (slot > istMs) slot -= 24 * hour;
  return new Date(slot - 5.5 * hour);
}

type AlertRow = typeof searchAlerts.$inferSelect;

/** One alert's digest: what is new since it was confirmed and not yet sent to it. */
async function digestOne(db: Db, origin: string, alert: AlertRow, now: Date): Promise<boolean> {
  const { search } = canonicalSearch(alert.search);
  const from = alert.digestFrom ?? alert.confirmedAt ?? now;
  const fresh = (await newestMatching(db, { ...search, limit: digestWindow })).filter(
    (t) => t.publishedAt && new Date(t.publishedAt) > from,
  );
  // Corrigenda of the tenders this alert was sent, published after it was sent them.
  const followed = await db
    .select({ uid: searchAlertItems.tenderUid, sentAt: searchAlertItems.sentAt })
    .from(searchAlertItems)
    .where(
      and(
        eq(searchAlertItems.alertId, alert.id),
        eq(searchAlertItems.corrigendumUid, ''),
        gt(searchAlertItems.sentAt, new Date(now.getTime() - followDays * 24 * hour)),
      ),
    );
  const changes: { tender: TenderDetail; corrigendum: TenderDetail['corrigenda'][number] }[] = [];
  for (const f of followed) {
    const detail = await tenderDetail(db, f.uid).catch(() => null);
    for (const c of detail?.corrigenda ?? [])
      if (new Date(c.publishedAt) > f.sentAt) changes.push({ tender: detail!, corrigendum: c });
  }
  if (!fresh.length && !changes.length) {
    await db.update(searchAlerts).set({ lastDigestAt: now }).where(eq(searchAlerts.id, alert.id));
    return false;
  }
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Only what this run's insert adds is mailed: a tender or corrigendum already sent (by an
    // earlier run, or a parallel one) is held back by the unique index.
    const added = await tx
      .insert(searchAlertItems)
      .values([
        ...fresh.map((t) => ({ alertId: alert.id, tenderUid: t.uid, corrigendumUid: '' })),
        ...changes.map((c) => ({
          alertId: alert.id,
          tenderUid: c.tender.uid,
          corrigendumUid: c.corrigendum.uid,
        })),
      ])
      .onConflictDoNothing()
      .returning({ tenderUid: searchAlertItems.tenderUid, corrigendumUid: searchAlertItems.corrigendumUid });
    const isAdded = (uid: string, corrigendumUid: string) =>
      added.some((a) => a.tenderUid === uid && a.corrigendumUid === corrigendumUid);
    const tenders: TenderSummary[] = fresh.filter((t) => isAdded(t.uid, ''));
    const corrigenda = changes.filter((c) => isAdded(c.tender.uid, c.corrigendum.uid));
    await tx.update(searchAlerts).set({ lastDigestAt: now }).where(eq(searchAlerts.id, alert.id));
    if (!tenders.length && !corrigenda.length) return false;
    const mail = digestMail({
      lang: alert.lang,
      what: searchName(alert.lang, search.q),
      tenders,
      corrigenda,
      links: linksOf(origin, alert),
    });
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: alert.email,
      purpose: 'searchAlert.digest',
      ...mail,
    });
    return true;
  });
}

/**
 * The daily digest: every confirmed alert not yet given the current day's digest (`all`: every
 * confirmed alert, whatever the time — the development trigger). One alert at a time; a failure
 * of one is reported and the others go on.
 */
export async function runDigests(options: {
  db: Db;
  origin: string;
  now?: Date;
  all?: boolean;
  onError?: (err: unknown) => void;
}): Promise<{ alerts: number; mails: number }> {
  const now = options.now ?? new Date();
  const slot = digestSlot(now);
  const due = await options.db
    .select()
    .from(searchAlerts)
    .where(
      and(
        eq(searchAlerts.status, 'confirmed'),
        options.all
          ? undefined
          : sql`(${searchAlerts.lastDigestAt} is null or ${searchAlerts.lastDigestAt} < ${slot.toISOString()})`,
      ),
    )
    .orderBy(searchAlerts.id);
  let mails = 0;
  for (const alert of due) {
    try {
      if (await digestOne(options.db, options.origin, alert, now)) mails++;
    } catch (err) {
      options.onError?.(err);
    }
  }
  return { alerts: due.length, mails };
}

/**
 * The job (main.ts), scheduled like the bulk files: checked every ten minutes (first two minutes
 * after start); an alert gets its digest at the first check after 07:00 IST of a day it has not
 * had one. One run at a time.
 */
export function startSearchAlertDigests(options: {
  db: Db;
  origin: string;
  onError: (err: unknown) => void;
  onDone?: (result: { alerts: number; mails: number }) => void;
}) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await runDigests({ db: options.db, origin: options.origin, onError: options.onError });
      if (result.mails) options.onDone?.(result);
    } catch (err) {
      options.onError(err);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, 2 * 60_000);
  const timer = setInterval(run, 10 * 60_000);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
