import { Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { useOpenExternal } from '../../components/external-link.tsx';
import { externalPortals, topNavigation } from '../../lib/navigation.ts';
import { sessionStore } from '../../lib/session.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { DisplaySettings } from './display-settings.tsx';
import { PortalMark } from './portal-mark.tsx';

export function SiteHeader() {
  const { t } = useTranslation(['common', 'routes', 'portal']);
  const { to } = usePrefix();
  const user = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.serverSnapshot);
  const nav = usePhoneNavigation();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <div className="site-header__utility">
        <Text size="sm" component="span" className="site-header__government">
          {t('header.government')}
        </Text>
        <Group gap="xs" wrap="wrap">
          <LanguageToggle />
          <DisplaySettings />
          {user ? (
            <Button component={Link} to={to('userdashboard')} size="xs">
              {t('header.dashboard')}
            </Button>
          ) : (
            <Button component={Link} to={to('login')} size="xs">
              {t('header.login')}
            </Button>
          )}
        </Group>
      </div>
      <div className="site-header__brand">
        <Link to={to('home')} className="brand-link" aria-label={t('header.homeLink')}>
          <PortalMark />
          <span>
            <span className="brand-name">{t('portal:name')}</span>
            <span className="brand-department">{t('portal:department')}</span>
          </span>
        </Link>
        <button
          type="button"
          className="menu-button"
          aria-expanded={nav.open}
          aria-controls="top-nav-list"
          ref={nav.buttonRef}
          onClick={nav.toggle}
          onKeyDown={nav.onKeyDown}
        >
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M2 4h16M2 10h16M2 16h16" stroke="currentColor" strokeWidth="2" />
          </svg>
          {t('nav.menu')}
        </button>
      </div>
      <TopNavigation open={nav.open} onKeyDown={nav.onKeyDown} onClick={nav.onClick} />
    </header>
  );
}

/**
 * Issue #14 item 4: below a tablet's width the top navigation folds behind a Menu button (a
 * disclosure: aria-expanded, aria-controls), so the header leaves the first screen to the
 * page. Escape closes it and puts focus back on the button; a navigation closes it. Wider
 * screens always show the navigation (global.css hides the button there).
 */
function usePhoneNavigation() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation closes the menu.
  useEffect(() => setOpen(false), [key]);
  return {
    open,
    buttonRef,
    toggle: () => setOpen((o) => !o),
    // Choosing a page closes the menu, the page it is on included (no navigation happens then).
    onClick: (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) setOpen(false);
    },
    onKeyDown: (event: KeyboardEvent) => {
      // A group's own dropdown (in a portal, outside this DOM) closes itself on Escape first.
      if (event.key !== 'Escape' || !open || !event.currentTarget.contains(event.target as Node)) return;
      setOpen(false);
      buttonRef.current?.focus();
    },
  };
}

/** Spec §4: "The language switch asks for confirmation first." */
function LanguageToggle() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const location = useLocation();
  const { prefix } = usePrefix();
  const onClick = async () => {
    if (!(await confirm({ title: t('language.confirmTitle'), message: t('language.confirmMessage') })))
      return;
    const other = prefix === 'en' ? 'asm' : 'en';
    const rest = location.pathname.replace(/^\/[^/]+/, '');
    navigate(`/${other}${rest}${location.search}${location.hash}`);
  };
  return (
    <Button
      variant="default"
      size="xs"
      className="language-toggle"
      onClick={onClick}
      lang={prefix === 'en' ? 'as' : 'en'}
      aria-label={t('header.switchLanguageLabel')}
    >
      {t('header.switchLanguage')}
    </Button>
  );
}

function TopNavigation({
  open,
  onKeyDown,
  onClick,
}: {
  open: boolean;
  onKeyDown: (e: KeyboardEvent) => void;
  onClick: (e: MouseEvent) => void;
}) {
  const { t } = useTranslation(['common', 'routes']);
  const { to } = usePrefix();
  const openExternal = useOpenExternal();
  return (
    <nav
      className="top-nav"
      aria-label={t('nav.label')}
      data-open={open}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <ul id="top-nav-list">
        <li>
          <UnstyledButton component={Link} to={to('home')} className="top-nav__item">
            {t('nav.home')}
          </UnstyledButton>
        </li>
        {topNavigation.map((group) => (
          <li key={group.key}>
            <Menu trigger="click" position="bottom-start" withinPortal>
              <Menu.Target>
                <UnstyledButton className="top-nav__item">{t(`nav.${group.key}`)}</UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                {group.items.map((id) => (
                  <Menu.Item key={id} component={Link} to={to(id)}>
                    {t(`routes:${id}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </li>
        ))}
        <li>
          <Menu trigger="click" position="bottom-start" withinPortal>
            <Menu.Target>
              <UnstyledButton className="top-nav__item">{t('nav.selectPortal')}</UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              {externalPortals.map((portal) => (
                <Menu.Item key={portal.key} onClick={() => openExternal(portal.url)}>
                  {t(`portals.${portal.key}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </li>
      </ul>
    </nav>
  );
}
