import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import {
  type PushBulkReport,
  type PushResult,
  pushAwardSchema,
  pushCorrigendumSchema,
  pushTenderSchema,
} from '../../../common/api/opendata.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { unitSubtreeIds } from '../../platform/org-scope.ts';
import { tidyPostedText } from '../../platform/posted-text.ts';
import { type PushContext, pushAward, pushCorrigendum, pushTender } from './push-items.ts';
import { type PushKind, pushKinds, XmlItemReader, XmlRefused } from './push-xml.ts';

/**
 * The bulk file of a bulk-type XML user (issue #32 item 1; spec §1 "XML users (bulk or rest
 * type)"): one file of many tenders, corrigenda and awards, as XML (`<push>` of `<tender>`,
 * `<corrigendum>`, `<award>`, push.xsd) or JSON Lines (one `{"tender": {…}}` a line). Each item
 * goes through the same schema and the same write as a single push (push-items.ts), on its own:
 * each is written whole in its own transaction or not at all, a refused one does not stop the
 * others, and the same source id and version again changes nothing. The upload is first
 * written to a file as fast as it arrives (the server's request timeout counts the upload, and
 * a file larger than the limit is refused before any item is written), then read a chunk at a
 * time (a chunk, its items written one by one, the next chunk), so a file of 100,000 tenders is
 * never held in memory. The report lists every refused item by its element
 * (`/push/tender[3]`) or line, with the paths and messages of what was refused.
 */

export const maxBulkBytes = 256 * 1024 * 1024;
const maxReportedRefusals = 1000;
const maxLineChars = 1_048_576;

const schemas = { tender: pushTenderSchema, corrigendum: pushCorrigendumSchema, award: pushAwardSchema };

type Outcome = PushResult['outcome'] | 'refused';
type Refusal = PushBulkReport['refused'][number];

/** One item: validated by its push schema, then written as a single push is, or refused with its paths. */
export async function pushOne(
  db: Db,
  origin: string,
  ctx: PushContext,
  item: { kind: PushKind; at: string; prefix: string; line: number; value: unknown },
): Promise<{ outcome: Outcome; refusal?: Refusal }> {
  const sourceId = (item.value as { tenderId?: unknown } | null)?.tenderId;
  const refused = (errors: { path: string; message: string }[]): { outcome: Outcome; refusal: Refusal } => ({
    outcome: 'refused',
    refusal: {
      item: item.at,
      line: item.line,
      kind: item.kind,
      sourceId: typeof sourceId === 'string' ? sourceId : null,
      errors,
    },
  });
  // The text rule every posted body gets (spec §5), then the item's push schema.
  const parsed = schemas[item.kind].safeParse(tidyPostedText(item.value));
  if (!parsed.success)
    return refused(
      parsed.error.issues.map((i) => ({
        path: [item.prefix, ...i.path.map(String)].join('/'),
        message: i.message,
      })),
    );
  try {
    const result =
      item.kind === 'tender'
        ? await pushTender(db, origin, ctx, parsed.data as never)
        : item.kind === 'corrigendum'
          ? await pushCorrigendum(db, origin, ctx, parsed.data as never)
          : await pushAward(db, origin, ctx, parsed.data as never);
    return { outcome: result.outcome };
  } catch (error) {
    // A refusal of the item (its chain, an older version, an unknown tender…): reported, the file goes on.
    if (error instanceof AppError && error.status < 500)
      return refused(
        (error.errors ?? [{ path: 'body', message: error.message }]).map((e) => ({
          path: [
            item.prefix,
            ...e.path
              .replace(/^body\.?/, '')
              .split('.')
              .filter(Boolean),
          ].join('/'),
          message: e.message,
        })),
      );
    throw error;
  }
}

/** The items of a JSON Lines file, line by line: `{"tender": {…}}`, `{"corrigendum": {…}}` or `{"award": {…}}`. */
function jsonLine(text: string, line: number) {
  const at = `line ${line}`;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {
      kind: 'tender' as PushKind,
      at,
      prefix: at,
      line,
      value: null,
      error: 'opendata:validation.push.jsonLine',
    };
  }
  const keys = value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
  const kind = keys[0] as PushKind;
  if (keys.length !== 1 || !pushKinds.includes(kind))
    return {
      kind: 'tender' as PushKind,
      at,
      prefix: at,
      line,
      value: null,
      error: 'opendata:validation.push.jsonLineKind',
    };
  return {
    kind,
    at,
    prefix: `${at}: ${kind}`,
    line,
    value: (value as Record<string, unknown>)[kind],
    error: null,
  };
}

/** The upload, written to a file in `dir` as it arrives; 413 (and nothing kept) beyond the limit. */
export async function spoolUpload(stream: Readable, dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${Date.now()}-${randomBytes(8).toString('hex')}.upload`);
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBulkBytes) done(new AppError('PAYLOAD_TOO_LARGE'));
      else done(null, chunk);
    },
  });
  // An old-style stream (the test server's request) is wrapped to be piped.
  const source = Symbol.asyncIterator in stream ? stream : new Readable().wrap(stream);
  try {
    await pipeline(source, limit, createWriteStream(file));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return file;
}

/**
 * `POST /push/bulk`: reads the spooled file from the request stream and pushes its items one by one.
 * A document that cannot be read (a DTD, not well-formed, too deep) stops the reading there:
 * the items before it are written and the report says where and why it stopped; a DTD comes
 * before the first item, so such a file writes nothing.
 */
export async function pushBulk(
  db: Db,
  origin: string,
  ctx: PushContext,
  format: 'xml' | 'jsonl',
  upload: string,
): Promise<PushBulkReport> {
  const stream = createReadStream(upload, { highWaterMark: 256 * 1024 });
  const context: PushContext = {
    ...ctx,
    idempotencyKey: undefined,
    allowedUnits: new Set(await unitSubtreeIds(db, ctx.client.userId)),
  };
  const report: PushBulkReport = {
    format,
    items: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    refusedCount: 0,
    refused: [],
    stopped: null,
  };
  const count = async (
    item: Parameters<typeof pushOne>[3],
    preRefused: { path: string; message: string }[],
  ) => {
    report.items++;
    const done =
      preRefused.length > 0
        ? {
            outcome: 'refused' as const,
            refusal: { item: item.at, line: item.line, kind: item.kind, sourceId: null, errors: preRefused },
          }
        : await pushOne(db, origin, context, item);
    if (done.outcome === 'refused') {
      report.refusedCount++;
      if (report.refused.length < maxReportedRefusals) report.refused.push(done.refusal!);
    } else report[done.outcome]++;
  };
  const decoder = new StringDecoder('utf8');
  let bytes = 0;
  const xml = format === 'xml' ? new XmlItemReader('bulk') : null;
  let pending = '';
  let line = 0;
  const feed = async (text: string, last: boolean) => {
    if (xml) {
      const items = [...xml.write(text), ...(last ? xml.end() : [])];
      for (const it of items) await count({ ...it, at: it.path, prefix: it.path }, it.errors);
      return;
    }
    pending += text;
    const lines = pending.split('\n');
    pending = last ? '' : lines.pop()!;
    if (pending.length > maxLineChars)
      throw new XmlRefused('A line is longer than 1 MiB.', 'jsonLineTooLong', line + 1);
    for (const raw of lines) {
      line++;
      const text = raw.trim();
      if (!text) continue;
      const it = jsonLine(text, line);
      await count(it, it.error ? [{ path: it.at, message: it.error }] : []);
    }
  };
  try {
    for await (const chunk of stream) {
      bytes += (chunk as Buffer).length;
      await feed(decoder.write(chunk as Buffer), false);
    }
    await feed(decoder.end(), true);
  } catch (error) {
    if (!(error instanceof XmlRefused)) throw error;
    report.stopped = {
      line: error.line,
      message: `opendata:validation.push.${error.key}`,
      detail: error.message,
    };
  }
  // A file refused before its first item (a DTD, not XML at all) is a refused request: a problem.
  if (report.stopped && report.items === 0)
    throw new AppError('BAD_REQUEST', report.stopped.detail, {
      errors: [{ path: 'body', message: report.stopped.message }],
    });
  await recordAudit(db, {
    action: 'push.bulk',
    actorUserId: ctx.client.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
    detail: {
      format,
      bytes,
      items: report.items,
      created: report.created,
      updated: report.updated,
      unchanged: report.unchanged,
      refused: report.refusedCount,
      stopped: report.stopped?.message ?? null,
    },
  });
  return report;
}
