import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TenderDetail } from '../../common/api/tenders.ts';
import { dateTime } from '../lib/display-format.ts';
import { corrigendumViewFor } from '../lib/tender-links.ts';
import { usePrefix } from '../lib/use-prefix.ts';
import { CorrigendumChanges } from './corrigendum-changes.tsx';

/** The corrigenda section of a tender's full view (spec §2 Tender full view), each with its changes. */
export function TenderCorrigenda({ tender }: { tender: TenderDetail }) {
  const { t } = useTranslation('corrigenda');
  const { to } = usePrefix();
  if (tender.corrigenda.length === 0) return <Text>{t('noneForTender')}</Text>;
  return (
    <List className="tender-corrigenda">
      {tender.corrigenda.map((c) => (
        <List.Item key={c.uid}>
          <Anchor
            component={Link}
            to={`${to(corrigendumViewFor(tender.source))}?id=${encodeURIComponent(c.uid)}`}
          >
            {t('numbered', { number: c.number })}
          </Anchor>{' '}
          ({t(`types.${c.type}`)}, {dateTime(c.publishedAt)}): {c.details}
          {c.newClosingAt && <> {t('newClosing', { date: dateTime(c.newClosingAt) })}</>}
          {/* Issue #11 item 3: what the corrigendum changed, field by field (old → new). */}
          <CorrigendumChanges
            changes={c.changes ?? []}
            caption={t('changes.captionOf', { number: c.number })}
          />
        </List.Item>
      ))}
    </List>
  );
}
