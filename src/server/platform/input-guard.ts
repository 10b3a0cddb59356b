import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Input the database cannot take is refused at the edge (issue #15 item 4). The probe's fuzz
 * got 500s from a NUL byte in any string that reached SQL (PostgreSQL text cannot hold U+0000)
 * and from a lone UTF-16 surrogate (jsonb refuses `\ud800`, so the audit insert failed).
 * One rule for every string of params, query and body of every route, applied by the
 * validator compiler before the route's own zod schema: no route can forget it.
 */
const nul = '\u0000';
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const unsafeTextMessage = 'validation.text.unsafeCharacters';

/** True when a string holds a character no column can store. */
export function isUnsafeText(value: string): boolean {
  return value.includes(nul) || loneSurrogate.test(value);
}

/** The paths of every unsafe string (keys included) inside a request part, at most ten. */
export function unsafeTextPaths(
  value: unknown,
  path: (string | number)[] = [],
  found: (string | number)[][] = [],
) {
  if (found.length >= 10) return found;
  if (typeof value === 'string') {
    if (isUnsafeText(value)) found.push(path);
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) unsafeTextPaths(item, [...path, i], found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (isUnsafeText(key)) found.push([...path, key]);
      else unsafeTextPaths(item, [...path, key], found);
    }
  }
  return found;
}

/**
 * Integers: every integer a request carries is an id, a version, a parent id, a count or a
 * page, stored in a PostgreSQL `integer` column (int4). zod's `.int()` allows up to 2⁵³, so 2³¹
 * reached SQL and failed there (the probe's finding). An integer field whose schema declares
 * no narrower range than zod's default gets the int4 range here; a field that really holds
 * more (none yet; money is a decimal `number`) declares its own `.max()`.
 */
const int4 = { min: -(2 ** 31), max: 2 ** 31 - 1 };
export const outOfRangeMessage = 'validation.number.outOfRange';

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  maximum?: number;
};
type Slot = (string | '*')[];

/** The paths of the integer fields that take the int4 range, from the schema's JSON form. */
export function integerSlots(schema: JsonSchema, path: Slot = [], out: Slot[] = [], depth = 0): Slot[] {
  if (depth > 8) return out;
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    integerSlots(branch, path, out, depth + 1);
  if (
    schema.type === 'integer' &&
    (schema.maximum === undefined || schema.maximum >= Number.MAX_SAFE_INTEGER)
  )
    out.push(path);
  for (const [key, prop] of Object.entries(schema.properties ?? {}))
    integerSlots(prop, [...path, key], out, depth + 1);
  if (schema.items) integerSlots(schema.items, [...path, '*'], out, depth + 1);
  return out;
}

function outOfRange(value: unknown): boolean {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isFinite(n) && (n > int4.max || n < int4.min);
}

/** The data paths, along the slots, whose integers a column cannot hold. */
export function outOfRangePaths(data: unknown, slots: Slot[]): (string | number)[][] {
  const found: (string | number)[][] = [];
  const walk = (value: unknown, slot: Slot, path: (string | number)[]) => {
    if (found.length >= 10) return;
    if (slot.length === 0) {
      if (outOfRange(value)) found.push(path);
      return;
    }
    const [head, ...rest] = slot;
    if (head === '*') {
      if (Array.isArray(value)) for (const [i, item] of value.entries()) walk(item, rest, [...path, i]);
    } else if (value && typeof value === 'object' && head! in value) {
      walk((value as Record<string, unknown>)[head!], rest, [...path, head!]);
    }
  };
  for (const slot of slots) walk(data, slot, []);
  return found;
}

function slotsOf(schema: unknown): Slot[] {
  try {
    return integerSlots(
      z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
    );
  } catch {
    return [];
  }
}

/** A zod schema that fails with one issue per refused value, so the error has the usual shape. */
const refusalSchema = (slots: Slot[]) =>
  z.unknown().superRefine((value, ctx) => {
    for (const path of unsafeTextPaths(value))
      ctx.addIssue({ code: 'custom', message: unsafeTextMessage, path });
    for (const path of outOfRangePaths(value, slots))
      ctx.addIssue({ code: 'custom', message: outOfRangeMessage, path });
  });

/** The zod validator compiler with the text and integer rules in front of every schema. */
export const guardedValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as never);
  const slots = slotsOf(route.schema);
  const refuse = validatorCompiler({ schema: refusalSchema(slots) } as never);
  return (data: unknown) => {
    if (unsafeTextPaths(data).length || outOfRangePaths(data, slots).length) return refuse(data) as never;
    return validate(data) as never;
  };
};

/**
 * A URL whose percent-encoding is not well-formed UTF-8 (a lone surrogate sent as bytes,
 * `%ED%A0%80`) is refused before routing: the query parser would otherwise turn it into
 * replacement characters silently.
 */
export function isWellFormedUrl(url: string): boolean {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a request is for the API, judged on the decoded path the router matches, not the
 * raw URL: `POST /%61pi/v1/…` is routed to `/api/v1/…`, so the CSRF, session and no-store
 * hooks must see it as an API call too (issue #15 item 7).
 */
export function isApiRequest(request: { url: string; routeOptions?: { url?: string } }): boolean {
  const routed = request.routeOptions?.url;
  if (routed) return routed.startsWith('/api/');
  const pathname = request.url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(pathname).startsWith('/api/');
  } catch {
    return pathname.startsWith('/api/');
  }
}
