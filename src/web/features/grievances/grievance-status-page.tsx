import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Grievance } from '../../../common/api/grievances.ts';
import { DecisionPanel, isStale } from '../../components/decision-panel.tsx';
import { FileField, FormSection, SchemaForm, useSchemaForm } from '../../components/form/index.ts';
import { useGrievanceStep } from './api.ts';
import { GrievanceByIdPage, GrievanceDetails } from './grievance-details.tsx';

/**
 * Spec §2 grievancestatusupdate/{id}: the grievance, then what an officer of its chain (or the
 * portal admin) may do now, as the server's `actions` say (spec §4 submitted → open → closed):
 * open it, reply, close it. THE decision panel (decision 035) with its remarks (required to
 * reply and to close); a reply or the closing may carry one PDF, uploaded on the form kit.
 */
export function GrievanceStatusPage() {
  return <GrievanceByIdPage>{(item) => <Handle item={item} />}</GrievanceByIdPage>;
}

type Step = 'open' | 'reply' | 'close';
const steps: readonly Step[] = ['open', 'reply', 'close'];
const attachmentSchema = z.object({
  document: z.object({ fileId: z.number().int().positive(), title: z.string() }).nullable(),
});

function Handle({ item }: { item: Grievance }) {
  const { t } = useTranslation(['grievances', 'common']);
  const step = useGrievanceStep(item.id);
  const attachment = useSchemaForm(attachmentSchema, { document: null });
  const actions = item.actions.filter((a): a is typeof a & { action: Step } =>
    steps.includes(a.action as Step),
  );
  const takesDocument = actions.some((a) => a.action !== 'open');

  const onAct = async (action: Step, remarks: string | undefined) => {
    const document = action === 'open' ? null : (attachment.getValues().document?.fileId ?? null);
    const done = await step.mutateAsync({ action, version: item.version, remarks, documentFileId: document });
    attachment.reset({ document: null });
    return t('handle.done', { state: t(`states.${done.state}`) });
  };

  return (
    <Stack gap="lg">
      <GrievanceDetails item={item} />
      {takesDocument && (
        <SchemaForm
          form={attachment}
          onSubmit={() => undefined}
          ns="grievances"
          label={t('handle.documentSection')}
        >
          <FormSection id="grievance-reply-document" names={['document']} title={t('handle.documentSection')}>
            <Text size="sm">{t('handle.documentHint')}</Text>
            <FileField
              name="document"
              purpose="pdf"
              label={t('handle.document')}
              words={{ download: t('form.download'), remove: t('form.remove') }}
              untitled
            />
          </FormSection>
        </SchemaForm>
      )}
      <DecisionPanel<Step>
        ns="grievances"
        title={t('handle.panelTitle')}
        actions={actions}
        label={(action) => t(`actions.${action}`)}
        confirmMessage={(action) => t(`handle.confirm.${action}`)}
        remarksHint={t('handle.remarksHint')}
        remarksMax={2000}
        failureMessages={(error) => (isStale(error) ? [t('handle.stale')] : undefined)}
        onAct={onAct}
      />
      {actions.length === 0 && <Text>{t('handle.nothing')}</Text>}
    </Stack>
  );
}
