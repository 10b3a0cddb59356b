import { z } from 'zod';
import {
  type Grievance,
  type GrievanceKind,
  type GrievanceValuesInput,
  grievanceCompletenessIssues,
  grievanceValuesSchema,
} from '../../../common/api/grievances.ts';
import type { Problem } from '../../../common/problem.ts';
import { ApiError } from '../../api/client.ts';

/**
 * The filing form's values (spec §2 grievances; §3 Grievance; §5 "Grievance evidence: one PDF,
 * at most 2 MB"): the shared `grievanceValuesSchema` with the evidence held as the kit's document
 * value (`{ fileId, title }`) instead of its id; `toValues` makes the request's values from it.
 */
const documentValue = z.object({ fileId: z.number().int().positive(), title: z.string() });

export const formSchema = z.object({
  values: grievanceValuesSchema.omit({ evidenceFileId: true }),
  evidence: documentValue.nullable(),
});
export type FormValues = z.input<typeof formSchema>;

export const emptyValues: FormValues = {
  values: {
    userType: null,
    complainantName: '',
    companyName: '',
    gender: null,
    title: '',
    address: '',
    state: '',
    city: '',
    postalCode: '',
    email: '',
    countryCode: '+91',
    mobile: '',
    category: null,
    subCategory: null,
    msmeUan: '',
    tenderId: null,
    complaint: '',
  },
  evidence: null,
};

/** A saved draft as the form shows it: stored "none" (null) is empty text. */
export function formValuesOf(item: Grievance): FormValues {
  const stored = item.values as Record<string, unknown>;
  const values: Record<string, unknown> = { ...emptyValues.values };
  for (const key of Object.keys(values))
    if (key in stored) values[key] = stored[key] ?? (typeof values[key] === 'string' ? '' : null);
  return {
    values: values as FormValues['values'],
    evidence: item.evidence ? { fileId: item.evidence.fileId, title: item.evidence.name } : null,
  };
}

export const toValues = (form: FormValues): GrievanceValuesInput => ({
  ...form.values,
  evidenceFileId: form.evidence?.fileId ?? null,
});

/** Where a server (or shared-rule) issue shows in this form. */
function toFormPath(path: string): string {
  const bare = path.replace(/^body\./, '');
  if (bare === 'values.evidenceFileId' || bare === 'evidenceFileId') return 'evidence';
  if (bare === '' || bare === 'version' || bare.startsWith('values.') || bare === 'kind') return bare;
  return `values.${bare}`;
}

export function onFormFields(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.problem?.errors?.length) return error;
  const problem: Problem = {
    ...error.problem,
    errors: error.problem.errors.map((e) => ({ ...e, path: toFormPath(e.path) })),
  };
  return new ApiError(error.code, error.status, problem);
}

/** Before the preview: what a submitted grievance must hold (the rules the server applies). */
export function completenessError(form: FormValues): ApiError | null {
  const parsed = grievanceValuesSchema.safeParse(toValues(form));
  if (!parsed.success) return null;
  const issues = grievanceCompletenessIssues(parsed.data);
  if (!issues.length) return null;
  return new ApiError('VALIDATION_FAILED', 400, {
    type: 'about:blank',
    title: 'Validation failed',
    status: 400,
    code: 'VALIDATION_FAILED',
    errors: issues.map((i) => ({ path: toFormPath(i.path), message: i.message })),
  });
}

export const kindOf = (value: string | null): GrievanceKind =>
  value === 'suggestion' ? 'suggestion' : 'grievance';
