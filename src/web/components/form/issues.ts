import type { FieldError, FieldErrors } from 'react-hook-form';

/** A field error with its whole path (`covers.0.name`) and its message key. */
export interface PathIssue {
  path: string;
  message: string;
  /** What the message names ({{deadline}}), from the server's problem (decision 040). */
  params?: Record<string, string>;
}

/**
 * react-hook-form keeps errors as a tree shaped like the values; the error summary needs them as
 * a list with dotted paths, nested ones included (issue #9: the old `problemIssues` lost all but
 * the last segment, so `covers.0.name` could not carry its own error).
 */
export function flattenErrors(errors: FieldErrors, prefix = ''): PathIssue[] {
  const out: PathIssue[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || key === 'root') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const leaf = value as FieldError;
    const params = (leaf as { params?: Record<string, string> }).params;
    if (typeof leaf.message === 'string' && leaf.message)
      out.push({ path, message: leaf.message, ...(params ? { params } : {}) });
    else if (typeof value === 'object') out.push(...flattenErrors(value as FieldErrors, path));
  }
  return out;
}

/** The element an error-summary link moves focus to: the field, or a group's first input. */
export function focusField(path: string): void {
  const target = document.getElementById(path);
  const focusable = target?.matches('input, select, textarea, button')
    ? target
    : (target?.querySelector<HTMLElement>('input, select, textarea, button') ??
      document.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`));
  focusable?.focus();
  focusable?.scrollIntoView?.({ block: 'center' });
}
