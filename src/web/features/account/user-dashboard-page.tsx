import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sessionStore } from '../../lib/session.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { DashboardFigures } from './dashboard-figures.tsx';
import { useRoleNames } from './role-names.ts';

/** Spec §2 userdashboard: the user welcome page with their details, roles and organisation. */
export function UserDashboardPage() {
  const { t } = useTranslation(['common', 'admin']);
  const user = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  const roleName = useRoleNames();
  const { to } = usePrefix();
  if (!user) return null;
  // The development mailbox: for whoever administers roles, on a server that has it.
  const mailbox = sessionStore.devMailbox() && user.menuGroups.some((g) => g.pages.includes('rolemaster'));
  return (
    <Stack gap="md" maw={820}>
      <Title order={1}>
        {t('admin:dashboard.welcome', { name: `${user.firstName} ${user.lastName}`.trim() })}
      </Title>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          {t('account.userDetails')}
        </Title>
        <dl className="details">
          <dt>{t('login.loginId')}</dt>
          <dd>{user.loginId}</dd>
          <dt>{t('admin:dashboard.roles')}</dt>
          <dd>
            <Group gap={6}>
              {user.roles.length === 0 ? (
                <Text>{t('admin:dashboard.noRoles')}</Text>
              ) : (
                user.roles.map((role) => (
                  <Badge key={role} variant="outline" color="gray.8">
                    {roleName(role)}
                  </Badge>
                ))
              )}
            </Group>
          </dd>
          <dt>{t('admin:dashboard.organisation')}</dt>
          <dd>
            {user.orgUnits.length === 0 ? (
              <Text>{t('admin:dashboard.noOrganisation')}</Text>
            ) : (
              <List>
                {user.orgUnits.map((unit) => (
                  <List.Item key={unit.id}>{unit.name}</List.Item>
                ))}
              </List>
            )}
          </dd>
        </dl>
      </Paper>
      <DashboardFigures />
      <Text>{user.menuGroups.length > 0 ? t('admin:dashboard.useMenu') : t('admin:dashboard.noMenus')}</Text>
      {mailbox && (
        <Anchor component={Link} to={to('devmailbox')}>
          {t('admin:dashboard.devMailbox')}
        </Anchor>
      )}
    </Stack>
  );
}
