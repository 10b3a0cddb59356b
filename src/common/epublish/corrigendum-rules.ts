import type { EpublishValues } from '../api/epublish.ts';
import {
  type CorrigendumChangeField,
  corrigendumChangeFields,
  corrigendumDateFields,
  type EpublishCorrigendumValues,
} from '../api/epublish-corrigenda.ts';
import type { CorrigendumChange } from '../api/tenders.ts';
import { type SendIssue, sendIssues, type TenderFieldSetting } from './tender-rules.ts';

/**
 * What a corrigendum does to its tender (issue #11 item 3; spec §3 Corrigendum): the tender's
 * values after it, the changes field by field (old → new) for the public full view, and what
 * must be right before it is sent or published. Shared by the form and the server.
 */

const kindOf = (field: string): CorrigendumChange['kind'] => {
  if ((corrigendumDateFields as readonly string[]).includes(field) || field.startsWith('clarification'))
    return 'instant';
  if (field === 'tenderFee' || field === 'emdAmount' || field === 'estimatedValue') return 'money';
  if (field === 'bidValidityDays' || field === 'completionPeriodDays') return 'days';
  return 'text';
};

const asText = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** The tender's values once the corrigendum is in force. */
export function applyCorrigendum(tender: EpublishValues, c: EpublishCorrigendumValues): EpublishValues {
  const next: EpublishValues = { ...tender, ...(c.changes as Partial<EpublishValues>) };
  if (c.type === 'clarification' || c.clarificationStart || c.clarificationEnd) {
    next.clarificationStart = c.clarificationStart ?? tender.clarificationStart;
    next.clarificationEnd = c.clarificationEnd ?? tender.clarificationEnd;
  }
  return next;
}

/** Old → new for each field the corrigendum changes (unchanged values are left out). */
export function corrigendumChanges(
  tender: EpublishValues,
  c: EpublishCorrigendumValues,
): CorrigendumChange[] {
  const after = applyCorrigendum(tender, c);
  const fields = [...corrigendumChangeFields, 'clarificationStart', 'clarificationEnd'] as const;
  return fields
    .filter((f) => asText(tender[f]) !== asText(after[f]))
    .map((f) => ({ field: f, kind: kindOf(f), old: asText(tender[f]), new: asText(after[f]) }));
}

export function corrigendumIssues(
  tender: EpublishValues,
  c: EpublishCorrigendumValues,
  settings: readonly TenderFieldSetting[],
): SendIssue[] {
  const issues: SendIssue[] = [];
  const add = (path: string, message: string) => {
    if (!issues.some((i) => i.path === path)) issues.push({ path, message });
  };
  if (!c.type) add('type', 'epublish:validation.corrigendumType');
  // "details or remarks or reason" (§3): always said; for a cancel it is the reason.
  if (!c.details)
    add(
      'details',
      c.type === 'cancel' ? 'epublish:validation.reasonRequired' : 'epublish:validation.required',
    );
  const changed = Object.keys(c.changes) as CorrigendumChangeField[];
  if (c.type === 'date-extension') {
    if (!changed.some((f) => (corrigendumDateFields as readonly string[]).includes(f)))
      add('changes', 'epublish:validation.dateExtensionNeedsDate');
    for (const f of changed)
      if (!(corrigendumDateFields as readonly string[]).includes(f))
        add(`changes.${f}`, 'epublish:validation.onlyDates');
  }
  if (c.type === 'amendment' && changed.length === 0)
    add('changes', 'epublish:validation.amendmentNeedsChange');
  if (c.type === 'clarification') {
    if (!c.clarificationStart) add('clarificationStart', 'epublish:validation.required');
    if (!c.clarificationEnd) add('clarificationEnd', 'epublish:validation.required');
    for (const f of changed) add(`changes.${f}`, 'epublish:validation.noChangesHere');
  }
  if (c.type === 'cancel') for (const f of changed) add(`changes.${f}`, 'epublish:validation.noChangesHere');
  if (c.type === 'cancel') return issues;
  // The tender after it must still be a complete tender with its dates in order (§9 window too).
  const after = applyCorrigendum(tender, c);
  for (const issue of sendIssues(after, settings)) {
    const field = issue.path.split('.')[0] as string;
    if ((changed as string[]).includes(field)) add(`changes.${field}`, issue.message);
    else if (field === 'clarificationStart' || field === 'clarificationEnd') add(field, issue.message);
  }
  return issues;
}
