import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { type TenderSource, tenderSources } from '../common/api/tenders.ts';

/**
 * The only module that reads process.env. Everything else receives a Config.
 * README.md#configuration documents each variable.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The official files (../shared/data/README.md) that demo mode loads when the folder exists. */
  SHARED_DATA_DIR: z.string().min(1).default('../shared/data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Issue #14 item 10: `auto` writes readable lines to a terminal and JSON lines otherwise (log
   * collectors read JSON); `json` and `pretty` force one.
   */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  WEB_ROOT: z.string().min(1).default('./dist/web'),
  /** Seconds SIGTERM waits for in-flight requests before the process exits anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  /**
   * Issue #15 item 11: a request must arrive whole within this many seconds (a client that
   * sends headers and a trickle of body is cut off), and a database statement may run this long.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(30),
  STATEMENT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /**
   * The portal's public address, for absolute links in robots.txt and sitemap.xml (never
   * taken from the Host header, which anyone can set: issue #15 item 12).
   */
  PUBLIC_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+$/, 'PUBLIC_BASE_URL must be an origin such as https://spp.assam.gov.in')
    .optional(),
  /** The OpenAPI document and its browser (`public`, the default: docs/security.md), or `off`. */
  API_DOCS: z.enum(['public', 'off']).default('public'),
  /**
   * Behind load balancers (issue #23 item 3): how many proxies stand in front (`1`), or their
   * addresses and networks (`10.0.0.1, 10.0.0.0/8`, or proxy-addr's `loopback`, `linklocal`,
   * `uniquelocal`). The client's address is then the right-most one in X-Forwarded-For that is
   * not a trusted proxy: a client cannot write its way past the limits. `true` (trust every
   * address, so the left-most one, which the client writes) is refused.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine((v) => v !== 'true', {
      message:
        'TRUST_PROXY=true would trust the X-Forwarded-For a client writes itself: give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.1, 10.0.0.0/8)',
    })
    .refine((v) => v === 'false' || /^\d{1,2}$/.test(v) || trustedProxyList(v) !== null, {
      message:
        'TRUST_PROXY must be false, a number of proxies (1–99) or a comma-separated list of proxy addresses or CIDR ranges',
    })
    .default('false'),
  /**
   * Server rendering within a budget (issue #23 item 4, docs/decisions/037): worker threads that
   * render public pages (0: on the API's event loop), server-rendered pages per client per
   * minute (past it the plain page goes out, which the browser renders), and seconds a rendered
   * anonymous page is reused (0: only pages asked for at the same moment share a render).
   */
  SSR_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
  SSR_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  SSR_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  /** How long a page may wait for a render worker and its data before it goes out plain. */
  SSR_DEADLINE_MS: z.coerce.number().int().min(100).max(60_000).default(1500),
  /** Spec §4/§9: the warning shows after this much inactivity (900 s). */
  SESSION_IDLE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  /** Spec §4/§9: without an answer to the warning, logout after this long (60 s). */
  SESSION_WARNING_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  /** quality.md: an absolute session lifetime, however active the user. */
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(72).default(12),
  /**
   * Spec §5: a logged-in user whose browser window name differs from the session's goes to the
   * error page (one session, one window). On by default, as the spec says (docs/decisions/010).
   */
  SESSION_WINDOW_BINDING: z.enum(['true', 'false']).default('true'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(1_440).default(15),
  /**
   * Automated tests only: a captcha answer the server always accepts. Refused in production
   * (docs/decisions/009).
   */
  CAPTCHA_TEST_ANSWER: z.string().min(4).optional(),
  /** Demo mode: one demo account per role (README). Refused in production. */
  DEMO: z.enum(['true', 'false']).default('false'),
  /** First start: the portal administrator created when none exists. */
  ADMIN_LOGIN_ID: z.string().min(3).optional(),
  ADMIN_PASSWORD: z.string().min(12).optional(),
  /** Mail: `log` (default: written to the server log) or `smtp` (SMTP_URL). */
  MAIL_TRANSPORT: z.enum(['log', 'smtp']).default('log'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('State Public Procurement Portal <noreply@spp.assam.gov.in>'),
  /** SMS: `log` (default) or `http` (an SMS gateway at SMS_GATEWAY_URL). */
  SMS_TRANSPORT: z.enum(['log', 'http']).default('log'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /**
   * Public tender API calls allowed per address per minute (docs/decisions/013): reading stays
   * free for people, bulk scraping gets 429 + Retry-After.
   */
  PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(300),
  /**
   * Issue #23 item 5: each address's share of document downloads (every download route
   * together): downloads started a minute, megabytes sent a minute, downloads at once.
   */
  DOWNLOADS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  DOWNLOAD_MEGABYTES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(512),
  DOWNLOADS_IN_PARALLEL: z.coerce.number().int().min(1).max(10_000).default(8),
  /**
   * The home page statistics (tender counts, product categories) are recomputed at most this
   * often; 0 recomputes on every call. At a million tenders they read every row (bench/README.md).
   */
  PUBLIC_COUNTS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Issue #14 item 1: where each source portal's tender record is, as `source=url` entries
   * separated by spaces, merged over `defaultTenderSourceUrls` (`source=` alone removes one).
   * `{tenderId}` in a url is replaced by the source's Tender ID (a per-tender address); a url
   * without it is the portal's search page, and the full view shows the Tender ID to copy.
   */
  TENDER_SOURCE_URLS: z.string().max(4000).optional(),
  /**
   * Issue #32 item 2 (decision 057): a GeM bids file (docs/gem-bids.md) the server loads at start
   * and, when its content changes, every GEM_BIDS_CHECK_MINUTES (a new export dropped there is
   * loaded once). Unset: GeM bids are loaded only by `npm run import -- gem-bids <file>`.
   */
  GEM_BIDS_FILE: z.string().trim().min(1).max(1000).optional(),
  GEM_BIDS_CHECK_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /**
   * Issue #14 item 8: the footer's certification text (e.g. the audit certificate's number and
   * date). Unset (the default): the footer makes no certification or audit claim at all.
   */
  FOOTER_CERTIFICATION: z.string().trim().min(3).max(300).optional(),
});

/**
 * The state e-procurement (GePNIC) and PMGSY portals give no stable per-tender address to an
 * anonymous visitor (their pages are session-bound), so the default is their advanced search,
 * where the Tender ID finds the tender; GeM lists its bids at one address. ePublish tenders
 * live on this portal, and the other sources have no public portal to send a bidder to.
 */
export const defaultTenderSourceUrls: Partial<Record<TenderSource, string>> = {
  eprocure: 'https://assamtenders.gov.in/nicgep/app?page=FrontEndAdvancedSearch&service=page',
  pmgsy: 'https://pmgsytenders.gov.in/nicgep/app?page=FrontEndAdvancedSearch&service=page',
  gem: 'https://bidplus.gem.gov.in/all-bids',
};

function tenderSourceUrls(value: string | undefined): Partial<Record<TenderSource, string>> {
  const urls = { ...defaultTenderSourceUrls };
  for (const entry of (value ?? '').split(/\s+/).filter(Boolean)) {
    const at = entry.indexOf('=');
    const source = entry.slice(0, at) as TenderSource;
    const url = entry.slice(at + 1);
    if (at < 1 || !tenderSources.includes(source)) {
      throw new ConfigError(
        `Invalid configuration:\n  TENDER_SOURCE_URLS: "${entry}" is not source=url with a source of ${tenderSources.join(', ')}`,
      );
    }
    if (url === '') delete urls[source];
    else if (!/^https:\/\/[^\s]+$/.test(url)) {
      throw new ConfigError(
        `Invalid configuration:\n  TENDER_SOURCE_URLS: the url for ${source} must start with https://`,
      );
    } else urls[source] = url;
  }
  return urls;
}

export interface Config {
  env: 'production' | 'development' | 'test';
  production: boolean;
  host: string;
  port: number;
  dataDir: string;
  sharedDataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  logFormat: 'auto' | 'json' | 'pretty';
  webRoot: string;
  shutdownGraceMs: number;
  requestTimeoutMs: number;
  statementTimeoutMs: number;
  publicBaseUrl: string;
  apiDocs: boolean;
  /** Fastify's `trustProxy`: false, a hop count, or the trusted proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  publicRateLimitPerMinute: number;
  downloads: { perMinute: number; bytesPerMinute: number; parallel: number };
  publicCountsCacheMs: number;
  renderBudget: { workers: number; perClientPerMinute: number; cacheSeconds: number; deadlineMs: number };
  tenderSourceUrls: Partial<Record<TenderSource, string>>;
  /** The scheduled GeM bids import (decision 057); null: by command only. */
  gemBids: { file: string; checkMs: number } | null;
  footerCertification: string | null;
  session: {
    idleMs: number;
    warningMs: number;
    maxAgeMs: number;
    cookieName: string;
    windowBinding: boolean;
  };
  login: { maxFailures: number; lockMs: number };
  captchaTestAnswer: string | undefined;
  demo: boolean;
  admin: { loginId: string; password: string } | undefined;
  mail: { transport: 'log' } | { transport: 'smtp'; url: string; from: string };
  sms: { transport: 'log' } | { transport: 'http'; url: string; token: string | undefined };
}

export class ConfigError extends Error {}

/** Issue #14 item 10: readable lines for a person at a terminal, JSON for log collectors. */
export function prettyLogs(
  config: Pick<Config, 'logFormat'>,
  isTty = process.stdout.isTTY === true,
): boolean {
  return config.logFormat === 'pretty' || (config.logFormat === 'auto' && isTty);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && e.CAPTCHA_TEST_ANSWER) {
    throw new ConfigError(
      'Invalid configuration:\n  CAPTCHA_TEST_ANSWER is for automated tests and is refused in production',
    );
  }
  if (production && e.DEMO === 'true') {
    throw new ConfigError(
      'Invalid configuration:\n  DEMO=true (demo accounts with published passwords) is refused in production',
    );
  }
  if (e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL) {
    throw new ConfigError('Invalid configuration:\n  MAIL_TRANSPORT=smtp needs SMTP_URL');
  }
  if (e.SMS_TRANSPORT === 'http' && !e.SMS_GATEWAY_URL) {
    throw new ConfigError('Invalid configuration:\n  SMS_TRANSPORT=http needs SMS_GATEWAY_URL');
  }
  if (production && !e.PUBLIC_BASE_URL) {
    // Issue #23 item 3: permalinks, canonical links, the sitemap, e-mails and the page state
    // take the portal's origin from here, never from Host or X-Forwarded-Host.
    throw new ConfigError(
      "Invalid configuration:\n  PUBLIC_BASE_URL (the portal's public origin, e.g. https://spp.assam.gov.in) is required in production",
    );
  }
  if ((e.ADMIN_LOGIN_ID === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_LOGIN_ID and ADMIN_PASSWORD go together');
  }
  return {
    env: e.NODE_ENV,
    production,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    sharedDataDir: path.resolve(e.SHARED_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    webRoot: path.resolve(e.WEB_ROOT),
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    statementTimeoutMs: e.STATEMENT_TIMEOUT_SECONDS * 1000,
    publicBaseUrl: e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`,
    apiDocs: e.API_DOCS === 'public',
    trustProxy:
      e.TRUST_PROXY === 'false'
        ? false
        : /^\d+$/.test(e.TRUST_PROXY)
          ? Number(e.TRUST_PROXY)
          : (trustedProxyList(e.TRUST_PROXY) ?? false),
    publicRateLimitPerMinute: e.PUBLIC_RATE_LIMIT_PER_MINUTE,
    downloads: {
      perMinute: e.DOWNLOADS_PER_MINUTE,
      bytesPerMinute: e.DOWNLOAD_MEGABYTES_PER_MINUTE * 1_048_576,
      parallel: e.DOWNLOADS_IN_PARALLEL,
    },
    publicCountsCacheMs: e.PUBLIC_COUNTS_CACHE_SECONDS * 1000,
    renderBudget: {
      // One core for the API and the database, the others render (one on a two-core machine).
      workers: e.SSR_WORKERS ?? Math.max(1, Math.min(4, os.availableParallelism() - 1)),
      perClientPerMinute: e.SSR_RATE_LIMIT_PER_MINUTE,
      cacheSeconds: e.SSR_CACHE_SECONDS,
      deadlineMs: e.SSR_DEADLINE_MS,
    },
    tenderSourceUrls: tenderSourceUrls(e.TENDER_SOURCE_URLS),
    gemBids: e.GEM_BIDS_FILE
      ? { file: path.resolve(e.GEM_BIDS_FILE), checkMs: e.GEM_BIDS_CHECK_MINUTES * 60_000 }
      : null,
    footerCertification: e.FOOTER_CERTIFICATION ?? null,
    session: {
      idleMs: e.SESSION_IDLE_SECONDS * 1000,
      warningMs: e.SESSION_WARNING_SECONDS * 1000,
      maxAgeMs: e.SESSION_MAX_HOURS * 3_600_000,
      // The __Host- prefix pins the cookie to this host, path / and https (production only).
      cookieName: production ? '__Host-spp_session' : 'spp_session',
      windowBinding: e.SESSION_WINDOW_BINDING === 'true',
    },
    login: { maxFailures: e.LOGIN_MAX_FAILURES, lockMs: e.LOGIN_LOCK_MINUTES * 60_000 },
    captchaTestAnswer: e.CAPTCHA_TEST_ANSWER,
    demo: e.DEMO === 'true',
    admin:
      e.ADMIN_LOGIN_ID && e.ADMIN_PASSWORD
        ? { loginId: e.ADMIN_LOGIN_ID, password: e.ADMIN_PASSWORD }
        : undefined,
    mail:
      e.MAIL_TRANSPORT === 'smtp'
        ? { transport: 'smtp', url: e.SMTP_URL!, from: e.MAIL_FROM }
        : { transport: 'log' },
    sms:
      e.SMS_TRANSPORT === 'http'
        ? { transport: 'http', url: e.SMS_GATEWAY_URL!, token: e.SMS_GATEWAY_TOKEN }
        : { transport: 'log' },
  };
}

/** proxy-addr's named ranges, and IPv4/IPv6 addresses with an optional prefix length. */
const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
const ipv4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}(\/([12]?\d|3[0-2]))?$/;
const ipv6 = /^[0-9a-f:]*:[0-9a-f:.]*(\/(12[0-8]|1[01]\d|\d?\d))?$/i;

/** `10.0.0.1, 10.0.0.0/8 loopback` → the entries, or null when one is not an address or range. */
export function trustedProxyList(value: string): string[] | null {
  const entries = value.split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) return null;
  return entries.every((e) => proxyNames.has(e) || ipv4.test(e) || ipv6.test(e)) ? entries : null;
}
