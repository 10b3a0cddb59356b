import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

type Filters = Record<string, string | number | boolean | undefined>;

/**
 * A list's filters and paging live in the URL (issue #9, docs/decisions/018), so a page can be
 * bookmarked, shared and reloaded, and Back returns to the same results. The URL is read
 * through the list's zod schema: a value the schema refuses (typed into the address bar) is
 * dropped rather than sent, so the page shows the unfiltered list instead of an error.
 */
export function useUrlFilters<S extends z.ZodObject>(schema: S) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(schema, params), [schema, params]);
  const setFilters = useCallback(
    (change: Partial<z.input<S>>, options: { keepPage?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          // A new filter starts from the first page (and the first cursor).
          if (!options.keepPage) {
            next.delete('page');
            next.delete('cursor');
          }
          for (const [key, value] of Object.entries(change as Filters)) {
            if (value === undefined || value === '' || value === null) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );
  return { filters, setFilters, params };
}

function readFilters<S extends z.ZodObject>(schema: S, params: URLSearchParams): z.output<S> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  const retry = schema.safeParse(raw);
  return retry.success ? retry.data : schema.parse({});
}

/**
 * `useUrlFilters` plus the query that loads the list for them: one hook per list page.
 * `load` gets the parsed filters; the query key includes them.
 */
export function useListQuery<S extends z.ZodObject, T>(options: {
  schema: S;
  key: QueryKey;
  load(filters: z.output<S>, signal: AbortSignal): Promise<T>;
}) {
  const url = useUrlFilters(options.schema);
  const query = useQuery({
    queryKey: [...options.key, url.filters],
    queryFn: ({ signal }) => options.load(url.filters, signal),
    placeholderData: (previous) => previous,
  });
  return { ...url, query };
}
