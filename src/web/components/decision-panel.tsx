import { Alert, Button, type ButtonProps, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type AllowedAction, remarksSchema } from '../../common/api/workflow.ts';
import { ApiError } from '../api/client.ts';
import { fieldIssueKeys, presentError } from '../api/errors.ts';
import { useConfirm } from './confirm-dialog.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { RemarksField, SchemaForm, useSchemaForm } from './form/index.ts';

export interface DecisionPanelProps<A extends string> {
  /**
   * What the user may do now, from the item's DTO (`allowedActions`: the server's declaration),
   * in the order the buttons show. Whether remarks are required comes from here, never from the
   * screen (docs/decisions/035).
   */
  actions: readonly AllowedAction<A>[];
  /** The button's words for an action (and the confirmation's title). */
  label(action: A): string;
  /**
   * Takes the step; resolves to the sentence said once it is taken ("Done. The tender is now: …").
   * A refusal throws the API error: remarks problems land on the field, the rest in the summary.
   */
  onAct(action: A, remarks: string | undefined): Promise<string | undefined>;
  /** The confirmation's question ("Once submited can't be reverted. Are you sure …"). */
  confirmMessage?(action: A): string;
  /**
   * Ask before acting (spec §8 confirmation texts). `false` only where the panel is itself the
   * confirmation: a dialog opened by the action's own button, its warning shown in `intro`.
   */
  confirm?: boolean;
  /** A heading: the panel is then a region named by it (screen readers list it). */
  title?: string;
  /** Said above the remarks (a warning, what the step does). */
  intro?: ReactNode;
  remarksLabel?: string;
  /** Under the remarks: whether they are needed and what to write. */
  remarksHint?: string;
  /** The most characters the area's server schema takes (500 organisation, 1000 ePublish). */
  remarksMax?: number;
  /** A button's look: the step that sends back or rejects stands apart. */
  buttonProps?(action: A): ButtonProps;
  /** The failure's sentences when the area says it better (a 409: "Someone else changed …"). */
  failureMessages?(error: unknown): string[] | undefined;
  /** More under a failure: a link to the form where it is fixed, a reload after a 409 … */
  failureExtra?(error: unknown): ReactNode;
  /** A Cancel button (in a dialog). */
  onCancel?(): void;
  /** The area's catalogues for message keys (`organisation`, `epublish`). */
  ns?: string | string[];
}

/**
 * THE decision panel of every workflow item (docs/decisions/035; spec §4 flows, §5 "Remarks
 * required", §8 confirmations): the organisation approval, every ePublish tender, corrigendum
 * and award, and later appeals, grievances and content. Built on the form kit: the remarks
 * field with the §5 remarks key filter, the error summary that takes focus, a busy form that
 * ignores a second press. Each button is one allowed action; remarks blank where the action
 * requires them are refused on the field before anything is sent, then it asks "Are you sure",
 * then it acts. The server checks everything again.
 */
export function DecisionPanel<A extends string>(props: DecisionPanelProps<A>) {
  const { actions, label } = props;
  const { t } = useTranslation(props.ns ?? 'common');
  const confirm = useConfirm();
  const headingId = useId();
  const max = props.remarksMax ?? 500;
  // The button pressed decides whether remarks are required: the schema reads it when it runs.
  const chosen = useRef<AllowedAction<A> | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        remarks: remarksSchema(max).superRefine((remarks, ctx) => {
          if (chosen.current?.remarksRequired && !remarks && !ctx.issues.length)
            ctx.addIssue({ code: 'custom', message: 'validation.remarks.required' });
        }),
      }),
    [max],
  );
  const form = useSchemaForm(schema, { remarks: '' });
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ messages: string[]; extra: ReactNode } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState<A | null>(null);

  if (actions.length === 0 && !done && !failure) return null;
  const anyRequired = actions.some((a) => a.remarksRequired);

  const submit = async (values: { remarks: string }) => {
    const step = chosen.current;
    if (!step) return;
    setDone(null);
    setFailure(null);
    if (
      props.confirm !== false &&
      !(await confirm({
        title: label(step.action),
        message: props.confirmMessage?.(step.action) ?? '',
        confirmLabel: t('common:dialog.yes'),
        cancelLabel: t('common:dialog.no'),
      }))
    )
      return;
    setPending(step.action);
    try {
      const said = await props.onAct(step.action, schema.shape.remarks.parse(values.remarks));
      form.reset({ remarks: '' });
      setDone(said ?? null);
    } catch (error) {
      // Remarks the server refused go back on the field (the kit's summary links to it).
      if (fieldIssueKeys(error).some((issue) => issue.path === 'remarks')) throw error;
      setFailure({
        messages: props.failureMessages?.(error) ?? [
          ...new Set(presentError(error, t).map((issue) => issue.message)),
        ],
        extra: props.failureExtra?.(error),
      });
      setAttempt((n) => n + 1);
    } finally {
      setPending(null);
    }
  };

  const body = (
    <Stack gap="sm" maw={760}>
      {done && (
        <Alert color="green" variant="outline" role="status">
          {done}
        </Alert>
      )}
      {failure && (
        <Stack gap={4}>
          <ErrorSummary errors={failure.messages.map((message) => ({ message }))} attempt={attempt} />
          {failure.extra}
        </Stack>
      )}
      {actions.length > 0 && (
        <SchemaForm form={form} bare ns={props.ns} onSubmit={submit} label={props.title}>
          {props.intro && <Text>{props.intro}</Text>}
          <RemarksField
            label={props.remarksLabel ?? t('common:decision.remarks')}
            description={props.remarksHint}
            required={anyRequired && actions.every((a) => a.remarksRequired)}
            maxLength={max}
          />
          <Group>
            {props.onCancel && (
              <Button variant="default" onClick={props.onCancel}>
                {t('common:dialog.cancel')}
              </Button>
            )}
            {actions.map((step) => (
              <Button
                key={step.action}
                type="submit"
                {...props.buttonProps?.(step.action)}
                loading={pending === step.action}
                onClick={() => {
                  chosen.current = step;
                }}
              >
                {label(step.action)}
              </Button>
            ))}
          </Group>
        </SchemaForm>
      )}
    </Stack>
  );
  if (!props.title) return body;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {props.title}
      </Title>
      {body}
    </section>
  );
}

/** A 409 (someone else moved the item meanwhile): the caller offers a reload. */
export const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;
