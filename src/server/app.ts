import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { DemoDataState } from '../common/api/health.ts';
import { constants } from '../common/constants.ts';
import { type Config, prettyLogs } from './config.ts';
import type { Database } from './db/client.ts';
import { accountRoutes } from './modules/account/index.ts';
import { appealRoutes } from './modules/appeals/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { bidderRoutes } from './modules/bidders/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/index.ts';
import { epublishAwardRoutes, epublishCorrigendumRoutes, epublishRoutes } from './modules/epublish/index.ts';
import { createDownloadLimiter, fileRoutes } from './modules/files/index.ts';
import { grievanceRoutes } from './modules/grievances/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { imageRoutes } from './modules/images/index.ts';
import { locationRoutes } from './modules/locations/index.ts';
import { masterRoutes } from './modules/masters/index.ts';
import { moduleConfigRoutes } from './modules/module-config/index.ts';
import {
  openDataRoutes,
  pushRoutes,
  searchAlertDevRoutes,
  searchAlertRoutes,
} from './modules/opendata/index.ts';
import { organisationRoutes } from './modules/organisation/index.ts';
import { planRoutes } from './modules/plans/index.ts';
import { reportRoutes } from './modules/reports/index.ts';
import { roleRoutes } from './modules/roles/index.ts';
import { siteRoutes } from './modules/site/index.ts';
import { corrigendaRoutes, tenderRoutes } from './modules/tenders/index.ts';
import { userRoutes } from './modules/users/index.ts';
import { recordVisitOnce, visitRoutes } from './modules/visits/index.ts';
import { registerAccess } from './platform/access.ts';
import { registerCsrf } from './platform/csrf.ts';
import { AppError, registerErrorHandling } from './platform/errors.ts';
import { diskStore } from './platform/files/store.ts';
import { guardedValidatorCompiler, isWellFormedUrl } from './platform/input-guard.ts';
import { registerPostedText } from './platform/posted-text.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerSessions } from './platform/session.ts';
import { registerCompression, registerWeb } from './platform/web.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Pino options; tests pass `false` to keep output quiet. */
  logger?: boolean | object;
  /**
   * The clock of rules that count days (the appeal deadlines of section 38, decision 040); tests
   * set it to a chosen day. The server's clock when absent.
   */
  clock?: () => Date;
  /** Demo mode: whether the demo data is still loading, for the health check (main.ts). */
  demoData?: () => DemoDataState;
}

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

const prettyTransport = {
  target: 'pino-pretty',
  options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
};

/**
 * Builds the HTTP application: platform plugins first (errors, headers, cookies, CSRF,
 * OpenAPI), then the API modules under /api/v1, then the web app. Nothing here listens;
 * main.ts does, and tests use app.inject.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === undefined
        ? {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]'],
            ...(prettyLogs(config) ? { transport: prettyTransport } : {}),
          }
        : options.logger,
    // A request id in every log line and response, reusing the load balancer's when it is sane.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    // Issue #23 item 3: the client is the right-most address no trusted proxy wrote. A hop
    // count as proxy-addr reads one: the first `n` hops from this server are proxies.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    return503OnClosing: true,
    bodyLimit: 1_048_576,
    // Issue #15 item 11: a request arrives whole within REQUEST_TIMEOUT_SECONDS or its
    // connection is closed; an idle socket is closed after the same time.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
  });
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (!isWellFormedUrl(request.url)) throw new AppError('BAD_REQUEST');
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app, { production: config.production });
  await app.register(fastifyCookie);
  await registerCompression(app);
  // Every public API read without a limit of its own gets the public one (issue #15 item 13:
  // /org-units, /reference and /locations had none). Added before the rate-limit plugin, whose
  // own onRoute hook reads the result.
  app.addHook('onRoute', (route) => {
    const routeConfig = (route.config ?? {}) as { access?: { kind?: string }; rateLimit?: unknown };
    if (route.url.startsWith('/api/') && routeConfig.access?.kind === 'public' && !routeConfig.rateLimit)
      route.config = {
        ...routeConfig,
        rateLimit: { max: config.publicRateLimitPerMinute, timeWindow: 60_000 },
      } as typeof route.config;
  });
  // Per-route limits (public tender API, docs/decisions/013); a refusal is a RATE_LIMITED problem.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', undefined, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
      }),
  });
  await registerCsrf(app, { secureCookies: config.production });
  await registerSessions(app, { db: database.db, config });
  registerAccess(app, { db: database.db });
  registerPostedText(app);
  // Each client's share of document downloads, across every download route (issue #23 item 5).
  app.decorate('downloadLimiter', createDownloadLimiter(config.downloads));

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'State Public Procurement Portal, Assam: API',
        version: constants.portalVersion,
        description:
          'Public and logged-in API of the portal. Errors are RFC 9457 problem+json with a stable `code`.',
      },
      servers: [],
    },
    transform: jsonSchemaTransform,
  });
  // The read API is public by design, so its description is too (docs/security.md); an
  // operator who wants it hidden sets API_DOCS=off.
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        database,
        appVersion: constants.portalVersion,
        demoData: options.demoData,
      });
      await api.register(visitRoutes, { db: database.db, secure: config.production });
      await api.register(siteRoutes, { config });
      await api.register(authRoutes, { db: database.db, config });
      await api.register(accountRoutes, { db: database.db, config });
      await api.register(roleRoutes, { db: database.db });
      await api.register(userRoutes, { db: database.db });
      await api.register(tenderRoutes, { db: database.db, config });
      await api.register(corrigendaRoutes, { db: database.db, config });
      await api.register(openDataRoutes, { db: database.db, config });
      await api.register(pushRoutes, { db: database.db, config });
      await api.register(searchAlertRoutes, { db: database.db, config });
      await api.register(organisationRoutes, { db: database.db });
      await api.register(moduleConfigRoutes, { db: database.db });
      await api.register(locationRoutes, { db: database.db });
      await api.register(masterRoutes, { db: database.db });
      const fileStore = diskStore(path.join(config.dataDir, 'files'));
      await api.register(fileRoutes, { db: database.db, store: fileStore });
      await api.register(epublishRoutes, { db: database.db, store: fileStore, origin: config.publicBaseUrl });
      await api.register(epublishCorrigendumRoutes, {
        db: database.db,
        store: fileStore,
        origin: config.publicBaseUrl,
      });
      await api.register(epublishAwardRoutes, {
        db: database.db,
        store: fileStore,
        origin: config.publicBaseUrl,
      });
      await api.register(appealRoutes, { db: database.db, store: fileStore, clock: options.clock });
      await api.register(reportRoutes, { db: database.db, clock: options.clock });
      await api.register(bidderRoutes, { db: database.db, store: fileStore, clock: options.clock });
      await api.register(contentRoutes, { db: database.db, store: fileStore, clock: options.clock });
      await api.register(planRoutes, { db: database.db });
      await api.register(imageRoutes, { db: database.db, store: fileStore, clock: options.clock });
      await api.register(grievanceRoutes, { db: database.db, store: fileStore, config });
      if (!config.production) {
        await api.register(devMailboxRoutes, { db: database.db });
        await api.register(searchAlertDevRoutes, { db: database.db, config });
      }
    },
    { prefix: '/api/v1' },
  );

  // Absolute links from configuration, never from the Host header (issue #15 item 12).
  await registerWeb(app, {
    webRoot: config.webRoot,
    publicOrigin: config.publicBaseUrl,
    renderBudget: config.renderBudget,
    sessionCookie: config.session.cookieName,
    // A server-rendered page may be all a visitor's browser ever runs (decision 031): it counts
    // the visit itself, once per browser session, before it renders the footer's total.
    onPageView: async (request, reply) => {
      await recordVisitOnce({ db: database.db, secure: config.production }, request, reply);
    },
  });
  return app;
}
