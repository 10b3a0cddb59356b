import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Appeal, appealSubmitSchema } from '../../../common/api/appeals.ts';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { CheckboxField, FormSection, SchemaForm, useSchemaForm } from '../../components/form/index.ts';
import { rupeesOr } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { useAppealStep } from './api.ts';
import { AppealByIdPage, AppealDetails, shownDay } from './appeal-details.tsx';

/**
 * Spec §2 appealPreview (level I) and secondAppealPreview (level II), `?id=N`: the appeal as it
 * will be filed, a link back to the form while it is a draft, and the filing itself: the consent
 * declaration about vexatious appeals (§5 Other) with the §9 fine for this tender ("up to twenty
 * lakh rupees or five per cent of procurement value, whichever is less"), "Are you sure" (§8),
 * then the reference number and the authority's due day. A late filing is refused naming its
 * deadline (decision 040).
 */
export function AppealPreviewPage() {
  return <AppealByIdPage>{(item) => <Preview item={item} />}</AppealByIdPage>;
}

const consentSchema = appealSubmitSchema.pick({ consent: true });

function Preview({ item }: { item: Appeal }) {
  const { t } = useTranslation(['appeals', 'common']);
  const { to } = usePrefix();
  const confirm = useConfirm();
  const step = useAppealStep(item.id);
  const form = useSchemaForm(consentSchema, { consent: false });
  const [filed, setFiled] = useState<Appeal | null>(null);
  const canFile = item.actions.some((a) => a.action === 'submit');
  // s.38(2): a second appeal lies on a first appeal that was decided, or whose thirty days ran out.
  const canAppealAgain =
    item.level === 1 && (item.expired || ['rejected', 'disposed', 'expired'].includes(item.state));

  const onSubmit = async ({ consent }: { consent: boolean }) => {
    // Spec §8: "Once submited can't be reverted. Are you sure ..."
    const ok = await confirm({
      title: t('preview.confirmTitle'),
      message: t('preview.confirmMessage'),
      confirmLabel: t('common:dialog.yes'),
      cancelLabel: t('common:dialog.no'),
    });
    if (!ok) return;
    setFiled(await step.mutateAsync({ action: 'submit', version: item.version, consent }));
  };

  return (
    <Stack gap="lg">
      {filed && (
        <Alert color="green" variant="outline" role="status">
          {t('preview.filed', { reference: filed.referenceNo ?? '', due: shownDay(filed.dueDate) ?? '' })}
        </Alert>
      )}
      {canFile && !filed && (
        <Anchor component={Link} to={`${to('appealEntry')}?id=${item.id}`}>
          {t('preview.edit')}
        </Anchor>
      )}
      {canAppealAgain && (
        <Anchor component={Link} to={`${to('appealFormSAA')}?first=${item.id}`} w="fit-content">
          {t('preview.secondAppeal')}
        </Anchor>
      )}
      <AppealDetails item={item} />
      {canFile && !filed && (
        <SchemaForm form={form} onSubmit={onSubmit} ns="appeals" label={t('preview.consentSection')}>
          <FormSection id="appeal-consent" names={['consent']} title={t('preview.consentSection')}>
            <Text size="sm">{t('preview.lastDay', { deadline: shownDay(item.filingLastDay) ?? '' })}</Text>
            <CheckboxField
              name="consent"
              label={t('preview.consent', { fine: rupeesOr(item.fineCapInr, '') })}
              description={t('preview.fineNote')}
            />
          </FormSection>
          <Button type="submit" w="fit-content" loading={step.isPending}>
            {t('preview.submit')}
          </Button>
        </SchemaForm>
      )}
    </Stack>
  );
}
