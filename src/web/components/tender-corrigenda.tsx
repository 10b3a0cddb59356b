import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TenderDetail } from '../../common/api/tenders.ts';
import { dateTime } from '../lib/display-format.ts';
import { corrigendumViewFor } from '../lib/tender-links.ts';
import { usePrefix } from '../lib/use-prefix.ts';

/** The corrigenda section of a tender's full view (spec §2 Tender full view). */
export function TenderCorrigenda({ tender }: { tender: TenderDetail }) {
  const { t } = useTranslation('corrigenda');
  const { to } = usePrefix();
  if (tender.corrigenda.length === 0) return <Text>{t('noneForTender')}</Text>;
  return (
    <List>
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
        </List.Item>
      ))}
    </List>
  );
}
