import { Alert, Button, Code, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailboxMessage } from '../../../common/api/dev-mailbox.ts';
import { formatDate } from '../../../common/format.ts';
import { ApiError, apiFetch } from '../../api/client.ts';
import { TableStatusRow } from '../../components/table-status-row.tsx';

/**
 * The development mailbox (issue: identity, item 8): the mail and SMS the portal sent, for an
 * administrator on a machine without a mail server. The server has no such page in production.
 */
export function DevMailboxPage() {
  const { t } = useTranslation(['common', 'routes']);
  const [recipient, setRecipient] = useState('');
  const [filter, setFilter] = useState('');
  const mailbox = useQuery({
    queryKey: ['dev-mailbox', filter],
    queryFn: () =>
      apiFetch<{ items: MailboxMessage[] }>(
        `/dev/mailbox${filter ? `?${new URLSearchParams({ recipient: filter })}` : ''}`,
      ),
    retry: false,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter(recipient.trim());
  };
  const unavailable = mailbox.error instanceof ApiError && mailbox.error.code === 'NOT_FOUND';
  return (
    <Stack gap="md">
      <Title order={1}>{t('routes:devmailbox')}</Title>
      <Text>{t('mailbox.intro')}</Text>
      {unavailable && (
        <Alert color="gray" variant="outline" role="status">
          {t('mailbox.unavailable')}
        </Alert>
      )}
      <form onSubmit={search} aria-label={t('mailbox.filterLabel')}>
        <Group align="flex-end" gap="sm">
          <TextInput
            id="recipient"
            label={t('mailbox.recipient')}
            value={recipient}
            onChange={(e) => setRecipient(e.currentTarget.value)}
            w={320}
          />
          <Button type="submit">{t('users.search')}</Button>
          <Button variant="default" onClick={() => mailbox.refetch()}>
            {t('mailbox.refresh')}
          </Button>
        </Group>
      </form>
      <Table.ScrollContainer minWidth={900}>
        <Table withTableBorder striped>
          <Table.Caption>
            {mailbox.data ? t('mailbox.count', { count: mailbox.data.items.length }) : t('loading')}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('mailbox.created')}</Table.Th>
              <Table.Th scope="col">{t('mailbox.channel')}</Table.Th>
              <Table.Th scope="col">{t('mailbox.recipient')}</Table.Th>
              <Table.Th scope="col">{t('mailbox.message')}</Table.Th>
              <Table.Th scope="col">{t('users.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableStatusRow colSpan={5} rows={mailbox.data?.items} />
            {mailbox.data?.items.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{formatDate(new Date(m.createdAt), { withTime: true })}</Table.Td>
                <Table.Td>{t(`mailbox.channels.${m.channel}`)}</Table.Td>
                <Table.Td>{m.recipient}</Table.Td>
                <Table.Td>
                  {m.subject && <Text fw={600}>{m.subject}</Text>}
                  <Code block style={{ whiteSpace: 'pre-wrap' }}>
                    {m.body}
                  </Code>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={m.status === 'failed' ? 700 : undefined}>
                    {t(`mailbox.statuses.${m.status}`, { defaultValue: m.status })}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
