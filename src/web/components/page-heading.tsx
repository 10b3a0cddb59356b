import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RouteId } from '../../common/routes/index.ts';

/** The page's one h1: its route title from the catalogue (spec §2). */
export function PageHeading({ routeId }: { routeId: RouteId }) {
  const { t } = useTranslation('routes');
  return (
    <Title order={1} mb="md">
      {t(routeId)}
    </Title>
  );
}
