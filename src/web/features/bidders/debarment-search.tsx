import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { type DebarmentMatch, debarmentSearchQuerySchema } from '../../../common/api/bidders.ts';
import { errorMessage } from '../../api/errors.ts';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { SearchTextField } from '../../components/form/search-fields.tsx';
import { useSearchForm } from '../../components/form/search-form.ts';
import { dateOnly } from '../../lib/display-format.ts';
import { debarmentQuery } from './api.ts';

/**
 * The debarment search of debarredbidder (issue #28 item 3): a firm by name (case, punctuation
 * and "M/s" do not matter) or registration number, in the URL as `?firm=` so the answer is a
 * link and is rendered on the server. Each match says whether it is debarred today (the
 * server's today, in the answer: nothing here reads the clock), by whom, from when to when, why.
 */
export function DebarmentSearch() {
  const [search] = useSearchParams();
  const firm = search.get('firm') ?? '';
  // A new ?firm= (Back, a shared link) is a new form: the search form starts from the URL.
  return <DebarmentSearchForm key={firm} firm={firm} search={search} />;
}

function DebarmentSearchForm({ firm, search }: { firm: string; search: URLSearchParams }) {
  const { t } = useTranslation(['bidders', 'common']);
  const navigate = useNavigate();
  const headingId = useId();
  const initial = useMemo(() => new URLSearchParams(firm ? { q: firm } : {}), [firm]);
  const form = useSearchForm({
    schema: debarmentSearchQuerySchema,
    params: ['q'] as const,
    initial,
    t,
    onSearch: (chosen) => {
      const next = new URLSearchParams(search);
      next.set('firm', chosen.q ?? '');
      navigate(`?${next}`);
    },
  });
  const valid = firm.length > 0 && debarmentSearchQuerySchema.safeParse({ q: firm }).success;
  const result = useQuery({ ...debarmentQuery(firm), enabled: valid });

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('search.title')}
      </Title>
      <Text size="sm">{t('search.hint')}</Text>
      {/* The list's keyword box below is "q" too: this one is "firm", as in the URL. */}
      <ErrorSummary
        errors={form.summary.map((e) => (e.field ? { ...e, field: 'firm' } : e))}
        attempt={form.attempt}
      />
      <form onSubmit={form.submit} noValidate aria-label={t('search.title')}>
        <Group align="flex-start">
          <SearchTextField
            {...form.input('q')}
            id="firm"
            name="firm"
            label={t('search.label')}
            error={form.errors.q}
            w={360}
          />
          <Button type="submit" mt={24}>
            {t('search.submit')}
          </Button>
        </Group>
      </form>
      {result.error && <Alert color="red">{errorMessage(result.error, t)}</Alert>}
      {result.data && (
        <Stack gap="xs" aria-live="polite">
          {result.data.matches.length === 0 ? (
            <Alert color="green" variant="outline">
              <Text fw={700}>{t('search.noneTitle', { firm })}</Text>
              {t('search.none', { today: dateOnly(result.data.today) })}
            </Alert>
          ) : (
            result.data.matches.map((m) => (
              <MatchCard key={`${m.debarredBy}|${m.registrationNo}`} match={m} today={result.data.today} />
            ))
          )}
        </Stack>
      )}
    </Stack>
  );
}

function MatchCard({ match, today }: { match: DebarmentMatch; today: string }) {
  const { t } = useTranslation('bidders');
  return (
    <Alert
      color={match.debarredToday ? 'red' : 'dark'}
      variant="outline"
      title={
        match.debarredToday
          ? t('search.debarredToday', { name: match.name, today: dateOnly(today) })
          : t('search.notDebarredToday', { name: match.name, today: dateOnly(today) })
      }
    >
      <List size="sm" spacing={2}>
        <List.Item>
          {t('fields.registrationNo')}: {match.registrationNo}
        </List.Item>
        <List.Item>
          {t('fields.debarredBy')}: {match.debarredBy}
        </List.Item>
        <List.Item>
          {t('search.period', {
            from: dateOnly(match.debarredFrom),
            to: match.debarredTo ? dateOnly(match.debarredTo) : t('list.untilFurtherOrders'),
          })}
        </List.Item>
        <List.Item>
          {t('fields.reason')}: {match.reason}
        </List.Item>
        {match.status === 'inactive' && <List.Item>{t('search.revoked')}</List.Item>}
      </List>
    </Alert>
  );
}
