import { Anchor } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { fetchTasks, tasksKey } from '../../api/dashboard.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

/**
 * Issue #24 item 7, "Tasks and notices": the header counts what waits for the signed-in user
 * (tenders, corrigenda, awards and plans to decide for a publisher, tenders returned to their
 * creator, appeals before an authority …) and links to the dashboard, whose figures open each
 * queue. Read again on every page change, never on a timer: a timer would keep an idle session
 * alive (spec §9 session timeout).
 */
export function TasksLink() {
  const { t } = useTranslation('common');
  const { to } = usePrefix();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const query = useQuery({ queryKey: tasksKey, queryFn: ({ signal }) => fetchTasks(signal), retry: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again whenever the page changes
  useEffect(() => {
    void client.invalidateQueries({ queryKey: tasksKey });
  }, [pathname, client]);
  const total = query.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <Anchor
      component={Link}
      to={to('userdashboard')}
      size="sm"
      fw={700}
      title={t('account.tasksTitle')}
      style={{ flex: 'none' }}
      data-testid="header-tasks"
    >
      {t('account.tasks', { count: total })}
    </Anchor>
  );
}
