import { type FormEvent, useCallback, useMemo, useState } from 'react';
import type { ZodType } from 'zod';
import { translateKey } from '../../api/errors.ts';
import type { SummaryError } from '../error-summary.tsx';
import { adoptTypedValue } from './adopt-typed-value.ts';

type Translate = (key: string) => string;

/** A zod-like issue: the shared schemas' message is a catalogue key (spec §5 messages). */
interface SchemaIssue {
  path: PropertyKey[];
  message: string;
}

export interface SearchFormOptions<P extends string> {
  /** The shared request schema the server checks the same parameters with. */
  schema: ZodType;
  /** The form's fields, by their URL (= API) parameter names. */
  params: readonly P[];
  /** The page URL's parameters the form starts from. */
  initial: URLSearchParams;
  /** Values the schema checks beside the form's own but that are not sent (other filters). */
  context?: Record<string, unknown>;
  /** Parameters fixed by the page (shown, not changeable, not sent). */
  locked?: Partial<Record<string, string>>;
  t: Translate;
  /**
   * The message key for an issue whose message is not a catalogue key (zod's own English,
   * from a coercion); by default `validation.invalid`.
   */
  fallbackMessage?(param: P): string;
  /** Rules across fields after the schema passes, as extra issues (a range's ends in order). */
  refine?(parsed: unknown): SchemaIssue[];
  /** Adjusts the values to send before they are checked (a choice that voids another field). */
  prepare?(chosen: Partial<Record<P, string>>): void;
  onSearch(chosen: Partial<Record<P, string>>): void;
}

/**
 * The form kit's search form (issue #9, docs/decisions/017): a GET-style form whose values are
 * URL parameters (strings), checked on submit by the shared request schema and shown with the
 * kit's translated field errors and error summary. It has no react-hook-form: search forms
 * carry no nested values, drafts or unsaved warnings, and the public tender search is in every
 * visitor's first load, where the entry-form kit costs 21 KiB gzipped (decision 019's budget).
 * A shared or hand-edited link that carries a value the API refuses shows its error at once,
 * as if just submitted.
 */
export function useSearchForm<P extends string>(options: SearchFormOptions<P>) {
  const { params, locked = {} } = options;
  const isLocked = (p: P) => p in locked;
  // The values start from the URL. A page whose URL's search changes under the form (Back, a
  // link to another search) remounts the form with a key, rather than setting its values in an
  // effect: the fields may hold what the visitor typed before the app started (decision 032),
  // which an effect after hydration would undo.
  const [values, setValues] = useState<Record<P, string>>(() => {
    const v = Object.fromEntries(params.map((p) => [p, options.initial.get(p) ?? ''])) as Record<P, string>;
    for (const [key, value] of Object.entries(locked)) if (key in v) v[key as P] = value ?? '';
    return v;
  });
  const [errors, setErrors] = useState<SearchErrors<P>>(() => searchParamErrors(options, options.initial));
  const [attempt, setAttempt] = useState(0);
  /** Stable across renders, so a page may sync a value from its URL in an effect. */
  const setValue = useCallback((p: P, value: string) => setValues((old) => ({ ...old, [p]: value })), []);
  const set = (p: P) => (value: string) => setValue(p, value);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const chosen: Partial<Record<P, string>> = {};
    for (const p of params) {
      const value = values[p].trim();
      if (value !== '' && !isLocked(p)) chosen[p] = value;
    }
    options.prepare?.(chosen);
    const found = checkSearch(options, chosen, options.context);
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length === 0) options.onSearch(chosen);
  };

  const clear = () => {
    setErrors({});
    setValues((old) => {
      const next = { ...old };
      for (const p of params) if (!isLocked(p)) next[p] = '';
      return next;
    });
    options.onSearch({});
  };

  // The error summary's list (links to the fields); the form's own error (no field: "Please enter at least one field to search.") comes first.
  const summary: SummaryError[] = useMemo(
    () => [
      ...(errors[''] ? [{ message: errors[''] }] : []),
      ...params.filter((p) => errors[p]).map((p) => ({ field: p, message: errors[p] as string })),
    ],
    [params, errors],
  );

  /**
   * The props a Mantine input of parameter `p` takes: id (the summary's link), value, error, and
   * a ref that adopts what the visitor typed before the app took the field over (decision 032).
   */
  const input = (p: P) => ({
    id: p,
    name: p,
    value: values[p],
    error: errors[p],
    disabled: isLocked(p),
    onChange: (e: { currentTarget: { value: string } }) => set(p)(e.currentTarget.value),
    ref: adoptTypedValue(values[p], set(p)),
  });

  return {
    values,
    errors,
    formError: errors[''],
    summary,
    attempt,
    set,
    setValue,
    input,
    submit,
    clear,
    isLocked,
  };
}

/** Translated messages by parameter; `''` holds an issue on the whole form. */
export type SearchErrors<P extends string> = Partial<Record<P | '', string>>;

/** The field errors of a set of chosen values: the schema's, then the cross-field rules'. */
function checkSearch<P extends string>(
  options: Pick<SearchFormOptions<P>, 'schema' | 't' | 'fallbackMessage' | 'refine'>,
  chosen: Partial<Record<P, string>>,
  context?: Record<string, unknown>,
): SearchErrors<P> {
  const parsed = options.schema.safeParse({ ...context, ...chosen });
  const issues = parsed.success ? (options.refine?.(parsed.data) ?? []) : parsed.error.issues;
  return issueMessages(issues, options);
}

/** Issues as one translated message per parameter (the first issue of each wins). */
export function issueMessages<P extends string>(
  issues: readonly SchemaIssue[],
  options: Pick<SearchFormOptions<P>, 't' | 'fallbackMessage'>,
): SearchErrors<P> {
  const found: SearchErrors<P> = {};
  for (const issue of issues) {
    const param = String(issue.path[0] ?? '') as P | '';
    if (found[param]) continue;
    const key = isMessageKey(issue.message)
      ? issue.message
      : (param && options.fallbackMessage?.(param)) || 'validation.invalid';
    found[param] = translateKey(options.t, key);
  }
  return found;
}

/** Catalogue keys are dotted identifiers (`validation.search.keywordMin`); zod's own are prose. */
function isMessageKey(message: string): boolean {
  return /^[a-z][\w-]*(:[\w-]+)?(\.[\w-]+)+$/i.test(message);
}

/**
 * The errors a page URL's own parameters would get (locked and paging ones aside): a page can
 * tell before it searches that the link is not a search the API will run.
 */
export function searchParamErrors<P extends string>(
  options: Pick<SearchFormOptions<P>, 'schema' | 't' | 'fallbackMessage' | 'refine' | 'locked' | 'context'>,
  params: URLSearchParams,
): SearchErrors<P> {
  const locked = options.locked ?? {};
  // Every parameter the API gets counts (a hand-edited `limit` too), paging cursors aside.
  const values = Object.fromEntries(
    [...params].filter(
      ([key, value]) => value !== '' && !(key in locked) && key !== 'cursor' && key !== 'page',
    ),
  ) as Partial<Record<P, string>>;
  // An address with no search in it is the page's default listing, not a refused search.
  if (Object.keys(values).length === 0) return {};
  return checkSearch(options, values, options.context);
}
