import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pushAwardSchema,
  pushBulkReportSchema,
  pushCorrigendumSchema,
  pushResultSchema,
  pushTenderSchema,
  pushTokenSchema,
} from '../../../common/api/opendata.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { publicAccess, tokenAccess } from '../../platform/access.ts';
import { AppError, sendProblem, toProblem } from '../../platform/errors.ts';
import { maxBulkBytes, pushBulk, spoolUpload } from './push-bulk.ts';
import { type PushContext, pushAward, pushCorrigendum, pushTender } from './push-items.ts';
import { issuePushToken, type PushClient, verifyPushToken } from './push-tokens.ts';
import { type PushKind, readSingleXml, XmlRefused } from './push-xml.ts';

/** The XSD of the XML form, served as it is at a stable address. */
const pushXsd = readFileSync(path.join(import.meta.dirname, 'push.xsd'), 'utf8');
export const pushXsdPath = '/api/v1/push/schema.xsd';
const xsdNote = `\n\nXML: send \`Content-Type: application/xml\` and the item as its XML element, described by the XSD at ${pushXsdPath}; refusals then name elements (\`/tender/closingAt\`).`;

declare module 'fastify' {
  interface FastifyRequest {
    /** The XML user a push route's bearer token stands for (set by this module's hook). */
    pushClient?: PushClient;
    /** The root element of an XML push: refusals name its elements (`/tender/closingAt`). */
    pushXmlRoot?: string;
  }
}

const idempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(1).max(200).optional(),
});

/**
 * The push API of XML users (issue #32 item 1; spec §1 XML users, §6 roles `xml_rest`), for
 * machines: `token` access (decision in platform/access.ts), no cookies, no CSRF. A bearer token
 * from `POST /push/tokens` (HTTP Basic: the XML user's login id and password) authenticates
 * each push; this plugin's hook checks it before the handler runs. One item a call, JSON or
 * XML (push.xsd; the same item schema and write), or a bulk file of many (push-bulk.ts); a
 * refusal is problem+json whose `errors[].path` names the member (`body.closingAt`) or, for
 * XML, the element (`/tender/closingAt`).
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
  const context = (
    request: {
      pushClient?: PushClient;
      ip: string;
      id: unknown;
      headers: Record<string, unknown>;
    },
    type: 'rest' | 'bulk' = 'rest',
  ): PushContext => {
    if (!request.pushClient) throw new AppError('UNAUTHENTICATED');
    // Spec §1: a REST-type XML user pushes items one at a time, a bulk-type one sends files.
    if (request.pushClient.kinds && !request.pushClient.kinds[type])
      throw new AppError('FORBIDDEN', undefined, {
        errors: [
          { path: '', message: `opendata:validation.push.${type === 'rest' ? 'notRest' : 'notBulk'}` },
        ],
      });
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

  app.get(
    '/push/schema.xsd',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['push'],
        summary: 'The XSD of the XML pushes and bulk files (XML পুছৰ XSD)',
        description:
          'Namespace `https://spp.assam.gov.in/schema/push/1`. Elements are named as the JSON members; `<push>` is a bulk file of `<tender>`, `<corrigendum>` and `<award>`.\n\nXML পুছ আৰু বাল্ক ফাইলৰ XSD; উপাদানৰ নাম JSON-ৰ নামৰ দৰে।',
      },
    },
    async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(pushXsd),
  );

  await app.register(async (scope) => {
    const items = scope.withTypeProvider<ZodTypeProvider>();
    // Content negotiation: an `application/xml` body is read as the route's item element
    // (`<tender>` for /push/tenders…), mapped onto the JSON item, and validated by the same schema.
    items.addContentTypeParser(
      ['application/xml', 'text/xml'],
      { parseAs: 'string', bodyLimit: 1_048_576 },
      (request, body, done) => {
        const url = request.routeOptions.url ?? '';
        const kind: PushKind = url.endsWith('/corrigenda')
          ? 'corrigendum'
          : url.endsWith('/awards')
            ? 'award'
            : 'tender';
        request.pushXmlRoot = kind;
        try {
          const item = readSingleXml(String(body), kind);
          if (item.errors.length > 0)
            return done(new AppError('VALIDATION_FAILED', undefined, { errors: item.errors }), undefined);
          done(null, item.value);
        } catch (error) {
          if (!(error instanceof XmlRefused)) return done(error as Error, undefined);
          done(
            new AppError('BAD_REQUEST', error.message, {
              errors: [{ path: `line ${error.line}`, message: `opendata:validation.push.${error.key}` }],
            }),
            undefined,
          );
        }
      },
    );
    // An XML push's refusals name elements, not JSON members: body.closingAt → /tender/closingAt.
    items.setErrorHandler((error, request, reply) => {
      const { problem, headers } = toProblem(error, request);
      if (problem.status >= 500) request.log.error({ err: error, code: problem.code }, 'request failed');
      const root = request.pushXmlRoot;
      if (root && problem.errors)
        problem.errors = problem.errors.map((e) =>
          e.path === 'body' || e.path.startsWith('body.')
            ? { ...e, path: ['', root, ...e.path.split('.').slice(1)].join('/') }
            : e,
        );
      return sendProblem(reply, problem, headers);
    });
    items.post(
      '/push/tenders',
      {
        config: limited,
        schema: {
          tags: ['push'],
          summary:
            'Push one tender (a higher version updates it and publishes a corrigendum) (এখন টেণ্ডাৰ পঠিওৱা)',
          description:
            "Idempotent: the same `tenderId` and `version` again changes nothing; an `Idempotency-Key` header returns the first answer again. A higher version updates the tender and publishes a corrigendum listing what changed; a lower one is 409. `orgUnitId` must be in one of the XML user's organisation chains (403 otherwise).\n\nএকে `tenderId` আৰু `version` পুনৰ পঠালে একো সলনি নহয়; উচ্চতৰ সংস্কৰণে টেণ্ডাৰ আপডেট কৰে আৰু কি সলনি হ'ল তাৰ শুধৰণি প্ৰকাশ কৰে; XML ব্যৱহাৰকাৰীৰ সংস্থা শৃংখলৰ বাহিৰৰ বাবে 403।" +
            xsdNote,
          headers: idempotencyHeaders,
          body: pushTenderSchema,
          response: { 200: pushResultSchema },
        },
      },
      async (request) => pushTender(db, origin, context(request), request.body),
    );

    items.post(
      '/push/corrigenda',
      {
        config: limited,
        schema: {
          tags: ['push'],
          summary: 'Push one corrigendum of a pushed or imported tender (এখন শুধৰণি পঠিওৱা)',
          description:
            'Once per `corrigendumId`; a date extension moves the bid submission end, a cancel cancels the tender.\n\nপ্ৰতিটো `corrigendumId` এবাৰ; তাৰিখ বৃদ্ধিয়ে বিড দাখিলৰ শেষ সময় সলনি কৰে, বাতিলে টেণ্ডাৰ বাতিল কৰে।' +
            xsdNote,
          headers: idempotencyHeaders,
          body: pushCorrigendumSchema,
          response: { 200: pushResultSchema },
        },
      },
      async (request) => pushCorrigendum(db, origin, context(request), request.body),
    );

    items.post(
      '/push/awards',
      {
        config: limited,
        schema: {
          tags: ['push'],
          summary: 'Push the award of contract of a tender (চুক্তি বঁটনৰ আদেশ পঠিওৱা)',
          description: `Once per tender (409 for a second, different award).\n\nপ্ৰতিখন টেণ্ডাৰৰ বাবে এবাৰ।${xsdNote}`,
          headers: idempotencyHeaders,
          body: pushAwardSchema,
          response: { 200: pushResultSchema },
        },
      },
      async (request) => pushAward(db, origin, context(request), request.body),
    );
  });

  await app.register(async (scope) => {
    const bulk = scope.withTypeProvider<ZodTypeProvider>();
    // The file is read as it arrives: the route takes the request stream, not a parsed body.
    bulk.removeAllContentTypeParsers();
    bulk.addContentTypeParser(
      ['application/xml', 'text/xml', 'application/x-ndjson', 'application/jsonl', 'application/json-lines'],
      (_request, payload, done) => done(null, payload),
    );
    bulk.post(
      '/push/bulk',
      {
        config: { access: tokenAccess, rateLimit: { max: 10, timeWindow: 60_000 } },
        bodyLimit: maxBulkBytes,
        schema: {
          tags: ['push'],
          summary: 'Upload a file of many items: XML or JSON Lines (বহু বস্তুৰ ফাইল আপলোড)',
          description: `For a bulk-type XML user. \`Content-Type: application/xml\`: a \`<push>\` document of \`<tender>\`, \`<corrigendum>\` and \`<award>\` elements (XSD at ${pushXsdPath}); \`application/x-ndjson\`: one \`{"tender": {…}}\` (or \`corrigendum\`, \`award\`) a line, each as its single push. Each item is validated and written on its own, as its single push would be: a refused item does not stop the others, and the same source id and version again changes nothing. The report names each refused item by its element (\`/push/tender[3]\`) or line, with what was refused. At most 256 MiB.\n\nবাল্ক প্ৰকাৰৰ XML ব্যৱহাৰকাৰীৰ বাবে: XML বা JSON Lines ফাইল; প্ৰতিটো বস্তু নিজাববীয়াকৈ পৰীক্ষা আৰু লিখা হয়; অগ্ৰাহ্য বস্তুসমূহ উপাদান বা শাৰীৰ নম্বৰেৰে প্ৰতিবেদনত থাকে।`,
          response: { 200: pushBulkReportSchema },
        },
      },
      async (request) => {
        const type = String(request.headers['content-type'] ?? '');
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > maxBulkBytes) throw new AppError('PAYLOAD_TOO_LARGE');
        const ctx = context(request, 'bulk');
        const upload = await spoolUpload(request.body as Readable, path.join(config.dataDir, 'push-uploads'));
        // The whole file is received; its items may take minutes (bench/README.md), with nothing
        // on the socket meanwhile: the idle timeout (REQUEST_TIMEOUT_SECONDS) would cut the
        // answer off, so it is lifted for this request and put back once it is answered.
        // (The test server's requests have no real socket.)
        const socket = request.raw.socket as { setTimeout?: (ms: number) => unknown } | undefined;
        socket?.setTimeout?.(0);
        try {
          return await pushBulk(db, origin, ctx, /xml/i.test(type) ? 'xml' : 'jsonl', upload);
        } finally {
          await rm(upload, { force: true });
          socket?.setTimeout?.(config.requestTimeoutMs);
        }
      },
    );
  });
};
