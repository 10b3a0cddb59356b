import { Anchor, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type CorrigendumPage, corrigendumSearchSchema } from '../../../common/api/corrigenda.ts';
import { apiFetch } from '../../api/client.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { TableStatusRow } from '../../components/table-status-row.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateTime } from '../../lib/display-format.ts';
import { corrigendumViewFor, tenderViewFor } from '../../lib/tender-links.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

type CorrigendumListRoute = 'activecorrigendums' | 'listofcorrigendums' | 'dpcorrigendumlist';

/** Each list's fixed part of the query (spec §2). */
const presets: Record<CorrigendumListRoute, Record<string, string>> = {
  activecorrigendums: { scope: 'active' },
  listofcorrigendums: { scope: 'all' },
  dpcorrigendumlist: { scope: 'all', source: 'directpurchase' },
};

/**
 * Spec §2 activecorrigendums (corrigenda of tenders still open), listofcorrigendums (all) and
 * dpcorrigendumlist (direct purchase): newest first, a keyword search (spec §5: 3 characters or
 * more) kept in the page URL, paging by cursor, "No Records Found".
 */
export function CorrigendumListPage() {
  const { t } = useTranslation(['corrigenda', 'common', 'routes']);
  const current = useCurrentRouteId();
  const route = (current in presets ? current : 'listofcorrigendums') as CorrigendumListRoute;
  const { to } = usePrefix();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const cursor = params.get('cursor') ?? '';
  const [keyword, setKeyword] = useState(q);
  const [keywordError, setKeywordError] = useState<string>();
  const query = new URLSearchParams({
    ...presets[route],
    ...(q ? { q } : {}),
    ...(cursor ? { cursor } : {}),
  });
  const { data, error } = useQuery({
    queryKey: ['public-corrigenda', query.toString()],
    queryFn: ({ signal }) => apiFetch<CorrigendumPage>(`/public/corrigenda?${query}`, { signal }),
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    const parsed = corrigendumSearchSchema.safeParse({ q: keyword });
    if (!parsed.success) {
      setKeywordError(t(`common:${parsed.error.issues[0]!.message}`));
      return;
    }
    setKeywordError(undefined);
    setParams(keyword.trim() ? { q: keyword.trim() } : {});
  };
  const withCursor = (next: string | null) => {
    const p = new URLSearchParams(params);
    if (next) p.set('cursor', next);
    else p.delete('cursor');
    return `?${p}`;
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${route}`)}</Title>
      <Text>{t(`lists.${route}`)}</Text>
      <form onSubmit={search} aria-label={t('searchLabel')} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            id="q"
            label={t('keyword')}
            description={t('keywordHint')}
            value={keyword}
            onChange={(e) => setKeyword(e.currentTarget.value)}
            error={keywordError}
            w={360}
          />
          <Button type="submit" mt={44}>
            {t('search')}
          </Button>
        </Group>
      </form>
      {error ? (
        <ApiErrorAlert error={error} />
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table striped withTableBorder>
            <Table.Caption>{data ? t('count', { count: data.total }) : t('common:loading')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('fields.corrigendum')}</Table.Th>
                <Table.Th scope="col">{t('fields.tender')}</Table.Th>
                <Table.Th scope="col">{t('fields.organisation')}</Table.Th>
                <Table.Th scope="col">{t('fields.type')}</Table.Th>
                <Table.Th scope="col">{t('fields.publishedAt')}</Table.Th>
                <Table.Th scope="col">{t('fields.closingAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableStatusRow colSpan={6} rows={data?.items} />
              {data?.items.map((c) => (
                <Table.Tr key={c.uid}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`${to(corrigendumViewFor(c.tender.source))}?id=${encodeURIComponent(c.uid)}`}
                    >
                      {t('numbered', { number: c.number })}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`${to(tenderViewFor(c.tender.source))}?id=${encodeURIComponent(c.tender.uid)}`}
                    >
                      {c.tender.title}
                    </Anchor>
                    <Text size="sm">{c.tender.referenceNo}</Text>
                  </Table.Td>
                  <Table.Td>{c.tender.organisation.join(' / ')}</Table.Td>
                  <Table.Td>{t(`types.${c.type}`)}</Table.Td>
                  <Table.Td>{dateTime(c.publishedAt)}</Table.Td>
                  <Table.Td>{dateTime(c.newClosingAt ?? c.tender.closingAt) ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {(cursor || data?.nextCursor) && (
        <Group>
          {cursor && (
            <Button component={Link} to={withCursor(null)} variant="default">
              {t('firstPage')}
            </Button>
          )}
          {data?.nextCursor && (
            <Button component={Link} to={withCursor(data.nextCursor)} variant="default">
              {t('nextPage')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
