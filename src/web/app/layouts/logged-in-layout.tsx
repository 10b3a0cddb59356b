import { AppShell, Burger, Button, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import type { RouteId } from '../../../common/routes/index.ts';
import { forgetKeptDrafts } from '../../components/form/kept-draft.ts';
import { logOut, type SessionUser, sessionStore } from '../../lib/session.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { OtherWindowNotice } from './other-window-notice.tsx';
import { TasksLink } from './tasks-link.tsx';

/** Spec §6: these three My Account items are hidden when the user category is gep. */
const gepHidden = new Set<RouteId>(['editprofile', 'updateEmailandPhone', 'ChangePassword']);

export function myAccountItems(user: Pick<SessionUser, 'userCategory'>): { id: RouteId; key: string }[] {
  const all: { id: RouteId; key: string }[] = [
    { id: 'userdashboard', key: 'account.userDetails' },
    { id: 'editprofile', key: 'account.editProfile' },
    { id: 'updateEmailandPhone', key: 'account.updateEmailPhone' },
    { id: 'ChangePassword', key: 'account.changePassword' },
  ];
  return user.userCategory === 'gep' ? all.filter((item) => !gepHidden.has(item.id)) : all;
}

/**
 * Spec §2 Layout, logged-in pages: a sidebar with the server-supplied menu groups and the
 * My Account group, and a top bar with the user's name and logout. Pages that need an id
 * (…/:id) open from their lists, not from the sidebar.
 */
export function LoggedInLayout() {
  const { t } = useTranslation(['common', 'routes', 'portal']);
  const user = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  const ownWindow = useSyncExternalStore(sessionStore.subscribe, sessionStore.inOwnWindow);
  const [opened, { toggle }] = useDisclosure();
  const { lang, to, toMenu } = usePrefix();
  const location = useLocation();
  const navigate = useNavigate();
  if (!user) return null;
  const onLogout = async () => {
    // The person's own choice: nothing typed here is kept after it (issue #24 item 2).
    forgetKeptDrafts();
    await logOut();
    navigate(to('home'));
  };
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 290, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <a className="skip-link" href="#main-content">
          {t('skipToContent')}
        </a>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('account.openSidebar')}
            />
            <Text fw={700} component={Link} to={to('home')} c="inherit" td="none" style={{ flex: 'none' }}>
              {t('portal:shortName')}
            </Text>
          </Group>
          {/* Issue #14 item 4: on a 360 px phone a long name is cut short, never Logout. */}
          <Group gap="sm" wrap="nowrap" miw={0}>
            <TasksLink />
            <Text size="sm" data-testid="signed-in-as" truncate="end" title={name}>
              {t('account.signedInAs', { name })}
            </Text>
            <Button size="xs" variant="default" onClick={onLogout} style={{ flex: 'none' }}>
              {t('account.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('account.sidebar')} component="nav">
        {user.menuGroups.map((group) => (
          <NavLink key={group.code} component="button" label={group.name[lang]} defaultOpened>
            {group.pages
              // A page with a parameter is listed only when the catalogue says what its link takes.
              .flatMap((page) => {
                const href = toMenu(page as RouteId);
                return href ? [{ page, href }] : [];
              })
              .map(({ page, href }) => (
                <NavLink
                  key={page}
                  component={Link}
                  to={href}
                  label={t(`routes:${page}`)}
                  active={location.pathname === href}
                />
              ))}
          </NavLink>
        ))}
        <NavLink component="button" label={t('account.myAccount')} defaultOpened>
          {myAccountItems(user).map((item) => (
            <NavLink
              key={item.id}
              component={Link}
              to={to(item.id)}
              label={t(item.key)}
              active={location.pathname === to(item.id)}
            />
          ))}
        </NavLink>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        {ownWindow ? <Outlet /> : <OtherWindowNotice />}
      </AppShell.Main>
    </AppShell>
  );
}
