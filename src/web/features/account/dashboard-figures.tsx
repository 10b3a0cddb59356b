import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../../common/format.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { dashboardKey, fetchDashboard } from '../../api/dashboard.ts';
import { errorMessage } from '../../api/errors.ts';
import { rupeesWithScale } from '../../components/report/amounts.ts';
import { dateOnly } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

/**
 * Spec §2 userdashboard, issue #29 item 5: for the user's roles and chains, the few figures and
 * queues that matter (items waiting for their decision, appeals before them, this month's
 * tenders), each a link to its list or report. The server decides which (by role).
 */
export function DashboardFigures() {
  const { t } = useTranslation(['reports', 'common']);
  const { toMenu } = usePrefix();
  const query = useQuery({ queryKey: dashboardKey, queryFn: ({ signal }) => fetchDashboard(signal) });
  const data = query.data;
  if (query.error) return <Text c="red.9">{errorMessage(query.error, t)}</Text>;
  if (!data) return <Text>{t('common:loading')}</Text>;
  return (
    <section aria-labelledby="dashboard-figures">
      <Title order={2} size="h4" id="dashboard-figures" mb="xs">
        {t('dashboard.title')}
      </Title>
      <Text mb="sm">{t('dashboard.intro', { from: dateOnly(data.from), to: dateOnly(data.to) })}</Text>
      {data.figures.length === 0 ? (
        <Text>{t('dashboard.none')}</Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 3 }}
          spacing="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {data.figures.map((f) => (
            <Paper component="li" withBorder p="sm" key={f.key}>
              {/* The queue as the menu opens it: a page with a parameter (the corrigendum queue's
                  {estat}) takes the catalogue's menu value. */}
              <Anchor
                component={Link}
                to={`${toMenu(f.route as RouteId) ?? ''}${f.query ? `?${f.query}` : ''}`}
                fw={600}
              >
                <Text span size="xl" fw={700} display="block">
                  {f.key === 'valueThisMonth' ? rupeesWithScale(f.value, t) : formatCount(f.value)}
                </Text>
                {t(`dashboard.figures.${f.key}`)}
              </Anchor>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
