import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type GrievanceRegistration,
  type GrievanceRegistrationStart,
  grievanceRegistrationSchema,
  grievanceRegistrationStartSchema,
} from '../../../common/api/grievances.ts';
import { apiFetch } from '../../api/client.ts';
import { FormCaptcha } from '../../components/captcha-field.tsx';
import { FormSection } from '../../components/form/form-section.tsx';
import { SchemaForm, useSchemaForm } from '../../components/form/schema-form.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { usePrefix } from '../../lib/use-prefix.ts';

type Person = Pick<GrievanceRegistrationStart, 'firstName' | 'lastName' | 'email' | 'mobile'>;
type Codes = { emailCodeId: string; mobileCodeId: string };

/**
 * Spec §2 grievanceuserregistration (issue #26 item 1; §5 "Grievance registration needs both an
 * email one-time code and a phone one-time code"): name, e-mail and mobile with the captcha send
 * a code to each; both codes, a login id and a password under the §5 rules make the account,
 * which then logs in through `loging?pageType=grievanceAppealUser`.
 */
export function GrievanceRegistrationPage() {
  const { t } = useTranslation(['grievance-registration', 'routes']);
  const [started, setStarted] = useState<{ person: Person; codes: Codes } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t('routes:grievanceuserregistration')}</Title>
      {done ? (
        <Registered loginId={done} />
      ) : started ? (
        <Complete
          person={started.person}
          codes={started.codes}
          onDone={setDone}
          onRestart={() => setStarted(null)}
        />
      ) : (
        <Start onStarted={(person, codes) => setStarted({ person, codes })} />
      )}
    </Stack>
  );
}

function Start({ onStarted }: { onStarted(person: Person, codes: Codes): void }) {
  const { t } = useTranslation('grievance-registration');
  const [generation, setGeneration] = useState(0);
  const form = useSchemaForm(grievanceRegistrationStartSchema, {
    firstName: '',
    lastName: '',
    email: '',
    mobile: '',
    captchaId: '',
    captchaAnswer: '',
  });
  const onSubmit = async (values: GrievanceRegistrationStart) => {
    try {
      const codes = await apiFetch<Codes>('/public/grievance-users/codes', { method: 'POST', body: values });
      const { captchaId: _id, captchaAnswer: _answer, ...person } = values;
      onStarted({ ...person, email: person.email.trim().toLowerCase(), mobile: person.mobile.trim() }, codes);
    } finally {
      setGeneration((g) => g + 1);
    }
  };
  return (
    <>
      <Text>{t('register.intro')}</Text>
      <SchemaForm form={form} onSubmit={onSubmit} ns="grievances" label={t('register.startSection')}>
        <FormSection
          id="register-person"
          names={['firstName', 'lastName', 'email', 'mobile', 'captchaAnswer']}
          title={t('register.startSection')}
        >
          <TextField
            name="firstName"
            label={t('register.firstName')}
            required
            maxLength={100}
            autoComplete="given-name"
          />
          <TextField
            name="lastName"
            label={t('register.lastName')}
            required
            maxLength={100}
            autoComplete="family-name"
          />
          <TextField
            name="email"
            type="email"
            label={t('form.email')}
            required
            maxLength={254}
            autoComplete="email"
          />
          <TextField
            name="mobile"
            label={t('form.mobile')}
            required
            keyFilter="digits"
            inputMode="numeric"
            maxLength={10}
            autoComplete="tel-national"
          />
          <FormCaptcha generation={generation} />
        </FormSection>
        <Button type="submit" w="fit-content">
          {t('register.sendCodes')}
        </Button>
      </SchemaForm>
    </>
  );
}

function Complete(props: { person: Person; codes: Codes; onDone(loginId: string): void; onRestart(): void }) {
  const { t } = useTranslation('grievance-registration');
  const form = useSchemaForm(grievanceRegistrationSchema, {
    ...props.person,
    ...props.codes,
    emailCode: '',
    mobileCode: '',
    loginId: '',
    newPassword: '',
    confirmPassword: '',
  });
  const onSubmit = async (values: GrievanceRegistration) => {
    const created = await apiFetch<{ loginId: string }>('/public/grievance-users', {
      method: 'POST',
      body: values,
    });
    props.onDone(created.loginId);
  };
  return (
    <>
      <Alert color="blue" role="status">
        {t('register.codesSent', { email: props.person.email, mobile: props.person.mobile })}
      </Alert>
      <SchemaForm form={form} onSubmit={onSubmit} ns="grievances" label={t('register.completeSection')}>
        <FormSection
          id="register-account"
          names={['emailCode', 'mobileCode', 'loginId', 'newPassword', 'confirmPassword']}
          title={t('register.completeSection')}
        >
          <TextField
            name="emailCode"
            label={t('register.emailCode')}
            required
            keyFilter="digits"
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
          />
          <TextField
            name="mobileCode"
            label={t('register.mobileCode')}
            required
            keyFilter="digits"
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
          />
          <TextField
            name="loginId"
            label={t('register.loginId')}
            description={t('register.loginIdHint')}
            required
            maxLength={50}
            autoComplete="username"
          />
          <NewPasswordFields />
        </FormSection>
        <Button type="submit" w="fit-content">
          {t('register.create')}
        </Button>
      </SchemaForm>
      <Button variant="subtle" w="fit-content" onClick={props.onRestart}>
        {t('register.restart')}
      </Button>
    </>
  );
}

function Registered({ loginId }: { loginId: string }) {
  const { t } = useTranslation('grievance-registration');
  const { to } = usePrefix();
  return (
    <Alert color="green" variant="outline" role="status">
      <Text>{t('register.done', { loginId })}</Text>
      <Anchor component={Link} to={`${to('loging')}?pageType=grievanceAppealUser`}>
        {t('choose.loginLink')}
      </Anchor>
    </Alert>
  );
}
