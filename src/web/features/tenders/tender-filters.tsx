import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ReferenceEntry } from '../../../common/api/masters.ts';
import {
  biddingStages,
  closingWindows,
  tenderSearchSchema,
  tenderSorts,
  tenderSources,
} from '../../../common/api/tenders.ts';
import { constants } from '../../../common/constants.ts';
import { apiFetch } from '../../api/client.ts';
import { assamDistrictsQuery, productCategoryCountsQuery } from '../../api/public-tenders.ts';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { SearchChoiceField, SearchTextField } from '../../components/form/search-fields.tsx';
import { searchParamErrors, useSearchForm } from '../../components/form/search-form.ts';
import { OrgUnitPicker } from '../../components/org-unit-picker.tsx';
import type { TenderParam } from './presets.ts';

/** The filters a visitor sets in the form, by their URL (= API) parameter names. */
export const formParams = [
  'q',
  'ref',
  'source',
  'org',
  'productCategory',
  'tenderType',
  'category',
  'undisclosed',
  'minValue',
  'maxValue',
  'district',
  'location',
  'pincode',
  'bidding',
  'closing',
  'sort',
] as const satisfies readonly TenderParam[];
type FormParam = (typeof formParams)[number];
type Values = Record<FormParam, string>;

/**
 * Issue #14 item 6: on a phone only the keyword shows at first, so the results start on the
 * first screen; these sit behind the "Filters and sort" button there (CSS below 48em), and show
 * as they always did on a wider screen.
 */
const phoneFolded: FormParam[] = ['ref', 'source', 'bidding', 'closing', 'sort'];

const moreFilters: FormParam[] = [
  'org',
  'productCategory',
  'tenderType',
  'category',
  'undisclosed',
  'minValue',
  'maxValue',
  'district',
  'location',
  'pincode',
];

/**
 * The search form of every tender listing (spec §5 Search): the values go to the page URL with
 * the API's parameter names, so a search can be shared and bookmarked. Parameters fixed by the
 * listing's route (`locked`) are shown but cannot be changed. Validation is the API's own zod
 * schema, so the page refuses exactly what the server would (spec §5: 'Keyword should contain
 * minimum of 3 Characters').
 */
export function TenderFilters(props: {
  initial: URLSearchParams;
  locked: Partial<Record<TenderParam, string>>;
  onSearch: (values: Partial<Values>) => void;
}) {
  const { t, i18n } = useTranslation(['tenders', 'common']);
  const form = useSearchForm({
    ...tenderSearchForm(t),
    initial: props.initial,
    locked: props.locked,
    onSearch: props.onSearch,
  });
  const { values, errors, input, set, isLocked } = form;
  const hasMore = moreFilters.some((p) => props.initial.get(p));
  const folded = [...phoneFolded, ...moreFilters].filter((p) => !isLocked(p));
  const setCount = folded.filter((p) => props.initial.get(p)).length;
  // Open at first when a folded filter is set or refused, so nothing chosen is out of sight.
  const [phoneOpen, setPhoneOpen] = useState(() => setCount > 0 || folded.some((p) => errors[p]));

  const { pathname } = useLocation();
  const { data: categories } = useQuery(productCategoryCountsQuery);
  const { data: tenderTypes } = useQuery({
    queryKey: ['reference', 'tender-type'],
    queryFn: () => apiFetch<ReferenceEntry[]>('/reference/tender-type'),
  });
  const { data: tenderCategories } = useQuery({
    queryKey: ['reference', 'tender-category'],
    queryFn: () => apiFetch<ReferenceEntry[]>('/reference/tender-category'),
  });
  const { data: districts } = useQuery(assamDistrictsQuery);
  const localName = (e: ReferenceEntry) => (i18n.language === 'as' ? e.nameAs : e.nameEn);
  /** A choice filter: "any" first, then the options (a value from the URL kept selectable). */
  const choice = (p: FormParam, any: string, options: { value: string; label: string }[]) => ({
    ...input(p),
    data: [{ value: '', label: any }, ...withCurrent(values[p], options)],
  });

  return (
    // A GET form to this page (issue #31 items 2 and 4): before the app is live it submits as
    // HTML and the server renders the results (public/boot.js lets it go); once live, the app
    // checks it and puts the values in the URL itself.
    <form
      method="get"
      action={pathname}
      onSubmit={form.submit}
      noValidate
      aria-labelledby="tender-search-heading"
      className="no-print tender-filters"
      data-phone-open={phoneOpen || form.summary.length > 0 ? 'true' : undefined}
    >
      <Stack gap="sm">
        <h2 id="tender-search-heading" className="visually-hidden">
          {t('filters.heading')}
        </h2>
        <ErrorSummary errors={form.summary} attempt={form.attempt} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <SearchTextField
            {...input('q')}
            label={t('filters.keyword')}
            description={t('filters.keywordHint', { count: constants.keywordMinLength })}
            maxLength={200}
          />
          <Button
            type="button"
            variant="default"
            className="tender-filters-toggle"
            aria-expanded={phoneOpen}
            aria-controls={[...phoneFolded, 'tender-filters-folded'].join(' ')}
            onClick={() => setPhoneOpen((open) => !open)}
          >
            {setCount > 0 ? t('filters.toggleSet', { count: setCount }) : t('filters.toggle')}
          </Button>
          <SearchTextField
            {...input('ref')}
            className="tender-filter-folded"
            label={t('filters.ref')}
            maxLength={200}
          />
          <SearchChoiceField
            className="tender-filter-folded"
            {...choice(
              'source',
              t('filters.allSources'),
              tenderSources.map((s) => ({ value: s, label: t(`sources.${s}`) })),
            )}
            label={t('filters.source')}
          />
          {/* Issue #24 item 1: an open listing holds upcoming tenders too; this parts them. */}
          {props.locked.status === 'open' && (
            <SearchChoiceField
              className="tender-filter-folded"
              {...choice(
                'bidding',
                t('filters.biddingAny'),
                biddingStages.map((b) => ({ value: b, label: t(`bidding.${b}`) })),
              )}
              label={t('filters.bidding')}
            />
          )}
          <SearchChoiceField
            className="tender-filter-folded"
            {...choice(
              'closing',
              t('filters.anyTime'),
              closingWindows.map((w) => ({ value: w, label: t(`closing.${w}`) })),
            )}
            label={t('filters.closing')}
          />
          <SearchChoiceField
            className="tender-filter-folded"
            {...choice(
              'sort',
              t('sorts.default'),
              tenderSorts.map((s) => ({ value: s, label: t(`sorts.${s}`) })),
            )}
            label={t('filters.sort')}
          />
        </SimpleGrid>
        <details
          open={hasMore}
          className="tender-more-filters tender-filter-folded"
          id="tender-filters-folded"
        >
          <summary>{t('filters.more')}</summary>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" mt="sm">
            <OrgUnitPicker
              name="org"
              label={t('filters.org')}
              description={t('filters.orgHint')}
              value={values.org}
              onChange={set('org')}
              error={errors.org}
              disabled={isLocked('org')}
            />
            <SearchChoiceField
              {...choice(
                'productCategory',
                t('filters.all'),
                (categories?.items ?? []).map((c) => ({ value: c.name, label: c.name })),
              )}
              label={t('filters.productCategory')}
            />
            <SearchChoiceField
              {...choice(
                'tenderType',
                t('filters.all'),
                (tenderTypes ?? []).map((e) => ({ value: e.nameEn, label: localName(e) })),
              )}
              label={t('filters.tenderType')}
            />
            <SearchChoiceField
              {...choice(
                'category',
                t('filters.all'),
                (tenderCategories ?? []).map((e) => ({ value: e.nameEn, label: localName(e) })),
              )}
              label={t('filters.category')}
            />
            <SearchChoiceField
              {...input('undisclosed')}
              disabled={isLocked('undisclosed') || isLocked('minValue')}
              label={t('filters.valueDisclosure')}
              data={[
                { value: '', label: t('filters.valueAny') },
                { value: 'false', label: t('filters.valueDisclosed') },
                { value: 'true', label: t('filters.valueNotDisclosed') },
              ]}
            />
            <SearchTextField
              {...input('minValue')}
              disabled={isLocked('minValue') || values.undisclosed === 'true'}
              label={t('filters.minValue')}
              description={isLocked('minValue') ? t('filters.setByList') : t('filters.rupees')}
              inputMode="numeric"
            />
            <SearchTextField
              {...input('maxValue')}
              disabled={isLocked('maxValue') || values.undisclosed === 'true'}
              label={t('filters.maxValue')}
              description={t('filters.rupees')}
              inputMode="numeric"
            />
            <SearchChoiceField
              {...choice(
                'district',
                t('filters.all'),
                (districts ?? []).map((d) => ({ value: d.name, label: d.name })),
              )}
              label={t('filters.district')}
              description={t('filters.districtHint')}
            />
            <SearchTextField {...input('location')} label={t('filters.location')} maxLength={100} />
            <SearchTextField
              {...input('pincode')}
              label={t('filters.pincode')}
              description={t('filters.pincodeHint')}
              inputMode="numeric"
              maxLength={6}
            />
          </SimpleGrid>
        </details>
        <Group gap="sm">
          <Button type="submit">{t('filters.search')}</Button>
          <Button type="button" variant="default" onClick={form.clear}>
            {t('filters.clear')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Translate = (key: string) => string;

/**
 * The tender search's rules for the form kit's search form: the API's own schema, so the page
 * refuses exactly what the server would (spec §5: 'Keyword should contain minimum of 3
 * Characters'), and a value range with its ends in order.
 */
function tenderSearchForm(t: Translate) {
  return {
    schema: tenderSearchSchema,
    params: formParams,
    t,
    fallbackMessage: (p: FormParam) =>
      p === 'minValue' || p === 'maxValue' ? 'validation.value' : 'validation.invalid',
    prepare: (chosen: Partial<Values>) => {
      if (chosen.undisclosed === 'true') {
        // "Value not disclosed" has no value to compare: a range would match nothing.
        delete chosen.minValue;
        delete chosen.maxValue;
      }
    },
    refine: (parsed: unknown) => {
      const { minValue, maxValue } = parsed as { minValue?: number; maxValue?: number };
      return minValue !== undefined && maxValue !== undefined && minValue > maxValue
        ? [{ path: ['maxValue'], message: 'validation.valueRange' }]
        : [];
    },
  };
}

/**
 * A shared or hand-edited link can carry a value the API refuses (a 2-letter keyword): the
 * list page does not search with it, and the form shows it at its field.
 */
export function urlErrors(
  params: URLSearchParams,
  locked: Partial<Record<TenderParam, string>>,
  t: Translate,
) {
  return searchParamErrors({ ...tenderSearchForm(t), locked }, params);
}

/** Keeps a value from the URL selectable even when the option list does not (yet) have it. */
function withCurrent(current: string, options: { value: string; label: string }[]) {
  return current && !options.some((o) => o.value === current)
    ? [{ value: current, label: current }, ...options]
    : options;
}
