import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { constants } from '../../../common/constants.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { footerGeneralLinks, footerPolicies } from '../../lib/navigation.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { VisitCounter } from './visit-counter.tsx';

/** Spec §2 Layout: policies, general links, certification and partners, version date, visits. */
export function SiteFooter() {
  const { t } = useTranslation(['common', 'routes']);
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <LinkColumn title={t('footer.policies')} ids={footerPolicies} />
        <LinkColumn title={t('footer.generalLinks')} ids={footerGeneralLinks} />
        <section aria-labelledby="footer-certification">
          <h2 id="footer-certification">{t('footer.certification')}</h2>
          <p className="footer-badge">{t('footer.certificationText')}</p>
        </section>
        <section aria-labelledby="footer-partners">
          <h2 id="footer-partners">{t('footer.partners')}</h2>
          <ul className="footer-partners">
            <li className="footer-badge">{t('footer.partnerFinance')}</li>
            <li className="footer-badge">{t('footer.partnerNic')}</li>
            <li className="footer-badge">{t('footer.partnerDigitalIndia')}</li>
          </ul>
        </section>
      </div>
      <div className="site-footer__meta">
        <Text size="sm">{t('footer.ownership')}</Text>
        <Text size="sm">
          {t('footer.versionDate', { date: constants.footerVersionDate })} ·{' '}
          {t('footer.version', { version: constants.portalVersion })}
        </Text>
        <VisitCounter />
      </div>
    </footer>
  );
}

function LinkColumn({ title, ids }: { title: string; ids: RouteId[] }) {
  const { t } = useTranslation(['common', 'routes']);
  const { to } = usePrefix();
  const headingId = `footer-${ids[0]}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul>
        {ids.map((id) => (
          <li key={id}>
            <Anchor component={Link} to={to(id)} size="sm">
              {t(`routes:${id}`)}
            </Anchor>
          </li>
        ))}
      </ul>
    </section>
  );
}
