import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Paper, Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
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
import { trackBusy } from '../../lib/busy.ts';
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
 *
 * While `onSubmit` runs the form is busy, for every form at once (spec §4 "A loading overlay
 * shows while calls are in flight", issue #10 item 7: direct submissions too): the loading
 * overlay counts it (lib/busy.ts), the form says aria-busy, its fields and buttons are disabled
 * (one fieldset), and a second submit (a double click, Enter again) is ignored.
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
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);
  const focusBefore = useRef<Element | null>(null);

  // Disabling the fieldset drops the focus of the button pressed: give it back afterwards,
  // unless something took it meanwhile (the error summary does on a failure).
  useEffect(() => {
    if (busy) return;
    const before = focusBefore.current;
    focusBefore.current = null;
    if (before instanceof HTMLElement && before.isConnected && document.activeElement === document.body)
      before.focus();
  }, [busy]);

  const validateAndSubmit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      setSucceeded(false);
      focusBefore.current = document.activeElement;
      setBusy(true);
      try {
        await trackBusy(() => props.onSubmit(values));
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
            // The values the message names (an appeal's deadline, decision 040) stay with it.
            form.setError(
              issue.path as Path<TIn>,
              {
                type: 'server',
                message: issue.message,
                ...(issue.params ? { params: issue.params } : {}),
              } as never,
            );
            placed = true;
          } else setFailure(translateKey(t, issue.message, issue.params));
        }
        if (!placed && fields.length === 0) setFailure(errorMessage(error, t));
        setAttempt((n) => n + 1);
      } finally {
        setBusy(false);
      }
    },
    () => {
      setFailure(null);
      setAttempt((n) => n + 1);
    },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (submitting.current) {
      event.preventDefault();
      return;
    }
    submitting.current = true;
    void validateAndSubmit(event).finally(() => {
      submitting.current = false;
    });
  };

  const errors: SummaryError[] = [
    ...(failure ? [{ message: failure }] : []),
    ...flattenErrors(form.formState.errors).map((e) => ({
      field: `${props.idPrefix ?? ''}${e.path}`,
      message: translateKey(t, e.message, e.params),
    })),
  ];
  const body = (
    <fieldset disabled={busy} className="plain-fieldset">
      <Stack gap="md">{props.children}</Stack>
    </fieldset>
  );
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
            <form onSubmit={submit} noValidate aria-label={props.label} aria-busy={busy}>
              {body}
            </form>
          ) : (
            <Paper
              withBorder
              p="lg"
              component="form"
              onSubmit={submit}
              noValidate
              aria-label={props.label}
              aria-busy={busy}
            >
              {body}
            </Paper>
          )}
        </Stack>
      </FormScopeContext.Provider>
    </FormProvider>
  );
}
