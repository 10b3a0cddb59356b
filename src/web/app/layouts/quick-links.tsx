import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { quickLinks } from '../../lib/navigation.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

/** Spec §2 Layout: the side strip of quick links. */
export function QuickLinks() {
  const { t } = useTranslation(['common', 'routes']);
  const { to } = usePrefix();
  return (
    <nav className="quick-links" aria-label={t('quickLinks.label')}>
      <h2 className="quick-links__title">{t('quickLinks.label')}</h2>
      <ul>
        {quickLinks.map((id) => (
          <li key={id}>
            <Anchor component={Link} to={to(id)}>
              {t(`routes:${id}`)}
            </Anchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}
