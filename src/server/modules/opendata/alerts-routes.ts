import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  alertDigestRunSchema,
  alertTokenSchema,
  searchAlertCreateSchema,
  searchAlertStateSchema,
} from '../../../common/api/opendata.ts';
import { prefixFromLang } from '../../../common/i18n/languages.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { pagesAccess, publicAccess } from '../../platform/access.ts';
import { confirmAlert, runDigests, saveAlert, unsubscribeAlert, unsubscribeLang } from './alerts.ts';

const tags = ['open data'];

/**
 * E-mail alerts of a public search (issue #32 item 6, docs/decisions/055): save (captcha,
 * throttled), confirm (double opt-in), unsubscribe (RFC 8058 one-click: a POST from the mail
 * provider, no cookie, no CSRF token; a GET goes to the page with a confirm button).
 */
export const searchAlertRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  // RFC 8058: the one-click POST's body is `List-Unsubscribe=One-Click`, as a form (either kind).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  if (!app.hasContentTypeParser('multipart/form-data'))
    app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_r, _b, done) =>
      done(null, {}),
    );
  const actor = (request: { ip: string; id: unknown }) => ({ ip: request.ip, requestId: String(request.id) });

  app.post(
    '/public/search-alerts',
    {
      config: { access: publicAccess, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Save a search as a daily e-mail alert (সন্ধান এটা দৈনিক ই-মেইল সতৰ্কবাণী হিচাপে সংৰক্ষণ)',
        description:
          "The listing's query string (the same filters as the Atom feed), an e-mail address, the language of the mails (`en` or `as`) and the captcha. A confirmation mail with a link (48 hours, single use) is sent; nothing else is sent until it is confirmed. Limited per address and per client.\n\nতালিকাৰ সন্ধান, ই-মেইল ঠিকনা, ভাষা আৰু কেপচা। নিশ্চিত কৰিবলৈ এটা লিংক পঠোৱা হয়; নিশ্চিত নকৰালৈকে আন একো পঠোৱা নহয়।",
        body: searchAlertCreateSchema,
        response: { 202: searchAlertStateSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await saveAlert({ db, config, body: request.body, ...actor(request) })),
  );

  app.post(
    '/public/search-alerts/confirm',
    {
      config: { access: publicAccess, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "Confirm an e-mail alert with the link's token (ই-মেইল সতৰ্কবাণী নিশ্চিত কৰক)",
        description:
          'The token of the confirmation mail, once, within 48 hours; then the alert gets a daily digest (07:00 IST).\n\nনিশ্চিতকৰণ ই-মেইলৰ টোকেন, এবাৰহে, 48 ঘণ্টাৰ ভিতৰত।',
        body: alertTokenSchema,
        response: { 200: searchAlertStateSchema },
      },
    },
    async (request) => confirmAlert({ db, token: request.body.token, ...actor(request) }),
  );

  app.post(
    '/public/search-alerts/unsubscribe',
    {
      config: { access: publicAccess, oneClick: true, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Stop an e-mail alert: one click (RFC 8058) (ই-মেইল সতৰ্কবাণী বন্ধ কৰক)',
        description:
          "The address of every alert mail's `List-Unsubscribe` header, with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`: a POST stops the alert, without login or CSRF token. Again is harmless.\n\nপ্ৰতিখন ই-মেইলৰ `List-Unsubscribe` ঠিকনা: POST কৰিলে সতৰ্কবাণী বন্ধ হয়, লগ-ইন নালাগে।",
        querystring: alertTokenSchema,
        response: { 200: searchAlertStateSchema },
      },
    },
    async (request) => unsubscribeAlert({ db, token: request.query.token, ...actor(request) }),
  );

  app.get(
    '/public/search-alerts/unsubscribe',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'The one-click address opened in a browser: to the page that asks to confirm (303)',
        querystring: alertTokenSchema,
      },
    },
    async (request, reply) => {
      const lang = await unsubscribeLang(db, request.query.token);
      return reply.redirect(
        `/${prefixFromLang(lang)}/searchalerts?unsubscribe=${encodeURIComponent(request.query.token)}`,
        303,
      );
    },
  );
};

/**
 * Development and tests only (app.ts registers it outside production, as the development
 * mailbox): run the digest of every confirmed alert now, whatever the time of day.
 */
export const searchAlertDevRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.post(
    '/dev/search-alerts/digest',
    {
      config: { access: pagesAccess('rolemaster') },
      schema: {
        tags: ['development'],
        summary: 'Run the e-mail alert digest now (not available in production)',
        response: { 200: alertDigestRunSchema },
      },
    },
    async (request) =>
      runDigests({
        db,
        origin: config.publicBaseUrl,
        all: true,
        onError: (err) => request.log.error({ err }, 'alert digest failed'),
      }),
  );
};
