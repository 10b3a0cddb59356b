import { z } from 'zod';
import {
  type EpublishAward,
  type EpublishAwardValuesInput,
  epublishAwardCreateSchema,
} from '../../../common/api/epublish-awards.ts';

/** The form's own refinement of the shared request: the tender is chosen before anything is saved. */
export const formSchema = epublishAwardCreateSchema.extend({
  tenderId: z
    .number({ message: 'epublish:award.form.tenderRequired' })
    .int()
    .positive('epublish:award.form.tenderRequired'),
});
export type FormValues = { tenderId: number | null; values: EpublishAwardValuesInput };

/** A new award: nothing filled but the currency, rupees as most Assam contracts are. */
export const emptyAward: EpublishAwardValuesInput = {
  bidsReceived: null,
  bidsAccepted: null,
  bidderLoginId: '',
  bidderName: '',
  bidderAddress: '',
  companyName: '',
  email: '',
  currency: 'INR',
  awardedValue: null,
  contractValue: null,
  contractNumber: '',
  contractDate: null,
  validFrom: null,
  validTo: null,
  completionDate: null,
  completionPeriodDays: null,
  parties: [],
  aocDocument: null,
  aoaDocument: null,
};

/** Stored values say "none" with null; the form's text inputs read it as empty text. */
export function formValuesOf(values: EpublishAward['values']): EpublishAwardValuesInput {
  const text = (s: string | null) => s ?? '';
  return {
    ...emptyAward,
    ...values,
    bidderLoginId: text(values.bidderLoginId),
    bidderName: text(values.bidderName),
    bidderAddress: text(values.bidderAddress),
    companyName: text(values.companyName),
    email: text(values.email),
    contractNumber: text(values.contractNumber),
    parties: values.parties.map((p) => ({ ...p, reason: p.reason ?? '' })),
  };
}
