import type { EpublishAwardValues } from '../api/epublish-awards.ts';
import type { SendIssue } from './tender-rules.ts';

/**
 * What an award of contract needs before it is sent and published (issue #11 item 4; spec §3
 * AoC, §7 checkAocAllowed). Shared by the form and the server.
 */

const required: (keyof EpublishAwardValues)[] = [
  'bidsReceived',
  'bidsAccepted',
  'bidderName',
  'currency',
  'awardedValue',
  'contractValue',
  'contractNumber',
  'contractDate',
];

/**
 * checkAocAllowed (§7): a published tender whose bids have been opened — still published, or
 * archived at its closing (issue #11 item 2), never cancelled.
 */
export function awardAllowed(
  tender: { state: string; bidOpeningDate: string | null },
  now: Date,
): string | null {
  if (tender.state !== 'published' && tender.state !== 'archived')
    return 'epublish:validation.awardTenderNotPublished';
  if (!tender.bidOpeningDate || Date.parse(tender.bidOpeningDate) > now.getTime())
    return 'epublish:validation.bidsNotOpened';
  return null;
}

export function awardIssues(values: EpublishAwardValues): SendIssue[] {
  const issues: SendIssue[] = [];
  const add = (path: string, message: string) => {
    if (!issues.some((i) => i.path === path)) issues.push({ path, message });
  };
  for (const field of required) {
    const value = values[field];
    if (value === null || value === undefined || value === '') add(field, 'epublish:validation.required');
  }
  if (!values.aocDocument) add('aocDocument', 'epublish:validation.aocRequired');
  if (
    values.bidsReceived !== null &&
    values.bidsAccepted !== null &&
    values.bidsAccepted > values.bidsReceived
  )
    add('bidsAccepted', 'epublish:validation.acceptedMoreThanReceived');
  if (values.bidsReceived !== null && values.parties.length > values.bidsReceived)
    add('parties', 'epublish:validation.partiesMoreThanBids');
  values.parties.forEach((party, i) => {
    if (!party.qualified && !party.reason)
      add(`parties.${i}.reason`, 'epublish:validation.partyReasonRequired');
  });
  if (values.validFrom && values.validTo && values.validTo < values.validFrom)
    add('validTo', 'epublish:validation.validOrder');
  if (values.contractDate && values.completionDate && values.completionDate < values.contractDate)
    add('completionDate', 'epublish:validation.completionBeforeContract');
  return issues;
}
