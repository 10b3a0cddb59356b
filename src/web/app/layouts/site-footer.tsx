import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicImage } from '../../../common/api/images.ts';
import type { SiteFacts } from '../../../common/api/site.ts';
import { constants } from '../../../common/constants.ts';
import { formatNamedDate } from '../../../common/format.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { apiFetch } from '../../api/client.ts';
import { publicImagesQuery } from '../../api/public-images.ts';
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
  const { lang } = usePrefix();
  const { data } = useQuery({ queryKey: ['site-facts'], queryFn: fetchSiteFacts, staleTime: Infinity });
  // Certification logos entered and approved like every image (issue #27 item 4).
  const logos = useQuery(publicImagesQuery('certificationLogo', lang)).data?.items ?? [];
  if (!data?.certification && logos.length === 0) return null;
  return (
    <section aria-labelledby="footer-certification">
      <h2 id="footer-certification">{t('footer.certification')}</h2>
      {data?.certification && <p className="footer-badge">{data.certification}</p>}
      {logos.length > 0 && <LogoList logos={logos} lang={lang} />}
    </section>
  );
}

/**
 * Logos (issue #27 item 4): the smallest copy (a logo is drawn 9rem wide) with its width and
 * height, the name in the visitor's language as its text.
 */
function LogoList({ logos, lang }: { logos: PublicImage[]; lang: 'en' | 'as' }) {
  return (
    <ul className="footer-partners">
      {logos.map((logo) => {
        const small = logo.variants[0];
        return (
          <li key={logo.id}>
            <img
              style={{ width: '9rem', height: 'auto' }}
              src={small?.url}
              width={small?.width ?? logo.width}
              height={small?.height ?? logo.height}
              alt={lang === 'as' ? logo.nameAs : logo.nameEn}
              loading="lazy"
              decoding="async"
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Spec §2 footer "partner logos": the approved partner logos; until an administrator has entered
 * any, the partners' names.
 */
function Partners() {
  const { t } = useTranslation('common');
  const { lang } = usePrefix();
  const logos = useQuery(publicImagesQuery('partnerLogo', lang)).data?.items ?? [];
  return (
    <section aria-labelledby="footer-partners">
      <h2 id="footer-partners">{t('footer.partners')}</h2>
      {logos.length > 0 ? (
        <LogoList logos={logos} lang={lang} />
      ) : (
        <ul className="footer-partners">
          <li className="footer-badge">{t('footer.partnerFinance')}</li>
          <li className="footer-badge">{t('footer.partnerNic')}</li>
          <li className="footer-badge">{t('footer.partnerDigitalIndia')}</li>
        </ul>
      )}
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
        <Partners />
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
