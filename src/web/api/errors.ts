import i18next, { type TFunction } from 'i18next';
import { ApiError } from './client.ts';

/** One error as a form shows it: the full field path (`covers.0.name`), or none for the form. */
export interface FieldIssue {
  path?: string;
  message: string;
}

/**
 * Message keys of the shared schemas (`src/common/api`) and of problem codes name their
 * catalogue when it is not the common one (`masters:validation.nameChars`); a bare key
 * (`validation.remarks.required`) is looked up in the caller's namespaces, then the common one,
 * then the other catalogues this page has loaded: messages only logged-in pages can receive
 * (`validation.user.*` of user administration) live in those pages' catalogue (`admin`), so
 * the common catalogue every public page downloads does not carry them (issue #14, bundle budget).
 */
export function translateKey(
  t: TFunction | ((key: string, options?: object) => string),
  key: string,
  params?: Record<string, string>,
): string {
  // The values a message names (an appeal's deadline, decision 040) fill its {{placeholders}}.
  const translate = (k: string) => (t as (key: string, options?: object) => string)(k, params);
  if (key.includes(':')) return translate(key);
  // The caller's own namespaces first (a page's `t` may default to its area's catalogue).
  const own = translate(key);
  if (own !== key) return own;
  const common = translate(`common:${key}`);
  if (common !== `common:${key}` && common !== key) return common;
  if (i18next.isInitialized) {
    const loaded = Object.keys(i18next.store?.data?.[i18next.language] ?? {});
    const ns = loaded.find((n) => i18next.exists(key, { ns: n }));
    if (ns) return i18next.t(key, { ns, ...params });
  }
  return common;
}

/**
 * THE error presentation of the web app (issue #9): a failed call becomes either field errors
 * (the server's problem+json `errors`, each message key translated and its whole path kept, so a
 * nested field such as `covers.0.name` carries its own error) or one translated message of its
 * problem code (`errors.<code>`; a 429 says how long to wait when the server said so).
 */
export function presentError(error: unknown, t: TFunction | ((key: string) => string)): FieldIssue[] {
  const fields = fieldIssueKeys(error);
  if (fields.length)
    return fields.map((e) => ({ path: e.path, message: translateKey(t, e.message, e.params) }));
  return [{ message: errorMessage(error, t) }];
}

/**
 * The server's field errors with their message keys, paths relative to the form: the server
 * names where a value came from (`body.covers.0.name`, `querystring.q`); the form knows only the
 * rest (`covers.0.name`).
 */
export function fieldIssueKeys(
  error: unknown,
): { path?: string; message: string; params?: Record<string, string> }[] {
  if (!(error instanceof ApiError) || !error.problem?.errors?.length) return [];
  return error.problem.errors.map((e) => ({
    path: e.path.replace(/^(body|querystring|params)(\.|$)/, '') || undefined,
    message: e.message,
    ...(e.params ? { params: e.params } : {}),
  }));
}

/** The one translated sentence for a failed call (lists and pages without a form use this). */
export function errorMessage(error: unknown, t: TFunction | ((key: string) => string)): string {
  const apiError = error instanceof ApiError ? error : undefined;
  if (apiError && (apiError.status === 429 || apiError.code === 'RATE_LIMITED')) {
    return apiError.retryAfterSeconds !== undefined
      ? (t as (key: string, o?: object) => string)('common:errors.rateLimitedFor', {
          count: Math.max(1, Math.ceil(apiError.retryAfterSeconds)),
        })
      : translateKey(t, 'errors.RATE_LIMITED');
  }
  return translateKey(t, `errors.${apiError?.code ?? 'INTERNAL_ERROR'}`);
}
