import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { reportIntervals, reportQuerySchema } from '../../../common/api/reports.ts';
import { tenderSources } from '../../../common/api/tenders.ts';
import { ErrorSummary } from '../error-summary.tsx';
import { SearchChoiceField, SearchTextField } from '../form/search-fields.tsx';
import { useSearchForm } from '../form/search-form.ts';

const params = ['interval', 'from', 'to', 'source'] as const;

/**
 * Every report's filters (issue #29 item 4): the interval (this month, last month, this or last
 * financial year April–March, custom days) and the source portal where it applies, as URL
 * parameters so a report can be bookmarked and shared; the drill-down's `unit` in the address is
 * kept. Checked by the request's shared schema (the same messages as the API's). Keyed by the
 * address so Back shows the filters of the page it returns to.
 */
export function ReportFilters(props: { withSource?: boolean }) {
  const [searchParams] = useSearchParams();
  return <FiltersForm key={searchParams.toString()} withSource={props.withSource ?? true} />;
}

function FiltersForm(props: { withSource: boolean }) {
  const { t } = useTranslation(['reports', 'tenders', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const form = useSearchForm({
    schema: reportQuerySchema,
    params: props.withSource ? params : params.filter((p) => p !== 'source'),
    initial: searchParams,
    t,
    onSearch: (chosen) =>
      setSearchParams((current) => {
        const next = new URLSearchParams();
        const unit = current.get('unit');
        if (unit) next.set('unit', unit);
        for (const [key, value] of Object.entries(chosen)) {
          // Custom days travel only with the custom interval.
          if ((key === 'from' || key === 'to') && chosen.interval !== 'custom') continue;
          if (value) next.set(key, value);
        }
        return next;
      }),
  });
  const custom = (form.values.interval || 'thisFy') === 'custom';
  return (
    <form onSubmit={form.submit} noValidate className="no-print" aria-label={t('filters.title')}>
      <ErrorSummary errors={form.summary} attempt={form.attempt} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchChoiceField
          label={t('filters.interval')}
          {...form.input('interval')}
          value={form.values.interval || 'thisFy'}
          data={reportIntervals.map((i) => ({ value: i, label: t(`intervals.${i}`) }))}
          w={230}
        />
        {custom && (
          <>
            <SearchTextField type="date" label={t('filters.from')} {...form.input('from')} w={170} />
            <SearchTextField type="date" label={t('filters.to')} {...form.input('to')} w={170} />
          </>
        )}
        {props.withSource && (
          <SearchChoiceField
            label={t('filters.source')}
            {...form.input('source')}
            data={[
              { value: '', label: t('filters.allSources') },
              ...tenderSources.map((s) => ({ value: s, label: t(`tenders:sources.${s}`) })),
            ]}
            w={240}
          />
        )}
        <Button type="submit">{t('filters.show')}</Button>
      </Group>
    </form>
  );
}
