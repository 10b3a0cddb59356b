import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SiteFacts } from '../../../common/api/site.ts';
import { constants } from '../../../common/constants.ts';
import { formatNamedDate } from '../../../common/format.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { apiFetch } from '../../api/client.ts';
import { footerGeneralLinks, footerPolicies } from '../../lib/navigation.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { VisitCounter } from './visit-counter.tsx';

const fetchSiteFacts = () => apiFetch<SiteFacts>('/public/site');

/**
 * Spec §2 footer "a certification logo": the portal may claim a certification or audit only
 * when it has one, so the text comes from the operator (README FOOTER_CERTIFICATION) and,
 * unset, the footer says nothing about certification at all (issue #14 item 8).
 */
function Certification() {
  const { t } = useTranslation('common');
  const { data } = useQuery({ queryKey: ['site-facts'], queryFn: fetchSiteFacts, staleTime: Infinity });
  if (!data?.certification) return null;
  return (
    <section aria-labelledby="footer-certification">
      <h2 id="footer-certification">{t('footer.certification')}</h2>
      <p className="footer-badge">{data.certification}</p>
    </section>
  );
}

/**
 * Spec §2 Layout: policies, general links, certification and partners, version date, visits.
 * The certification shows only what an operator configured (issue #14 item 8).
 */
export function SiteFooter() {
  const { t, i18n } = useTranslation(['common', 'routes']);
  const lang = i18n.language === 'as' ? 'as' : 'en';
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <LinkColumn title={t('footer.policies')} ids={footerPolicies} />
        <LinkColumn title={t('footer.generalLinks')} ids={footerGeneralLinks} />
        <Certification />
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
          {t('footer.versionDate', { date: formatNamedDate(constants.footerVersionDate, lang) })} ·{' '}
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
