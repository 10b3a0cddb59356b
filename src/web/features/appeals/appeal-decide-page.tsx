import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  type Appeal,
  appealDisposeSchema,
  appealHearingSchema,
  appealMessages,
  appealVerdicts,
} from '../../../common/api/appeals.ts';
import { ApiError } from '../../api/client.ts';
import { DecisionPanel, isStale } from '../../components/decision-panel.tsx';
import {
  DateTimeField,
  FileField,
  FormSection,
  RadioField,
  RemarksField,
  SchemaForm,
  TextField,
  useSchemaForm,
} from '../../components/form/index.ts';
import { useAppealStep } from './api.ts';
import { AppealByIdPage, AppealDetails } from './appeal-details.tsx';

/**
 * Spec §2 approveAppeal (level I) and approveSecondAppeal (level II), `?id=N`, also what the
 * verdict lists open: the appeal, then what its level's authority of the tender's chain may do
 * now (the server's `actions`, spec §4): accept to proceed or reject to close, schedule the
 * hearing (date, place, venue; both parties told), and dispose with the verdict and the
 * disposal report. Accept, reject and dispose are THE decision panel (decision 035) with its
 * remarks; the hearing and the disposal's verdict and report are on the form kit.
 */
export function AppealDecidePage() {
  return <AppealByIdPage>{(item) => <Decide item={item} />}</AppealByIdPage>;
}

type Decision = 'approve' | 'reject' | 'dispose';
const decisions: readonly Decision[] = ['approve', 'reject', 'dispose'];

/** What dispose needs besides the remarks (appealDisposeSchema): the verdict and the report. */
const disposalSchema = z.object({
  verdict: appealDisposeSchema.shape.verdict.nullable().refine((v) => v !== null, appealMessages.verdict),
  report: z
    .object({ fileId: z.number().int().positive(), title: z.string() })
    .nullable()
    .refine((v) => v !== null, appealMessages.disposalReport),
});
type Disposal = z.input<typeof disposalSchema>;

function Decide({ item }: { item: Appeal }) {
  const { t } = useTranslation(['appeals', 'common']);
  const step = useAppealStep(item.id);
  const disposal = useSchemaForm(disposalSchema, { verdict: null, report: null });
  const may = (action: string) => item.actions.some((a) => a.action === action);
  const actions = item.actions.filter((a): a is typeof a & { action: Decision } =>
    decisions.includes(a.action as Decision),
  );

  const onAct = async (action: Decision, remarks: string | undefined) => {
    let done: Appeal;
    if (action === 'dispose') {
      // The verdict and report are checked on their own fields first (the panel lists the rest).
      if (!(await disposal.trigger())) throw refusal(disposal.formState.errors);
      const { verdict, report } = disposal.getValues() as Disposal;
      done = await step.mutateAsync({
        action,
        version: item.version,
        verdict: verdict as (typeof appealVerdicts)[number],
        disposalReportFileId: report!.fileId,
        remarks,
      });
    } else done = await step.mutateAsync({ action, version: item.version, remarks });
    return t('decide.done', { state: t(`states.${done.state}`) });
  };

  return (
    <Stack gap="lg">
      <AppealDetails item={item} />
      {may('hearing') && <HearingForm item={item} />}
      {may('dispose') && (
        <SchemaForm
          form={disposal}
          onSubmit={() => undefined}
          ns="appeals"
          label={t('decide.disposeSection')}
        >
          <FormSection id="appeal-disposal" names={['verdict', 'report']} title={t('decide.disposeSection')}>
            <Text size="sm">{t('decide.disposeHint')}</Text>
            <RadioField
              name="verdict"
              label={t('decide.verdict')}
              required
              options={appealVerdicts.map((v) => [v, t(`outcomes.${v}`)])}
            />
            <FileField
              name="report"
              purpose="pdf"
              label={t('decide.disposalReport')}
              words={{ download: t('form.download'), remove: t('form.remove') }}
              required
              untitled
            />
          </FormSection>
        </SchemaForm>
      )}
      <DecisionPanel<Decision>
        ns="appeals"
        title={t('decide.panelTitle')}
        actions={actions}
        label={(action) => t(`decide.actions.${action}`)}
        confirmMessage={(action) => t(`decide.confirm.${action}`)}
        remarksHint={t('decide.remarksHint')}
        remarksMax={1000}
        buttonProps={(action) => (action === 'reject' ? { color: 'red', variant: 'outline' } : {})}
        failureMessages={(error) => (isStale(error) ? [t('decide.stale')] : undefined)}
        onAct={onAct}
      />
    </Stack>
  );
}

/** The disposal's own field errors, said again in the panel's summary. */
function refusal(errors: Record<string, { message?: unknown } | undefined>) {
  return new ApiError('VALIDATION_FAILED', 400, {
    type: 'about:blank',
    title: 'Validation failed',
    status: 400,
    code: 'VALIDATION_FAILED',
    errors: Object.entries(errors)
      .filter(([, e]) => typeof e?.message === 'string')
      .map(([path, e]) => ({ path, message: e!.message as string })),
  });
}

const hearingSchema = appealHearingSchema.omit({ version: true });

/** §3 Appeal "hearing date, place and venue": scheduled by the authority, both parties told. */
function HearingForm({ item }: { item: Appeal }) {
  const { t } = useTranslation(['appeals', 'common']);
  const step = useAppealStep(item.id);
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm(hearingSchema, {
    hearingAt: item.hearing?.at ?? '',
    place: item.hearing?.place ?? '',
    venue: item.hearing?.venue ?? '',
    remarks: '',
  });
  const onSubmit = async (values: z.input<typeof hearingSchema>) => {
    setSaved(false);
    await step.mutateAsync({
      action: 'hearing',
      version: item.version,
      hearingAt: values.hearingAt,
      place: values.place ?? '',
      venue: values.venue ?? '',
      remarks: values.remarks,
    });
    setSaved(true);
  };
  return (
    <SchemaForm
      form={form}
      onSubmit={onSubmit}
      ns="appeals"
      label={t('decide.hearingSection')}
      idPrefix="hearing-"
    >
      {saved && (
        <Alert color="green" variant="outline" role="status">
          {t('decide.hearingSaved')}
        </Alert>
      )}
      <FormSection
        id="appeal-hearing"
        names={['hearingAt', 'place', 'venue', 'remarks']}
        title={t('decide.hearingSection')}
      >
        <Text size="sm">{t('decide.hearingHint')}</Text>
        <DateTimeField name="hearingAt" label={t('decide.hearingAt')} required />
        <TextField name="place" label={t('decide.place')} required maxLength={200} />
        <TextField name="venue" label={t('decide.venue')} required maxLength={500} />
        <RemarksField label={t('view.remarks')} maxLength={1000} />
      </FormSection>
      <Button type="submit" w="fit-content" loading={step.isPending}>
        {t('decide.scheduleHearing')}
      </Button>
    </SchemaForm>
  );
}
