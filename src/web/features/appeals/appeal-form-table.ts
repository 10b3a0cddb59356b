import { z } from 'zod';
import {
  type Appeal,
  type AppealLevel,
  type AppealValuesInput,
  appealCompletenessIssues,
  appealMessages,
  appealValuesSchema,
  maxAppealDocuments,
} from '../../../common/api/appeals.ts';
import type { Problem } from '../../../common/problem.ts';
import { ApiError } from '../../api/client.ts';

/**
 * The filing form's values (spec §2 appealForm, appealFormSAA, appealEntry; §3 Appeal; §5 Files
 * "Affidavit documents"): the shared `appealValuesSchema` without its document list, which the
 * form holds as the two mandatory documents and the others, each on the kit's file field; the
 * request's `documents` are made from them (`toValues`) and the shared rules' issues about them
 * are put back on those fields (`toFormPath`).
 */
const documentValue = z.object({ fileId: z.number().int().positive(), title: z.string() });
type DocumentValue = z.infer<typeof documentValue>;

export const formSchema = (level: AppealLevel) =>
  z
    .object({
      tenderId: z.number().int().positive().nullable(),
      firstAppealId: z.number().int().positive().nullable(),
      values: appealValuesSchema.omit({ documents: true }),
      files: z.object({
        affidavit: documentValue.nullable(),
        panCard: documentValue.nullable(),
        // Rows of the kit's list (useFieldArray keeps objects): each holds one document or none yet.
        other: z.array(z.object({ doc: documentValue.nullable() })).max(maxAppealDocuments - 2),
      }),
    })
    // A new draft needs what it is about: the tender (level I) or one's first appeal (level II).
    .superRefine((v, ctx) => {
      if (level === 1 && !v.tenderId)
        ctx.addIssue({ code: 'custom', path: ['tenderId'], message: appealMessages.required });
      if (level === 2 && !v.firstAppealId)
        ctx.addIssue({ code: 'custom', path: ['firstAppealId'], message: appealMessages.required });
    });

export type FormValues = z.input<ReturnType<typeof formSchema>>;

const emptyParty = { name: '', organisation: '', designation: '', address: '', email: '', mobile: '' };

export const emptyValues: FormValues = {
  tenderId: null,
  firstAppealId: null,
  values: {
    decisionDate: null,
    appellant: { ...emptyParty },
    respondent: { ...emptyParty },
    representative: { ...emptyParty },
    grounds: '',
    prayer: '',
    affidavit: {
      issueDate: null,
      courtName: '',
      notaryRegistrationNo: '',
      notaryName: '',
      place: '',
      documentCount: null,
    },
  },
  files: { affidavit: null, panCard: null, other: [] },
};

/** A saved draft as the form shows it: stored "none" (null) is empty text. */
export function formValuesOf(item: Appeal): FormValues {
  const v = item.values as AppealValuesInput;
  const text = <T extends Record<string, unknown>>(base: T, stored: unknown): T => {
    const out: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries((stored as Record<string, unknown>) ?? {}))
      if (key in base) out[key] = value ?? (typeof base[key] === 'string' ? '' : null);
    return out as T;
  };
  const doc = (d: Appeal['documents'][number]): DocumentValue => ({ fileId: d.fileId, title: d.name });
  const first = (kind: string) => item.documents.find((d) => d.kind === kind);
  const affidavit = first('affidavit');
  const panCard = first('panCard');
  return {
    tenderId: item.tender.id,
    firstAppealId: item.firstAppealId,
    values: {
      ...emptyValues.values,
      decisionDate: v.decisionDate ?? null,
      appellant: text(emptyParty, v.appellant),
      respondent: text(emptyParty, v.respondent),
      representative: text(emptyParty, v.representative),
      grounds: v.grounds ?? '',
      prayer: v.prayer ?? '',
      affidavit: text(emptyValues.values.affidavit, v.affidavit),
    },
    files: {
      affidavit: affidavit ? doc(affidavit) : null,
      panCard: panCard ? doc(panCard) : null,
      other: item.documents.filter((d) => d !== affidavit && d !== panCard).map((d) => ({ doc: doc(d) })),
    },
  };
}

/** The form's documents, in the order the request lists them: affidavit, PAN card, the others. */
function documentPaths(files: FormValues['files']) {
  const out: { kind: 'affidavit' | 'panCard' | 'other'; fileId: number; path: string }[] = [];
  if (files.affidavit)
    out.push({ kind: 'affidavit', fileId: files.affidavit.fileId, path: 'files.affidavit' });
  if (files.panCard) out.push({ kind: 'panCard', fileId: files.panCard.fileId, path: 'files.panCard' });
  files.other.forEach((row, i) => {
    if (row.doc) out.push({ kind: 'other', fileId: row.doc.fileId, path: `files.other.${i}.doc` });
  });
  return out;
}

/** The request's values (the shared schema's input). */
export function toValues(form: FormValues): AppealValuesInput {
  return {
    ...form.values,
    documents: documentPaths(form.files).map(({ kind, fileId }) => ({ kind, fileId })),
  } as AppealValuesInput;
}

/** Where an issue of the shared rules (paths under `values`) shows in this form. */
export function toFormPath(path: string, message: string, form: FormValues): string {
  if (path === 'values.documents' || path === 'documents') {
    if (message === appealMessages.panCardRequired) return 'files.panCard';
    return 'files.affidavit';
  }
  const doc = /^(?:values\.)?documents\.(\d+)/.exec(path);
  if (doc) return documentPaths(form.files)[Number(doc[1])]?.path ?? 'files.affidavit';
  return path.startsWith('values.') || ['tenderId', 'firstAppealId'].includes(path) ? path : `values.${path}`;
}

/** The server's (or the shared rules') field issues, moved onto this form's fields. */
export function onFormFields(error: unknown, form: FormValues): unknown {
  if (!(error instanceof ApiError) || !error.problem?.errors?.length) return error;
  const problem: Problem = {
    ...error.problem,
    errors: error.problem.errors.map((e) => {
      const bare = e.path.replace(/^body\./, '');
      return bare === '' || bare === 'version' ? e : { ...e, path: toFormPath(bare, e.message, form) };
    }),
  };
  return new ApiError(error.code, error.status, problem);
}

/** Before the preview: what a filed appeal must hold (the same rules the server applies at filing). */
export function completenessError(form: FormValues, level: AppealLevel): ApiError | null {
  const parsed = appealValuesSchema.safeParse(toValues(form));
  if (!parsed.success) return null; // the form's own schema has already shown these
  const issues = appealCompletenessIssues(parsed.data, level);
  if (!issues.length) return null;
  return new ApiError('VALIDATION_FAILED', 400, {
    type: 'about:blank',
    title: 'Validation failed',
    status: 400,
    code: 'VALIDATION_FAILED',
    errors: issues.map((i) => ({ path: toFormPath(i.path, i.message, form), message: i.message })),
  });
}
