import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RouteId } from '../../../common/routes/index.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

/**
 * The user management pages (spec §2: usercreation is the menu page; the list, status and
 * transfer pages are staticMenu and reached from here).
 */
const pages: RouteId[] = ['usercreation', 'userlisteditrole', 'userstatusupdate', 'usertransfer'];

export function UserAdminNav() {
  const { t } = useTranslation(['routes', 'admin']);
  const { to } = usePrefix();
  const current = useCurrentRouteId();
  return (
    <nav aria-label={t('admin:users.adminNav')}>
      <Group gap="md">
        {pages.map((id) => (
          <Anchor
            key={id}
            component={Link}
            to={to(id)}
            aria-current={id === current ? 'page' : undefined}
            fw={id === current ? 700 : undefined}
            underline={id === current ? 'never' : 'always'}
          >
            {t(id)}
          </Anchor>
        ))}
      </Group>
    </nav>
  );
}
