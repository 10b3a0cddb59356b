/**
 * Hostile requests generated from the OpenAPI document (issue #15 item 4): every operation,
 * every parameter and every body field, with the values the outside probe used. Shared by the
 * API test (hostile-input.api.test.ts) and the fuzz benchmark (bench/fuzz.ts).
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  minItems?: number;
  minLength?: number;
  format?: string;
  default?: unknown;
  pattern?: string;
};

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  parameters?: { in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface ProbeRequest {
  method: string;
  /** The path with its parameters filled in, and the query string. */
  url: string;
  payload?: unknown;
  /** What was poisoned, for the failure message: `path.id`, `query.q`, `body.roles.0`. */
  target: string;
  kind: HostileKind | 'fuzz';
}

export const hostileValues = {
  nul: 'ab\u0000cd',
  surrogate: 'ab\ud800cd',
  int32: 2 ** 31,
  cursor: '%%%not-a-cursor',
} as const;
export type HostileKind = keyof typeof hostileValues;

/** What a fuzz run puts into every slot, whatever its type (bench/fuzz.ts). */
export const fuzzValues: unknown[] = [
  hostileValues.nul,
  hostileValues.surrogate,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  1e308,
  -1,
  0,
  1.5,
  Number.NaN,
  '',
  ' ',
  '   leading and   inner   spaces   ',
  'x'.repeat(5_000),
  [],
  {},
  null,
  true,
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  '২০২৬-১১-২৫',
  '9999-99-99T99:99:99Z',
  { $ne: 1 },
  ['a', 'b'],
];

function merged(schema: JsonSchema): JsonSchema {
  if (schema.allOf?.length) {
    const all: JsonSchema = { properties: {}, required: [] };
    for (const part of schema.allOf.map(merged)) {
      Object.assign(all.properties!, part.properties ?? {});
      all.required!.push(...(part.required ?? []));
      if (part.type) all.type = part.type;
    }
    return all;
  }
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch?.length) return merged(branch.find((b) => b.type !== 'null') ?? branch[0]!);
  return schema;
}

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

/** A plausible value for a schema, so that one poisoned field is the only thing wrong. */
export function sampleOf(input: JsonSchema, depth = 0): unknown {
  const schema = merged(input);
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 || !schema.items
        ? []
        : Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(schema.items!, depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = sampleOf(prop, depth + 1);
      return out;
    }
    case 'string':
      if (schema.format === 'date-time') return '2026-12-01T10:00:00.000Z';
      if (schema.format === 'date') return '2026-12-01';
      if (schema.format === 'email') return 'probe@assam.gov.in';
      return 'Probe text';
    default:
      return 'Probe';
  }
}

/** Every (path in the body, schema) pair of the leaves of a body schema. */
function leaves(
  input: JsonSchema,
  path: (string | number)[] = [],
  depth = 0,
): [(string | number)[], JsonSchema][] {
  const schema = merged(input);
  const type = typeOf(schema);
  if (type === 'object' && schema.properties && depth < 5)
    return Object.entries(schema.properties).flatMap(([key, prop]) =>
      leaves(prop, [...path, key], depth + 1),
    );
  if (type === 'array' && schema.items && depth < 5) return leaves(schema.items, [...path, 0], depth + 1);
  return [[path, schema]];
}

/** Percent-encoding, with a lone surrogate sent as the invalid UTF-8 bytes a client would send. */
function encode(value: unknown): string {
  if (value === hostileValues.surrogate) return 'ab%ED%A0%80cd';
  return encodeURIComponent(String(value));
}

function setAt(target: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const base = (
    Array.isArray(target) ? [...target] : { ...((target as Record<string, unknown>) ?? {}) }
  ) as Record<string | number, unknown>;
  base[head!] = setAt(base[head!], rest, value);
  return base;
}

/** The hostile values that fit a slot of a type (an integer slot gets 2³¹ too). */
function kindsFor(schema: JsonSchema, name: string): HostileKind[] {
  const type = typeOf(merged(schema));
  const kinds: HostileKind[] = ['nul', 'surrogate'];
  // Integers are ids, versions and counts (int4 columns); a `number` is money and may be large.
  if (type === 'integer') kinds.push('int32');
  if (name === 'cursor') kinds.push('cursor');
  return kinds;
}

/** The probe's requests for one document: one poisoned slot per request. */
export function hostileRequests(
  doc: OpenApiDocument,
  skip: (method: string, path: string) => boolean,
  fuzz = false,
) {
  const out: ProbeRequest[] = [];
  for (const [openApiPath, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      if (skip(method.toUpperCase(), openApiPath)) continue;
      const params = op.parameters ?? [];
      const pathParams = params.filter((p) => p.in === 'path');
      const queryParams = params.filter((p) => p.in === 'query');
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const sampleBody = bodySchema ? sampleOf(bodySchema) : undefined;
      const build = (override: { path?: [string, unknown]; query?: [string, unknown] }) => {
        const url = openApiPath.replace(/\{(\w+)\}/g, (_, name: string) => {
          const value =
            override.path?.[0] === name
              ? override.path[1]
              : sampleOf(pathParams.find((p) => p.name === name)?.schema ?? {});
          return encode(value);
        });
        const query = override.query
          ? `?${encodeURIComponent(override.query[0])}=${encode(override.query[1])}`
          : '';
        return url + query;
      };
      const M = method.toUpperCase();
      // Each slot gets the hostile values that fit its type, or in a fuzz run every fuzz value.
      const values = (schema: JsonSchema, name: string): [HostileKind | 'fuzz', unknown][] =>
        fuzz
          ? fuzzValues.map((v): [HostileKind | 'fuzz', unknown] => ['fuzz', v])
          : kindsFor(schema, name).map((kind): [HostileKind | 'fuzz', unknown] => [
              kind,
              hostileValues[kind],
            ]);
      for (const p of pathParams)
        for (const [kind, value] of values(p.schema ?? {}, p.name))
          out.push({
            method: M,
            url: build({ path: [p.name, value] }),
            payload: sampleBody,
            target: `path.${p.name}`,
            kind,
          });
      for (const p of queryParams)
        for (const [kind, value] of values(p.schema ?? {}, p.name))
          out.push({
            method: M,
            url: build({ query: [p.name, value] }),
            payload: sampleBody,
            target: `query.${p.name}`,
            kind,
          });
      if (bodySchema) {
        for (const [path, schema] of leaves(bodySchema))
          for (const [kind, value] of values(schema, String(path.at(-1) ?? '')))
            out.push({
              method: M,
              url: build({}),
              payload: setAt(sampleBody, path, value),
              target: ['body', ...path].join('.'),
              kind,
            });
        // The whole body replaced by each value (an array, a string, null …).
        if (fuzz)
          for (const value of fuzzValues)
            out.push({ method: M, url: build({}), payload: value, target: 'body', kind: 'fuzz' });
      }
    }
  }
  return out;
}
