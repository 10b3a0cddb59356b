import { presentError } from './errors.ts';

export interface Issue {
  field?: string;
  message: string;
}

/**
 * For the pages not yet on the form kit (issue #9 lists them): the one error presentation
 * (`presentError`) in the error summary's shape. Field paths are kept whole (`covers.0.name`).
 */
export function problemIssues(error: unknown, t: (key: string) => string): Issue[] {
  return presentError(error, t).map((e) => ({ field: e.path, message: e.message }));
}
