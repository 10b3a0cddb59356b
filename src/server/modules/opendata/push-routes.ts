import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pushAwardSchema,
  pushCorrigendumSchema,
  pushResultSchema,
  pushTenderSchema,
  pushTokenSchema,
} from '../../../common/api/opendata.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { tokenAccess } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { type PushContext, pushAward, pushCorrigendum, pushTender } from './push-items.ts';
import { issuePushToken, type PushClient, verifyPushToken } from './push-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The XML user a push route's bearer token stands for (set by this module's hook). */
    pushClient?: PushClient;
  }
}

const idempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(1).max(200).optional(),
});

/**
 * The push API of XML users (issue #32 item 1; spec §1 XML users, §6 roles `xml_rest`), for
 * machines: `token` access (decision in platform/access.ts), no cookies, no CSRF. A bearer token
 * from `POST /push/tokens` (HTTP Basic: the XML user's login id and password) authenticates
 * each push; this plugin's hook checks it before the handler runs. One item a call, JSON; a
 * refusal is problem+json whose `errors[].path` names the element (`closingAt`, `orgUnitId`…).
 */
export const pushRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const origin = config.publicBaseUrl;
  app.addHook('onRequest', async (request) => {
    if (
      request.routeOptions.config?.access?.kind !== 'token' ||
      request.routeOptions.url?.endsWith('/push/tokens')
    )
      return;
    request.pushClient = await verifyPushToken(db, request.headers.authorization);
  });
  const context = (request: {
    pushClient?: PushClient;
    ip: string;
    id: unknown;
    headers: Record<string, unknown>;
  }): PushContext => {
    if (!request.pushClient) throw new AppError('UNAUTHENTICATED');
    const key = request.headers['idempotency-key'];
    return {
      client: request.pushClient,
      ip: request.ip,
      requestId: String(request.id),
      idempotencyKey: typeof key === 'string' && key.trim() ? key.trim() : undefined,
    };
  };
  const limited = { access: tokenAccess, rateLimit: { max: 600, timeWindow: 60_000 } };

  app.post(
    '/push/tokens',
    {
      config: { access: tokenAccess, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['push'],
        summary:
          'A bearer token for a REST-type XML user (HTTP Basic login id and password) (XML ব্যৱহাৰকাৰীৰ টোকেন)',
        description:
          "Send `Authorization: Basic base64(loginId:password)`. The token is valid 24 hours and stops working when the XML user's password is reset or changed.\n\n`Authorization: Basic` হিচাপে login id আৰু পাছৱৰ্ড পঠিয়াওক। টোকেন ২৪ ঘণ্টা বৈধ, আৰু XML ব্যৱহাৰকাৰীৰ পাছৱৰ্ড ৰিছেট বা সলনি হ'লে ই অচল হয়।",
        response: { 200: pushTokenSchema },
      },
    },
    async (request) =>
      issuePushToken(db, config, request.headers.authorization, {
        ip: request.ip,
        requestId: String(request.id),
      }),
  );

  app.post(
    '/push/tenders',
    {
      config: limited,
      schema: {
        tags: ['push'],
        summary:
          'Push one tender (a higher version updates it and publishes a corrigendum) (এখন টেণ্ডাৰ পঠিওৱা)',
        description:
          "Idempotent: the same `tenderId` and `version` again changes nothing; an `Idempotency-Key` header returns the first answer again. A higher version updates the tender and publishes a corrigendum listing what changed; a lower one is 409. `orgUnitId` must be in one of the XML user's organisation chains (403 otherwise).\n\nএকে `tenderId` আৰু `version` পুনৰ পঠালে একো সলনি নহয়; উচ্চতৰ সংস্কৰণে টেণ্ডাৰ আপডেট কৰে আৰু কি সলনি হ'ল তাৰ শুধৰণি প্ৰকাশ কৰে; XML ব্যৱহাৰকাৰীৰ সংস্থা শৃংখলৰ বাহিৰৰ বাবে 403।",
        headers: idempotencyHeaders,
        body: pushTenderSchema,
        response: { 200: pushResultSchema },
      },
    },
    async (request) => pushTender(db, origin, context(request), request.body),
  );

  app.post(
    '/push/corrigenda',
    {
      config: limited,
      schema: {
        tags: ['push'],
        summary: 'Push one corrigendum of a pushed or imported tender (এখন শুধৰণি পঠিওৱা)',
        description:
          'Once per `corrigendumId`; a date extension moves the bid submission end, a cancel cancels the tender.\n\nপ্ৰতিটো `corrigendumId` এবাৰ; তাৰিখ বৃদ্ধিয়ে বিড দাখিলৰ শেষ সময় সলনি কৰে, বাতিলে টেণ্ডাৰ বাতিল কৰে।',
        headers: idempotencyHeaders,
        body: pushCorrigendumSchema,
        response: { 200: pushResultSchema },
      },
    },
    async (request) => pushCorrigendum(db, origin, context(request), request.body),
  );

  app.post(
    '/push/awards',
    {
      config: limited,
      schema: {
        tags: ['push'],
        summary: 'Push the award of contract of a tender (চুক্তি বঁটনৰ আদেশ পঠিওৱা)',
        description: 'Once per tender (409 for a second, different award).\n\nপ্ৰতিখন টেণ্ডাৰৰ বাবে এবাৰ।',
        headers: idempotencyHeaders,
        body: pushAwardSchema,
        response: { 200: pushResultSchema },
      },
    },
    async (request) => pushAward(db, origin, context(request), request.body),
  );
};
