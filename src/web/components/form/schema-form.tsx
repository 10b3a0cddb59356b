import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Paper, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ProblemCode } from '../../../common/problem.ts';
import { ApiError } from '../../api/client.ts';
import { errorMessage, fieldIssueKeys, translateKey } from '../../api/errors.ts';
import { ErrorSummary, type SummaryError } from '../error-summary.tsx';
import { FormScopeContext } from './form-scope.ts';
import { flattenErrors } from './issues.ts';

/**
 * The form kit's state (issue #9, docs/decisions/017): react-hook-form validated by the same zod
 * schema the server uses (style.md §2). The submit handler receives the values as entered (the
 * schema's input, `raw`), once they pass: the server parses them with the same schema, so its
 * transforms (trim, null for empty) run once, there, and the request body is what the API
 * documents as input.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  return useForm<z.input<S>, unknown, z.input<S>>({
    // The resolver's generic signature cannot see through our `S`; the values are the schema's.
    resolver: zodResolver(schema as never, undefined, { raw: true }) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus instead (govuk-frontend); its links move to each field.
    shouldFocusError: false,
  });
}

/**
 * A form over a saved record with a version (optimistic lock): when the record changes — a
 * save returns it with a new version — the form takes its values again. `values` must keep its
 * identity between renders (useMemo over the record).
 */
export function useRecordForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  values: DefaultValues<z.input<S>>,
) {
  const form = useSchemaForm(schema, values);
  useEffect(() => form.reset(values), [form, values]);
  return form;
}

export type SchemaFormApi<S extends z.ZodType<FieldValues, FieldValues>> = ReturnType<
  typeof useSchemaForm<S>
>;

/**
 * A form with its error summary: a failed submit (the schema's errors, or the server's problem
 * field errors put back on their fields by full path) fills the summary, which takes focus; a
 * problem without fields is one translated message in the summary. `onSubmit` throws to fail.
 */
export function SchemaForm<TIn extends FieldValues, TOut extends FieldValues>(props: {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit(values: TOut): Promise<unknown> | unknown;
  children: ReactNode;
  /** A label for the form landmark when the page has more than one form. */
  label?: string;
  /** Without the bordered panel (forms inside a dialog or a table row). */
  bare?: boolean;
  /** Said (role status) after a successful submit, until the next one: "Saved." */
  successMessage?: string;
  /** Problems that belong to one field (CAPTCHA_FAILED → `captchaAnswer`): shown there, linked. */
  problemFields?: Partial<Record<ProblemCode, string>>;
  /** `none`: a one-field form (a dialog) whose inline error says it all; form-level failures still show. */
  summary?: 'above' | 'none';
  /** The area's catalogues for the schema's bare message keys (`organisation`); common otherwise. */
  ns?: string | string[];
  /** Ids of the fields are this + their path (two forms over one schema on a page). */
  idPrefix?: string;
}) {
  const { t } = useTranslation(props.ns);
  const { form } = props;
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [succeeded, setSucceeded] = useState(false);

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      setSucceeded(false);
      try {
        await props.onSubmit(values);
        setSucceeded(true);
      } catch (error) {
        const field =
          error instanceof ApiError ? props.problemFields?.[error.code as ProblemCode] : undefined;
        if (field) {
          form.setError(field as Path<TIn>, {
            type: 'server',
            message: `errors.${(error as ApiError).code}`,
          });
          setAttempt((n) => n + 1);
          return;
        }
        const fields = fieldIssueKeys(error);
        const known = new Set(Object.keys(form.getValues() ?? {}));
        let placed = false;
        for (const issue of fields) {
          if (issue.path && known.has(issue.path.split('.')[0]!)) {
            form.setError(issue.path as Path<TIn>, { type: 'server', message: issue.message });
            placed = true;
          } else setFailure(translateKey(t, issue.message));
        }
        if (!placed && fields.length === 0) setFailure(errorMessage(error, t));
        setAttempt((n) => n + 1);
      }
    },
    () => {
      setFailure(null);
      setAttempt((n) => n + 1);
    },
  );

  const errors: SummaryError[] = [
    ...(failure ? [{ message: failure }] : []),
    ...flattenErrors(form.formState.errors).map((e) => ({
      field: `${props.idPrefix ?? ''}${e.path}`,
      message: translateKey(t, e.message),
    })),
  ];
  const body = <Stack gap="md">{props.children}</Stack>;
  return (
    <FormProvider {...form}>
      <FormScopeContext.Provider value={{ t: props.ns ? t : null, idPrefix: props.idPrefix ?? '' }}>
        <Stack gap="md">
          {succeeded && props.successMessage && (
            <Alert color="green" variant="outline" role="status">
              {props.successMessage}
            </Alert>
          )}
          {/* Without a summary, field errors show inline only; a failure of the whole form still shows. */}
          <ErrorSummary
            errors={props.summary === 'none' ? errors.filter((e) => !e.field) : errors}
            attempt={attempt}
          />
          {props.bare ? (
            <form onSubmit={submit} noValidate aria-label={props.label}>
              {body}
            </form>
          ) : (
            <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate aria-label={props.label}>
              {body}
            </Paper>
          )}
        </Stack>
      </FormScopeContext.Provider>
    </FormProvider>
  );
}
