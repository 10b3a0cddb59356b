import type { EpublishValues } from '../api/epublish.ts';
import { coversFor } from '../api/epublish.ts';

/**
 * What an ePublish tender needs before it is sent to the publisher (and again before it is
 * published): the form shows these issues, the server refuses with them (issue #11 item 1).
 * A draft is saved without them (spec §8 "Save as Draft").
 */

/** A field of the module configuration (spec §3 Module field status): shown, mandatory. */
export interface TenderFieldSetting {
  fieldName: string;
  status: boolean;
  mandatory: boolean;
}

export interface SendIssue {
  /** The path of the value in the form (`covers.1.documents`). */
  path: string;
  /** A message key of the common catalogue. */
  message: string;
}

/** Spec §3 Tender "UNSPSC names and codes at four levels": the four fields, top level first. */
export const unspscLevelFields = ['unspscSegment', 'unspscFamily', 'unspscClass', 'unspscCommodity'] as const;

/**
 * A classification with no entries cannot be chosen from, so its levels are never mandatory
 * then, whatever the module configuration says (spec §3 Module field status asks for a choice
 * the portal can offer). UNSPSC has no openly licensed list (shared/data README): until an
 * operator loads one through the product-category importer, the four UNSPSC levels are
 * optional. The form (with the answer of its UNSPSC list) and the server (with a count of its
 * product categories) read the configuration through this one rule.
 */
export function classificationSettings(
  settings: readonly TenderFieldSetting[],
  loaded: { unspsc: boolean },
): TenderFieldSetting[] {
  if (loaded.unspsc) return [...settings];
  const levels: readonly string[] = unspscLevelFields;
  return settings.map((s) => (levels.includes(s.fieldName) ? { ...s, mandatory: false } : s));
}

/** Spec §9 "ePublish bid submission window: 9:00 AM to 6:55 PM" (IST). */
export const bidWindowStartMinutes = 9 * 60;
export const bidWindowEndMinutes = 18 * 60 + 55;

/** Minutes after midnight in IST (UTC+05:30, no daylight saving). */
export function istMinutes(iso: string): number {
  const date = new Date(iso);
  const minutes = date.getUTCHours() * 60 + date.getUTCMinutes() + 330;
  return minutes % (24 * 60);
}

export const insideBidWindow = (iso: string) => {
  const m = istMinutes(iso);
  return m >= bidWindowStartMinutes && m <= bidWindowEndMinutes;
};

/**
 * Fields asked for only when a flag says so: they are mandatory then, whatever the
 * configuration says, and never otherwise.
 */
const dependentOn: Record<string, (v: EpublishValues) => boolean> = {
  preBidMeetingDate: (v) => v.preBidMeeting,
  preBidMeetingPlace: (v) => v.preBidMeeting,
  preBidMeetingAddress: (v) => v.preBidMeeting,
  administrativeApprovalNumber: (v) => v.administrativeApproval,
  exemptionReason: (v) => v.tenderFeeExemption || v.emdExemption,
  bankGuaranteeValue: (v) => v.bankGuaranteeType !== null,
};

/** Module field names whose value lives under another key of the values. */
const valueKey: Record<string, keyof EpublishValues> = {
  multiCurrencyFee: 'feeCurrency',
  multiCurrencyEmd: 'emdCurrency',
  multipleEmd: 'emdValues',
};

/** Flags (booleans) are never "missing": unticked is an answer. */
const isFlag = (v: unknown) => typeof v === 'boolean';

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * The fields the form shows: configured as shown, plus the NIT document, which is always asked
 * for (issue #11 "at least the NIT document").
 */
export function shownFields(settings: readonly TenderFieldSetting[]): Set<string> {
  const shown = new Set(settings.filter((f) => f.status).map((f) => f.fieldName));
  shown.add('nitDocument');
  shown.add('numberOfCovers');
  return shown;
}

/**
 * Procurement checks (issue #24 item 5, decision 056). EMD: GFR 2017 rule 170(i), bid security
 * "should ordinarily range between two percent to five percent of the estimated value": more
 * than 5 % is refused (less is allowed: exemptions and MSE relaxations lower it). The document
 * fee: no rule sets it; the portal refuses more than 1 % of the estimated value, with ₹2,000
 * allowed whatever the value, so a slip of a few digits is caught. Both only when the value is
 * given and the item is not exempted.
 */
export const emdMaxShare = 0.05;
export const feeMaxShare = 0.01;
export const feeAlwaysAllowed = 2000;
export const emdLimit = (value: number) => value * emdMaxShare;
export const feeLimit = (value: number) => Math.max(value * feeMaxShare, feeAlwaysAllowed);

/** India Post: every PIN code of Assam begins with 78 (the Assam postal circle); none elsewhere does. */
export const isAssamPincode = (pincode: string) => /^78\d{4}$/.test(pincode);

export function sendIssues(values: EpublishValues, settings: readonly TenderFieldSetting[]): SendIssue[] {
  const issues: SendIssue[] = [];
  const add = (path: string, message: string) => {
    if (!issues.some((i) => i.path === path)) issues.push({ path, message });
  };

  // Mandatory fields of the configuration, as the server reads them (spec §3, §7).
  for (const setting of settings) {
    if (!setting.status) continue;
    const dependent = dependentOn[setting.fieldName];
    if (dependent) continue;
    // The NIT document has its own message (below), mandatory whatever the configuration says.
    if (!setting.mandatory || setting.fieldName === 'nitDocument') continue;
    const key = (valueKey[setting.fieldName] ?? setting.fieldName) as keyof EpublishValues;
    if (!(key in values)) continue;
    const value = values[key];
    if (isFlag(value)) continue;
    if (valueKey[setting.fieldName] && !values[setting.fieldName as keyof EpublishValues]) continue;
    if (isEmpty(value)) add(key, 'epublish:validation.required');
  }
  for (const [field, applies] of Object.entries(dependentOn)) {
    if (applies(values) && isEmpty(values[field as keyof EpublishValues]))
      add(field, 'epublish:validation.required');
  }
  if (values.multiCurrencyFee && !values.feeCurrency) add('feeCurrency', 'epublish:validation.required');
  if (values.multiCurrencyEmd && !values.emdCurrency) add('emdCurrency', 'epublish:validation.required');
  if (values.multipleEmd && values.emdValues.length < 2) add('emdValues', 'epublish:validation.multipleEmd');

  // "at least the NIT document" (issue #11 item 1).
  if (!values.nitDocument) add('nitDocument', 'epublish:validation.nitRequired');

  // Procurement checks (issue #24 item 5): EMD and fee within bounds of the value; an Assam office.
  const value = values.estimatedValue;
  if (value !== null && value > 0) {
    if (!values.emdExemption && values.emdAmount !== null && values.emdAmount > emdLimit(value))
      add('emdAmount', 'epublish:validation.emdTooHigh');
    if (!values.tenderFeeExemption && values.tenderFee !== null && values.tenderFee > feeLimit(value))
      add('tenderFee', 'epublish:validation.feeTooHigh');
  }
  if (values.pincode && !isAssamPincode(values.pincode))
    add('pincode', 'epublish:validation.pincodeNotAssam');

  // Bank guarantee as a percentage is at most 100.
  if (values.bankGuaranteeType === 'percentage' && (values.bankGuaranteeValue ?? 0) > 100)
    add('bankGuaranteeValue', 'epublish:validation.percentage');

  // Covers: one to four (§9), each as the count says, each with at least one document.
  const count = values.numberOfCovers;
  if (count === null) add('numberOfCovers', 'epublish:validation.required');
  else {
    const kinds = coversFor(count, values.nonDisclosureAgreement);
    if (values.covers.length !== count || values.covers.some((c, i) => c.kind !== kinds[i]))
      add('covers', 'epublish:validation.coversMismatch');
    values.covers.forEach((cover, i) => {
      if (cover.documents.length === 0) add(`covers.${i}.documents`, 'epublish:validation.coverDocuments');
    });
  }

  // Dates in order (issue #11: publication ≤ download start ≤ bid submission start < bid
  // submission end ≤ bid opening; clarification and pre-bid inside the window).
  const t = (iso: string | null) => (iso ? Date.parse(iso) : null);
  const published = t(values.publishedDate);
  const downloadStart = t(values.documentDownloadStart);
  const downloadEnd = t(values.documentDownloadEnd);
  const submissionStart = t(values.bidSubmissionStart);
  const submissionEnd = t(values.bidSubmissionEnd);
  const opening = t(values.bidOpeningDate);
  const notBefore = (later: number | null, earlier: number | null, path: string, message: string) => {
    if (later !== null && earlier !== null && later < earlier) add(path, message);
  };
  notBefore(
    downloadStart,
    published,
    'documentDownloadStart',
    'epublish:validation.downloadBeforePublication',
  );
  notBefore(
    submissionStart,
    downloadStart,
    'bidSubmissionStart',
    'epublish:validation.submissionBeforeDownload',
  );
  if (submissionStart !== null && submissionEnd !== null && submissionEnd <= submissionStart)
    add('bidSubmissionEnd', 'epublish:validation.submissionEndOrder');
  notBefore(downloadEnd, downloadStart, 'documentDownloadEnd', 'epublish:validation.downloadEndOrder');
  if (downloadEnd !== null && submissionEnd !== null && downloadEnd > submissionEnd)
    add('documentDownloadEnd', 'epublish:validation.downloadEndAfterSubmission');
  notBefore(opening, submissionEnd, 'bidOpeningDate', 'epublish:validation.openingBeforeSubmissionEnd');
  const inside = (iso: string | null, path: string) => {
    const at = t(iso);
    if (at === null) return;
    if ((published !== null && at < published) || (submissionEnd !== null && at > submissionEnd))
      add(path, 'epublish:validation.outsideWindow');
  };
  inside(values.clarificationStart, 'clarificationStart');
  inside(values.clarificationEnd, 'clarificationEnd');
  notBefore(
    t(values.clarificationEnd),
    t(values.clarificationStart),
    'clarificationEnd',
    'epublish:validation.clarificationOrder',
  );
  if (values.preBidMeeting) inside(values.preBidMeetingDate, 'preBidMeetingDate');

  // Spec §9: bid submission between 9:00 AM and 6:55 PM.
  if (values.bidSubmissionStart && !insideBidWindow(values.bidSubmissionStart))
    add('bidSubmissionStart', 'epublish:validation.bidWindow');
  if (values.bidSubmissionEnd && !insideBidWindow(values.bidSubmissionEnd))
    add('bidSubmissionEnd', 'epublish:validation.bidWindow');
  return issues;
}

/** Publishing also needs the submission still open: a tender is not published already closed. */
export function publishIssues(
  values: EpublishValues,
  settings: readonly TenderFieldSetting[],
  now: Date,
): SendIssue[] {
  const issues = sendIssues(values, settings);
  if (values.bidSubmissionEnd && Date.parse(values.bidSubmissionEnd) <= now.getTime())
    issues.push({ path: 'bidSubmissionEnd', message: 'epublish:validation.closedAlready' });
  return issues;
}
