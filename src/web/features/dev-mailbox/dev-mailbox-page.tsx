import { Alert, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type MailboxMessage,
  mailboxQuerySchema,
  type mailboxSchema,
} from '../../../common/api/dev-mailbox.ts';
import { formatDate } from '../../../common/format.ts';
import { ApiError, apiFetch } from '../../api/client.ts';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { SearchTextField } from '../../components/form/search-fields.tsx';
import { useSearchForm } from '../../components/form/search-form.ts';
import { type Column, DataTable, useListQuery } from '../../components/list/index.ts';

const fetchMailbox = (filters: z.output<typeof mailboxQuerySchema>, signal: AbortSignal) =>
  apiFetch<z.infer<typeof mailboxSchema>>(
    `/dev/mailbox${filters.recipient ? `?${new URLSearchParams({ recipient: filters.recipient })}` : ''}`,
    { signal },
  );

/**
 * The development mailbox (issue: identity, item 8): the mail and SMS the portal sent, for an
 * administrator on a machine without a mail server. The server has no such page in production.
 */
export function DevMailboxPage() {
  const { t } = useTranslation(['common', 'routes', 'admin']);
  const { filters, setFilters, query } = useListQuery({
    schema: mailboxQuerySchema,
    key: ['dev-mailbox'],
    load: fetchMailbox,
  });
  const unavailable = query.error instanceof ApiError && query.error.code === 'NOT_FOUND';
  const columns = useMemo<Column<MailboxMessage>[]>(
    () => [
      {
        id: 'created',
        header: t('admin:mailbox.created'),
        cell: (m) => formatDate(new Date(m.createdAt), { withTime: true }),
      },
      {
        id: 'channel',
        header: t('admin:mailbox.channel'),
        cell: (m) => t(`admin:mailbox.channels.${m.channel}`),
      },
      { id: 'recipient', header: t('admin:mailbox.recipient'), cell: (m) => m.recipient },
      {
        id: 'message',
        header: t('admin:mailbox.message'),
        cell: (m) => (
          <>
            {m.subject && <Text fw={600}>{m.subject}</Text>}
            <Code block style={{ whiteSpace: 'pre-wrap' }}>
              {m.body}
            </Code>
          </>
        ),
      },
      {
        id: 'status',
        header: t('admin:users.status'),
        cell: (m) => (
          <Text size="sm" fw={m.status === 'failed' ? 700 : undefined}>
            {t(`admin:mailbox.statuses.${m.status}`, { defaultValue: m.status })}
          </Text>
        ),
      },
    ],
    [t],
  );
  return (
    <Stack gap="md">
      <Title order={1}>{t('routes:devmailbox')}</Title>
      <Text>{t('admin:mailbox.intro')}</Text>
      {unavailable && (
        <Alert color="gray" variant="outline" role="status">
          {t('admin:mailbox.unavailable')}
        </Alert>
      )}
      {/* A new recipient in the URL (Back) is a new form (useSearchForm keeps what was typed). */}
      <RecipientFilter
        key={filters.recipient ?? ''}
        recipient={filters.recipient ?? ''}
        onSearch={(recipient) => setFilters({ recipient })}
        onRefresh={() => void query.refetch()}
      />
      <DataTable
        caption={query.data ? t('admin:mailbox.count', { count: query.data.items.length }) : t('loading')}
        columns={columns}
        rows={unavailable ? [] : query.data?.items}
        rowKey={(m) => m.id}
        error={unavailable ? undefined : query.error}
        onRetry={() => void query.refetch()}
        minWidth={900}
      />
    </Stack>
  );
}

/** The recipient filter, a search form of the kit over the API's own query schema. */
function RecipientFilter(props: { recipient: string; onSearch(recipient: string): void; onRefresh(): void }) {
  const { t } = useTranslation(['common', 'admin']);
  const initial = useMemo(() => new URLSearchParams({ recipient: props.recipient }), [props.recipient]);
  const form = useSearchForm({
    schema: mailboxQuerySchema,
    params: ['recipient'] as const,
    initial,
    t,
    onSearch: (chosen) => props.onSearch(chosen.recipient ?? ''),
  });
  return (
    <form onSubmit={form.submit} aria-label={t('admin:mailbox.filterLabel')} noValidate>
      <ErrorSummary errors={form.summary} attempt={form.attempt} />
      <Group align="flex-end" gap="sm">
        <SearchTextField {...form.input('recipient')} label={t('admin:mailbox.recipient')} w={320} />
        <Button type="submit">{t('admin:users.search')}</Button>
        <Button variant="default" onClick={props.onRefresh}>
          {t('admin:mailbox.refresh')}
        </Button>
      </Group>
    </form>
  );
}
