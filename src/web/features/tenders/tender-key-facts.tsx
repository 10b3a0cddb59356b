import { Button, CopyButton, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenderDetail } from '../../../common/api/tenders.ts';
import { tenderCalendarFileHref, tenderRecordHref } from '../../../common/ocid.ts';
import { ClosingLabel } from '../../components/closing-label.tsx';
import { ExternalLink } from '../../components/external-link.tsx';
import { dateTime, rupeesOr } from '../../lib/display-format.ts';
import { useNow } from '../../lib/render-hints.ts';
import { GemRecordLabel } from './gem-bid.tsx';

/**
 * Issue #14 item 5: what a bidder decides on, at the top of the full view and above the fold
 * on a phone: the deadline with time left, opening, value, EMD, fee, source and Tender ID.
 */
export function KeyFacts({ tender }: { tender: TenderDetail }) {
  const { t } = useTranslation('tenders');
  const notDisclosed = t('values.notDisclosed');
  const orNa = (v: string | null) => v ?? t('values.notAvailable');
  const money = (v: number | null) => (v === null ? t('values.notAvailable') : rupeesOr(v, notDisclosed));
  return (
    <section aria-labelledby="section-key-facts" className="key-facts">
      <h2 id="section-key-facts" className="key-facts__title">
        {t('fullView.keyFacts')}
      </h2>
      <dl className="key-facts__list">
        <div>
          <dt>{t('fields.closingAt')}</dt>
          <dd>
            {orNa(dateTime(tender.closingAt))}{' '}
            <ClosingLabel closingAt={tender.closingAt} status={tender.status} />
          </dd>
        </div>
        <div>
          <dt>{t('fields.openingAt')}</dt>
          <dd>{orNa(dateTime(tender.openingAt))}</dd>
        </div>
        <div>
          <dt>{t('fields.value')}</dt>
          <dd>{rupeesOr(tender.valueInr, notDisclosed)}</dd>
        </div>
        <div>
          <dt>{t('fields.emd')}</dt>
          <dd>{money(tender.emdInr)}</dd>
        </div>
        <div>
          <dt>{t('fields.fee')}</dt>
          <dd>{money(tender.feeInr)}</dd>
        </div>
        <div>
          <dt>{t('fields.source')}</dt>
          <dd>{t(`sources.${tender.source}`)}</dd>
        </div>
        <div>
          <dt>{t('fields.tenderId')}</dt>
          <dd>
            <span className="key-facts__id">{tender.tenderId}</span>{' '}
            <CopyTenderId tenderId={tender.tenderId} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

function CopyTenderId({ tenderId }: { tenderId: string }) {
  const { t } = useTranslation('tenders');
  return (
    <CopyButton value={tenderId}>
      {({ copied, copy }) => (
        <Button size="compact-sm" variant="outline" onClick={copy} className="no-print" aria-live="polite">
          {copied ? t('fullView.copied') : t('fullView.copyId')}
        </Button>
      )}
    </CopyButton>
  );
}

/**
 * Issue #14 item 1: the way onward. The tender's record on its source portal (through the
 * spec §8 external-link confirmation); where the portal has no per-tender address, its search
 * page and the Tender ID to search for.
 */
export function SourceRecordLink({ tender }: { tender: TenderDetail }) {
  const { t } = useTranslation('tenders');
  const record = tender.sourceRecord;
  if (!record) return null;
  const portal = t(`sourcePortals.${tender.source}`);
  return (
    <Text>
      <ExternalLink href={record.url} fw={600}>
        {record.perTender && tender.source === 'gem' ? (
          <GemRecordLabel />
        ) : record.perTender ? (
          t('fullView.sourceRecord', { portal })
        ) : (
          t('fullView.sourceSearch', { portal })
        )}
      </ExternalLink>
      {!record.perTender && <> {t('fullView.sourceSearchHint', { portal, tenderId: tender.tenderId })}</>}
    </Text>
  );
}

/**
 * Add to calendar and share (Web Share, else the link copied). The calendar file is the server's
 * (issue #32 item 5: bid submission end, bid opening and pre-bid meeting in IST), a plain link.
 */
export function TenderActions({ tender, permalink }: { tender: TenderDetail; permalink: string }) {
  const { t } = useTranslation('tenders');
  const [shared, setShared] = useState(false);
  // The render's time while hydrating (lib/render-hints.ts): the button is in the server's
  // markup exactly when it is in the browser's first render.
  const now = useNow();
  const closing = tender.closingAt ? new Date(tender.closingAt) : null;
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: tender.title, url: permalink });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to do. Any other failure copies instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await navigator.clipboard.writeText(permalink);
    setShared(true);
    setTimeout(() => setShared(false), 3_000);
  };
  return (
    <Group gap="sm" className="no-print">
      {closing && closing.getTime() > now && tender.status !== 'cancelled' && (
        <Button variant="outline" component="a" href={tenderCalendarFileHref(tender.uid)} download>
          {t('fullView.addToCalendar')}
        </Button>
      )}
      <Button variant="outline" onClick={share}>
        {t('fullView.share')}
      </Button>
      <Button onClick={() => window.print()} variant="outline">
        {t('fullView.print')}
      </Button>
      {/* Issue #32 item 3: the tender's OCDS record (its releases and the compiled state). */}
      <a href={tenderRecordHref(tender.uid)} type="application/json">
        {t('fullView.openData')}
      </a>
      <span role="status" className={shared ? undefined : 'visually-hidden'}>
        {shared ? t('fullView.linkCopied') : ''}
      </span>
    </Group>
  );
}
