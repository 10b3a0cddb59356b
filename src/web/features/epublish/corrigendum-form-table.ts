import { z } from 'zod';
import {
  type CorrigendumChangeField,
  corrigendumChangeFields,
  corrigendumDateFields,
  type EpublishCorrigendumValuesInput,
  epublishCorrigendumCreateSchema,
} from '../../../common/api/epublish-corrigenda.ts';
import type { CorrigendumChange, corrigendumTypeValues } from '../../../common/api/tenders.ts';

export type CorrigendumType = (typeof corrigendumTypeValues)[number];

/**
 * Spec §3 Corrigendum: what each type may change (the shared rules say the same and the server
 * enforces it): a date extension the dates, an amendment any of the fields, a clarification
 * only a new clarification window, a cancel nothing (it withdraws the tender, §2 cancelledtenders).
 */
export const changeableBy: Record<CorrigendumType, readonly CorrigendumChangeField[]> = {
  'date-extension': corrigendumDateFields,
  amendment: corrigendumChangeFields,
  clarification: [],
  cancel: [],
};

/**
 * The changeable fields' declared table: how each is typed in (its kit field) and shown beside
 * its current value (the kinds of src/common/api/tenders.ts).
 */
export const inputOf: Record<CorrigendumChangeField, CorrigendumChange['kind'] | 'longText'> = {
  documentDownloadEnd: 'instant',
  bidSubmissionEnd: 'instant',
  bidOpeningDate: 'instant',
  preBidMeetingDate: 'instant',
  bidOpeningPlace: 'text',
  tenderTitle: 'text',
  workDescription: 'longText',
  location: 'text',
  tenderFee: 'money',
  emdAmount: 'money',
  estimatedValue: 'money',
  bidValidityDays: 'days',
  completionPeriodDays: 'days',
};

/** Only what the chosen type may change is sent; a cancel opens no clarification window. */
export function scopedValues(values: EpublishCorrigendumValuesInput): EpublishCorrigendumValuesInput {
  const allowed: readonly string[] = values.type ? changeableBy[values.type] : [];
  const changes = Object.fromEntries(
    Object.entries(values.changes ?? {}).filter(
      ([field, value]) => allowed.includes(field) && value !== null && value !== undefined && value !== '',
    ),
  );
  return values.type === 'cancel'
    ? { ...values, changes, clarificationStart: null, clarificationEnd: null }
    : { ...values, changes };
}

/** The form's own refinement of the shared request: the tender is chosen before anything is saved. */
export const formSchema = epublishCorrigendumCreateSchema.extend({
  tenderId: z
    .number({ message: 'epublish:corrigendum.form.tenderRequired' })
    .int()
    .positive('epublish:corrigendum.form.tenderRequired'),
});
export type FormValues = { tenderId: number | null; values: EpublishCorrigendumValuesInput };

export const emptyValues: EpublishCorrigendumValuesInput = {
  type: null,
  details: '',
  document: null,
  clarificationStart: null,
  clarificationEnd: null,
  changes: {},
};
