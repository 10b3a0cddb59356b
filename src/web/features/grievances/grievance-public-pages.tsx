import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FeedbackCreate,
  feedbackCreateSchema,
  feedbackReasons,
  type GrievanceTrackResult,
  grievanceTrackSchema,
} from '../../../common/api/grievances.ts';
import { FormCaptcha } from '../../components/captcha-field.tsx';
import {
  FormSection,
  NativeSelectField,
  SchemaForm,
  TextareaField,
  TextField,
  useSchemaForm,
} from '../../components/form/index.ts';
import { dateOnly, dateTime } from '../../lib/display-format.ts';
import { sendFeedback, trackGrievance } from './api.ts';

/**
 * Spec §2 grievancestest (decision 041): anyone with a grievance number and the e-mail it was
 * filed with sees its status and the officers' remarks, without logging in.
 */
export function GrievanceTrackPage() {
  const { t } = useTranslation(['grievances', 'common', 'routes']);
  const form = useSchemaForm(grievanceTrackSchema, { grievanceNo: '', email: '' });
  const [result, setResult] = useState<GrievanceTrackResult | null>(null);
  const onSubmit = async (values: { grievanceNo: string; email: string }) => {
    setResult(null);
    setResult(await trackGrievance(values));
  };
  return (
    <Stack gap="md" maw={900}>
      <Title order={1}>{t('routes:grievancestest')}</Title>
      <Text>{t('track.intro')}</Text>
      <SchemaForm form={form} onSubmit={onSubmit} ns="grievances" label={t('routes:grievancestest')}>
        <FormSection id="track" names={['grievanceNo', 'email']} title={t('track.section')} grid>
          <TextField name="grievanceNo" label={t('list.number')} required maxLength={40} />
          <TextField name="email" type="email" label={t('form.email')} required maxLength={254} />
        </FormSection>
        <Button type="submit" w="fit-content">
          {t('track.submit')}
        </Button>
      </SchemaForm>
      {result && (
        <Stack gap="sm" role="region" aria-label={t('track.result')}>
          <Title order={2} size="h3">
            {t('track.result')}
          </Title>
          <List spacing={4}>
            <List.Item>{t('track.line.number', { number: result.grievanceNo })}</List.Item>
            <List.Item>{t('track.line.kind', { kind: t(`kinds.${result.kind}`) })}</List.Item>
            <List.Item>{t('track.line.title', { title: result.title ?? '' })}</List.Item>
            <List.Item>{t('track.line.state', { state: t(`states.${result.state}`) })}</List.Item>
            <List.Item>
              {t('track.line.submitted', { day: dateOnly(result.submittedAt) ?? t('list.none') })}
            </List.Item>
            {result.closedAt && (
              <List.Item>{t('track.line.closed', { day: dateOnly(result.closedAt) ?? '' })}</List.Item>
            )}
          </List>
          <Title order={3} size="h4">
            {t('view.repliesSection')}
          </Title>
          {result.replies.length === 0 ? (
            <Text>{t('track.noReplies')}</Text>
          ) : (
            <List type="ordered" spacing="xs">
              {result.replies.map((r) => (
                <List.Item key={r.at}>
                  {t(`actions.${r.action}`)}, {dateTime(r.at)}: {r.remarks ?? t('list.none')}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
    </Stack>
  );
}

const blankFeedback: FeedbackCreate = {
  name: '',
  email: '',
  designation: '',
  organisation: '',
  reason: undefined as unknown as FeedbackCreate['reason'],
  countryCode: '+91',
  mobile: '',
  comments: '',
  captchaId: '',
  captchaAnswer: '',
};

/** Spec §2 feedback, §3 Feedback, §5 captcha: anyone; the portal admin reads it in feedbacklist. */
export function FeedbackPage() {
  const { t } = useTranslation(['grievances', 'common', 'routes']);
  const form = useSchemaForm(feedbackCreateSchema, blankFeedback);
  const [generation, setGeneration] = useState(0);
  const [sent, setSent] = useState(false);
  const onSubmit = async (values: FeedbackCreate) => {
    setSent(false);
    try {
      await sendFeedback(values);
      form.reset(blankFeedback);
      setSent(true);
    } finally {
      // Each captcha is single use (§5): a new one whatever the answer.
      setGeneration((g) => g + 1);
    }
  };
  return (
    <Stack gap="md" maw={900}>
      <Title order={1}>{t('routes:feedback')}</Title>
      <Text>{t('feedback.intro')}</Text>
      {sent && (
        <Alert color="green" variant="outline" role="status">
          {t('feedback.sent')}
        </Alert>
      )}
      <SchemaForm form={form} onSubmit={onSubmit} ns="grievances" label={t('routes:feedback')}>
        <FormSection
          id="feedback-about"
          names={['name', 'email', 'designation', 'organisation', 'countryCode', 'mobile']}
          title={t('feedback.aboutSection')}
          grid
        >
          <TextField name="name" label={t('feedback.name')} required maxLength={200} />
          <TextField name="email" type="email" label={t('feedback.email')} required maxLength={254} />
          <TextField name="designation" label={t('feedback.designation')} maxLength={200} />
          <TextField name="organisation" label={t('feedback.organisation')} maxLength={200} />
          <TextField name="countryCode" label={t('form.countryCode')} maxLength={5} />
          <TextField
            name="mobile"
            label={t('feedback.mobile')}
            keyFilter="digits"
            inputMode="numeric"
            maxLength={10}
          />
        </FormSection>
        <FormSection
          id="feedback-comments"
          names={['reason', 'comments', 'captchaAnswer']}
          title={t('feedback.commentsSection')}
        >
          <NativeSelectField
            name="reason"
            label={t('feedback.reason')}
            required
            data={[
              { value: '', label: t('common:form.choose') },
              ...feedbackReasons.map((r) => ({ value: r, label: t(`reasons.${r}`) })),
            ]}
          />
          <TextareaField name="comments" label={t('feedback.comments')} required maxLength={2000} rows={5} />
          <FormCaptcha generation={generation} />
        </FormSection>
        <Button type="submit" w="fit-content">
          {t('feedback.send')}
        </Button>
      </SchemaForm>
    </Stack>
  );
}
