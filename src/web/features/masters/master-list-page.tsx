import { Anchor, Button, Group, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { masterSearchSchema } from '../../../common/api/masters.ts';
import { managedMasters } from '../../../common/masters/kinds.ts';
import { statusMessageKey } from '../../../common/status.ts';
import { usePrefix } from '../../app/layouts/use-prefix.ts';
import { TableStatusRow } from '../../components/table-status-row.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { masterListQuery, masterOfRoute } from './api.ts';

/**
 * Spec §2 formofcontract, tendercategory, tendertype: the master's entries with a keyword
 * search (at least 3 characters, spec §5: 'Keyword should contain minimum of 3 Characters'),
 * a status filter, "No Records Found" for an empty result, and links to add and edit.
 */
export function MasterListPage() {
  const { t, i18n } = useTranslation(['masters', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const kind = masterOfRoute(routeId)!;
  const pages = managedMasters[kind];
  const { to } = usePrefix();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const [keyword, setKeyword] = useState(q);
  const [searchError, setSearchError] = useState<string | undefined>();
  const { data, isError } = useQuery(masterListQuery(kind, { q, status }));
  const master = t(`kinds.${kind}`);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const parsed = masterSearchSchema.safeParse({ q: keyword });
    if (!parsed.success) {
      setSearchError(t(`common:${parsed.error.issues[0]!.message}`));
      return;
    }
    setSearchError(undefined);
    setParams({ ...(parsed.data.q ? { q: parsed.data.q } : {}), ...(status ? { status } : {}) });
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      <Group justify="space-between" align="flex-end">
        <form onSubmit={search} aria-label={t('list.searchLabel', { master })} noValidate>
          <Group align="flex-start" gap="sm">
            <TextInput
              id="q"
              label={t('list.keyword')}
              description={t('list.keywordHint')}
              value={keyword}
              onChange={(e) => setKeyword(e.currentTarget.value)}
              error={searchError}
              w={320}
            />
            <Button type="submit" mt={44}>
              {t('list.search')}
            </Button>
          </Group>
        </form>
        <Button component={Link} to={to(pages.entry)} variant="outline">
          {t('list.add', { master })}
        </Button>
      </Group>
      <SegmentedControl
        aria-label={t('list.statusFilter')}
        value={status}
        onChange={(value) => setParams({ ...(q ? { q } : {}), ...(value ? { status: value } : {}) })}
        data={[
          { value: '', label: t('list.all') },
          { value: '1', label: t('status.1') },
          { value: '0', label: t('status.0') },
        ]}
        maw={360}
      />
      {isError && (
        <Text c="red.9" role="alert">
          {t('common:errors.INTERNAL_ERROR')}
        </Text>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder>
          <Table.Caption>
            {data ? t('list.caption', { master, count: data.length }) : t('common:loading')}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('list.nameEn')}</Table.Th>
              <Table.Th scope="col">{t('list.nameAs')}</Table.Th>
              <Table.Th scope="col">{t('list.code')}</Table.Th>
              <Table.Th scope="col">{t('list.status')}</Table.Th>
              <Table.Th scope="col">{t('list.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableStatusRow colSpan={5} rows={data} />
            {data?.map((entry) => {
              const name = i18n.language === 'as' ? entry.nameAs : entry.nameEn;
              return (
                <Table.Tr key={entry.id}>
                  <Table.Th scope="row" fw={500}>
                    {entry.nameEn}
                  </Table.Th>
                  <Table.Td lang="as">{entry.nameAs}</Table.Td>
                  <Table.Td>{entry.code}</Table.Td>
                  <Table.Td>
                    <Text span fw={entry.status === 1 ? 600 : 400}>
                      {t(statusMessageKey(entry.status), { ns: 'common' })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={to(pages.update, { id: entry.id })}
                      aria-label={t('list.editEntry', { name })}
                    >
                      {t('list.edit')}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
