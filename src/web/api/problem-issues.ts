import { ApiError } from './client.ts';

export interface Issue {
  field?: string;
  message: string;
}

/**
 * Turns a failed call into error-summary entries: the server's field errors (their message keys
 * translated, each linked to its field), or else the translated message of its problem code.
 */
export function problemIssues(error: unknown, t: (key: string) => string): Issue[] {
  if (error instanceof ApiError && error.problem?.errors?.length) {
    return error.problem.errors.map((e) => ({ field: e.path.split('.').pop(), message: t(e.message) }));
  }
  return [{ message: t(`errors.${error instanceof ApiError ? error.code : 'INTERNAL_ERROR'}`) }];
}
