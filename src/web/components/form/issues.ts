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
/**
 * The words a person sees as a field's name (its label, or its group's legend), without the
 * required mark; undefined when the page has no such field. Read from the page: the error
 * summary names the field when several errors say the same thing (issue #24 item 5).
 */
export function fieldLabel(path: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const target = document.getElementById(path);
  if (!target) return undefined;
  const byId = (ids: string | null) =>
    ids
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  // A field is its input's label; a group (radios, checkboxes) its own label or legend.
  const text = target.matches('input, select, textarea')
    ? ((target as HTMLInputElement).labels?.[0]?.textContent ?? byId(target.getAttribute('aria-labelledby')))
    : (document.querySelector(`label[for="${CSS.escape(path)}"]`)?.textContent ??
      byId(target.getAttribute('aria-labelledby')) ??
      // A Mantine group's wrapper: its label is `${id}-label`, named by the radiogroup inside.
      byId(
        target.querySelector('[role="radiogroup"], [role="group"]')?.getAttribute('aria-labelledby') ?? null,
      ) ??
      target.querySelector('legend')?.textContent ??
      target.closest('fieldset')?.querySelector('legend')?.textContent ??
      target.querySelector<HTMLInputElement>('input, select, textarea')?.labels?.[0]?.textContent);
  const label = text?.replace(/\s*\*\s*$/, '').trim();
  return label || undefined;
}

export function focusField(path: string): void {
  const target = document.getElementById(path);
  const focusable = target?.matches('input, select, textarea, button')
    ? target
    : (target?.querySelector<HTMLElement>('input, select, textarea, button') ??
      document.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`));
  focusable?.focus();
  focusable?.scrollIntoView?.({ block: 'center' });
}
