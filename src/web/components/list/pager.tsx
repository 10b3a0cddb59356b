import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Numbered pages (decision 018, page variant): previous / next and "Page 2 of 7". */
export function Pager(props: { page: number; total: number; pageSize: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(props.total / Math.max(1, props.pageSize)));
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={t('list.pagination')} gap="sm">
      <Button variant="default" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
        {t('list.previous')}
      </Button>
      <Text>{t('list.pageOf', { page: props.page, pages })}</Text>
      <Button variant="default" disabled={props.page >= pages} onClick={() => props.onPage(props.page + 1)}>
        {t('list.next')}
      </Button>
    </Group>
  );
}
