import type { Release } from './ocds.ts';

/**
 * OCDS merging (docs/decisions/049; OCDS 1.1 "Merging"): the compiled release of a contracting
 * process is its releases applied oldest first: objects merged member by member, an array of
 * objects that carry `id` merged object by object on that id (so parties, awards, amendments and
 * documents accumulate), any other array replaced whole, a null removes the member. The
 * compiled release's own `id`, `date` (the newest release's) and `tag: ['compiled']`.
 */
type Json = unknown;

const isObject = (v: Json): v is Record<string, Json> => !!v && typeof v === 'object' && !Array.isArray(v);
const identified = (v: Json): v is Record<string, Json>[] =>
  Array.isArray(v) && v.length > 0 && v.every((x) => isObject(x) && 'id' in x);

function merge(into: Json, from: Json): Json {
  if (isObject(from)) {
    const base: Record<string, Json> = isObject(into) ? { ...into } : {};
    for (const [key, value] of Object.entries(from)) {
      if (value === null) delete base[key];
      else base[key] = merge(base[key], value);
    }
    return base;
  }
  if (identified(from)) {
    const byId = new Map<string, Json>();
    if (identified(into)) for (const item of into) byId.set(String(item.id), item);
    for (const item of from) byId.set(String(item.id), merge(byId.get(String(item.id)), item));
    return [...byId.values()];
  }
  return from;
}

export function compileReleases(releases: Release[]): Release {
  const ordered = [...releases].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let compiled: Json = {};
  for (const r of ordered) compiled = merge(compiled, r);
  const last = ordered[ordered.length - 1]!;
  return { ...(compiled as Release), id: `${last.ocid}-compiled`, date: last.date, tag: ['compiled'] };
}

/** One record per contracting process (record package schema): its releases and the compiled one. */
export function recordOf(releases: Release[]) {
  const ocid = releases[0]!.ocid;
  return { ocid, releases, compiledRelease: compileReleases(releases) };
}
