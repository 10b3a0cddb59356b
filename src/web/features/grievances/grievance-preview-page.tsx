import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Grievance, grievanceSubmitSchema } from '../../../common/api/grievances.ts';
import { FormCaptcha } from '../../components/captcha-field.tsx';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { FormSection, SchemaForm, useSchemaForm } from '../../components/form/index.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { useGrievanceStep } from './api.ts';
import { GrievanceByIdPage, GrievanceDetails } from './grievance-details.tsx';

/**
 * Spec §2 grievancepreview, `?id=N`: the grievance as it will be submitted, a link back to the
 * form while it is a draft, then the captcha (§5) and "Are you sure" (§8), and the grievance
 * number with the acknowledgement by e-mail. Once submitted, the complainant reads here the
 * officers' replies (issue #26 item 3).
 */
export function GrievancePreviewPage() {
  return <GrievanceByIdPage>{(item) => <Preview item={item} />}</GrievanceByIdPage>;
}

const captchaSchema = grievanceSubmitSchema.pick({ captchaId: true, captchaAnswer: true });

function Preview({ item }: { item: Grievance }) {
  const { t } = useTranslation(['grievances', 'common']);
  const { to } = usePrefix();
  const confirm = useConfirm();
  const step = useGrievanceStep(item.id);
  const form = useSchemaForm(captchaSchema, { captchaId: '', captchaAnswer: '' });
  const [generation, setGeneration] = useState(0);
  const [submitted, setSubmitted] = useState<Grievance | null>(null);
  const canSubmit = item.actions.some((a) => a.action === 'submit');

  const onSubmit = async (values: { captchaId: string; captchaAnswer: string }) => {
    // Spec §8: "Once submited can't be reverted. Are you sure ..."
    const ok = await confirm({
      title: t('preview.confirmTitle'),
      message: t('preview.confirmMessage'),
      confirmLabel: t('common:dialog.yes'),
      cancelLabel: t('common:dialog.no'),
    });
    if (!ok) return;
    try {
      setSubmitted(await step.mutateAsync({ action: 'submit', version: item.version, ...values }));
    } finally {
      // Each captcha is single use (§5): a new one whatever the answer.
      setGeneration((g) => g + 1);
    }
  };

  return (
    <Stack gap="lg">
      {submitted && (
        <Alert color="green" variant="outline" role="status">
          {t('preview.submitted', { number: submitted.grievanceNo ?? '' })}
        </Alert>
      )}
      {canSubmit && !submitted && (
        <Anchor component={Link} to={`${to('grievances')}?id=${item.id}`} w="fit-content">
          {t('preview.edit')}
        </Anchor>
      )}
      <GrievanceDetails item={submitted ?? item} />
      {canSubmit && !submitted && (
        <SchemaForm form={form} onSubmit={onSubmit} ns="grievances" label={t('preview.captchaSection')}>
          <FormSection id="grievance-captcha" names={['captchaAnswer']} title={t('preview.captchaSection')}>
            <FormCaptcha generation={generation} />
          </FormSection>
          <Button type="submit" w="fit-content" loading={step.isPending}>
            {t('preview.submit')}
          </Button>
        </SchemaForm>
      )}
    </Stack>
  );
}
