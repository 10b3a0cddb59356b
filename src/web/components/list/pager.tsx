import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../common/format.ts';

/**
 * Numbered pages (decision 018, page variant): previous / next, "Page 2 of 7" and, given the
 * rows shown, "21–40 of 137" (issue #14 item 6). Only for an exact total: a capped count
 * ("1,000+") has no last page to number.
 *
 * A keyset-paged list reaches a page only through the one before it, so `canGoTo` says which
 * pages it can open (a shared link to page 3 knows no cursor of page 2); the others are disabled.
 */
export function Pager(props: {
  page: number;
  total: number;
  pageSize: number;
  onPage(page: number): void;
  /** Rows on this page: shows "from–to of total". */
  shown?: number;
  canGoTo?(page: number): boolean;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(props.total / Math.max(1, props.pageSize)));
  const from = (props.page - 1) * props.pageSize + 1;
  const range =
    props.shown !== undefined && props.shown > 0 ? (
      <Text>
        {t('list.range', {
          from: formatCount(from),
          to: formatCount(from + props.shown - 1),
          total: formatCount(props.total),
        })}
      </Text>
    ) : null;
  if (pages <= 1) return range;
  const can = (page: number) => page >= 1 && page <= pages && (props.canGoTo?.(page) ?? true);
  return (
    <Group component="nav" aria-label={t('list.pagination')} gap="sm">
      {range}
      <Button variant="default" disabled={!can(props.page - 1)} onClick={() => props.onPage(props.page - 1)}>
        {t('list.previous')}
      </Button>
      <Text>{t('list.pageOf', { page: props.page, pages })}</Text>
      <Button variant="default" disabled={!can(props.page + 1)} onClick={() => props.onPage(props.page + 1)}>
        {t('list.next')}
      </Button>
    </Group>
  );
}
