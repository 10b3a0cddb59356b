import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  type SearchAlertCreate,
  type SearchAlertState,
  searchAlertCreateSchema,
} from '../../../common/api/opendata.ts';
import { ApiError, apiFetch } from '../../api/client.ts';
import { FormCaptcha } from '../../components/captcha-field.tsx';
import { FormSection } from '../../components/form/form-section.tsx';
import { RadioField } from '../../components/form/radio-field.tsx';
import { SchemaForm, useSchemaForm } from '../../components/form/schema-form.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { usePrefix } from '../../lib/use-prefix.ts';

/**
 * E-mail alerts of a public search (issue #32 item 6, docs/decisions/055). One page, three uses:
 * - from a tender list ("E-mail alerts for this search"): the list's filters, an address, the
 *   mails' language and the captcha; a confirmation link is mailed;
 * - `?confirm=…` (the confirmation mail's link): a button confirms (a link alone changes
 *   nothing, so a mail scanner opening it does not confirm);
 * - `?unsubscribe=…` (every alert mail's link): a button stops the alert. Mail programs that
 *   support one-click (RFC 8058) post to the API themselves.
 */
export function SearchAlertPage() {
  const { t } = useTranslation(['opendata', 'routes']);
  const [params] = useSearchParams();
  const confirm = params.get('confirm');
  const unsubscribe = params.get('unsubscribe');
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t('routes:searchalerts')}</Title>
      {confirm ? (
        <TokenAction kind="confirm" token={confirm} />
      ) : unsubscribe ? (
        <TokenAction kind="unsubscribe" token={unsubscribe} />
      ) : (
        <SaveAlert params={params} />
      )}
    </Stack>
  );
}

/** The search filters' names as the tender list's filter form labels them (the same words, kept in
 * this page's catalogue: the tender list's catalogue would add 6 KiB to this public page). */
const filterLabels: Record<string, string> = {
  q: 'alerts.filters.keyword',
  ref: 'alerts.filters.ref',
  source: 'alerts.filters.source',
  org: 'alerts.filters.org',
  productCategory: 'alerts.filters.productCategory',
  tenderType: 'alerts.filters.tenderType',
  category: 'alerts.filters.category',
  bidding: 'alerts.filters.bidding',
  closing: 'alerts.filters.closing',
  minValue: 'alerts.filters.minValue',
  maxValue: 'alerts.filters.maxValue',
  undisclosed: 'alerts.filters.valueDisclosure',
  district: 'alerts.filters.district',
  location: 'alerts.filters.location',
  pincode: 'alerts.filters.pincode',
};

/** The filters of a search, in the words of the list's filter form ("Keyword: road · District: Dibrugarh"). */
function SearchSummary({ search }: { search: string }) {
  const { t } = useTranslation('opendata');
  const { to } = usePrefix();
  const pairs = [...new URLSearchParams(search)].map(
    ([k, v]) => [filterLabels[k] ? t(filterLabels[k]) : k, v] as const,
  );
  return (
    <Text>
      {t('alerts.search')}{' '}
      <Anchor
        component={Link}
        to={`${to('latestactivetenders')}${search ? `?${search}` : ''}`}
        underline="always"
      >
        {pairs.length ? pairs.map(([k, v]) => `${k}: ${v}`).join(' · ') : t('alerts.allTenders')}
      </Anchor>
    </Text>
  );
}

function SaveAlert({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation('opendata');
  const { lang } = usePrefix();
  const [generation, setGeneration] = useState(0);
  const [saved, setSaved] = useState<SearchAlertState | null>(null);
  const search = (() => {
    const copy = new URLSearchParams();
    for (const [k, v] of params) if (!['cursor', 'limit', 'sort'].includes(k) && v !== '') copy.append(k, v);
    copy.sort();
    return copy.toString();
  })();
  const form = useSchemaForm(searchAlertCreateSchema, {
    email: '',
    lang,
    search,
    captchaId: '',
    captchaAnswer: '',
  } satisfies SearchAlertCreate);
  if (saved)
    return (
      <Alert color="blue" variant="outline" role="status" title={t('alerts.sentTitle')}>
        {t('alerts.sent', { email: saved.email })}
      </Alert>
    );
  return (
    <>
      <Text>{t('alerts.intro')}</Text>
      <SearchSummary search={search} />
      <SchemaForm
        form={form}
        ns="opendata"
        problemFields={{ CAPTCHA_FAILED: 'captchaAnswer' }}
        label={t('alerts.formLabel')}
        onSubmit={async (values) => {
          try {
            setSaved(
              await apiFetch<SearchAlertState>('/public/search-alerts', { method: 'POST', body: values }),
            );
          } finally {
            setGeneration((g) => g + 1);
          }
        }}
      >
        <FormSection
          id="alert-details"
          names={['email', 'lang', 'captchaAnswer']}
          title={t('alerts.formLabel')}
        >
          <TextField
            name="email"
            type="email"
            label={t('alerts.email')}
            required
            maxLength={254}
            autoComplete="email"
          />
          <LangChoice />
          <FormCaptcha generation={generation} />
        </FormSection>
        <Button type="submit" w="fit-content">
          {t('alerts.submit')}
        </Button>
      </SchemaForm>
    </>
  );
}

/** The mails' language: the kit's radio group (a fieldset with its legend). */
function LangChoice() {
  const { t } = useTranslation('opendata');
  return (
    <RadioField
      name="lang"
      label={t('alerts.lang')}
      required
      options={[
        ['en', t('alerts.langEn')],
        ['as', t('alerts.langAs')],
      ]}
    />
  );
}

/** Confirm or stop an alert: a button, then what happened (or why not) in words. */
function TokenAction({ kind, token }: { kind: 'confirm' | 'unsubscribe'; token: string }) {
  const { t } = useTranslation(['opendata', 'common']);
  const [done, setDone] = useState<SearchAlertState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async () => {
    setBusy(true);
    setError(null);
    try {
      setDone(
        kind === 'confirm'
          ? await apiFetch<SearchAlertState>('/public/search-alerts/confirm', {
              method: 'POST',
              body: { token },
            })
          : await apiFetch<SearchAlertState>(
              `/public/search-alerts/unsubscribe?token=${encodeURIComponent(token)}`,
              {
                method: 'POST',
                body: {},
              },
            ),
      );
    } catch (e) {
      const key = e instanceof ApiError ? e.problem?.errors?.[0]?.message : undefined;
      setError(key ? t(key) : t(`common:errors.${e instanceof ApiError ? e.code : 'INTERNAL_ERROR'}`));
    } finally {
      setBusy(false);
    }
  };
  if (done)
    return (
      <>
        <Alert
          color="blue"
          variant="outline"
          role="status"
          title={t(kind === 'confirm' ? 'alerts.confirmedTitle' : 'alerts.unsubscribedTitle')}
        >
          {t(kind === 'confirm' ? 'alerts.confirmed' : 'alerts.unsubscribed', { email: done.email })}
        </Alert>
        <SearchSummary search={done.search} />
      </>
    );
  return (
    <>
      <Text>{t(kind === 'confirm' ? 'alerts.confirmIntro' : 'alerts.unsubscribeIntro')}</Text>
      {error && (
        <Alert color="red" variant="outline" role="alert" title={t('alerts.failedTitle')}>
          {error}
        </Alert>
      )}
      <Button w="fit-content" onClick={act} loading={busy}>
        {t(kind === 'confirm' ? 'alerts.confirmButton' : 'alerts.unsubscribeButton')}
      </Button>
    </>
  );
}
