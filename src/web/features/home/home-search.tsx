import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { closingWindows } from '../../../common/api/tender-constants.ts';
import { tenderSearchSchema } from '../../../common/api/tenders.ts';
import { constants } from '../../../common/constants.ts';
import { assamDistrictsQuery } from '../../api/public-tenders.ts';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { SearchChoiceField, SearchTextField } from '../../components/form/search-fields.tsx';
import { useSearchForm } from '../../components/form/search-form.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

const params = ['q', 'district', 'closing'] as const;

/**
 * Issue #31 item 1: the home page's first screen has the search box, as CPPP, TED, ProZorro
 * and Find a Tender do. One field for a word, a reference number or a Tender ID (the listing's
 * own keyword, which finds all three and opens a tender whose id or reference it is), with the
 * popular filters one tap away: the district of the work and how soon bids close.
 *
 * It is a GET form to the active tenders listing with the listing's parameter names, so it
 * works as HTML before the app has started (public/boot.js lets it go; the server renders the
 * results). Once the app is live it checks the keyword by the API's own schema (spec §5:
 * 'Keyword should contain minimum of 3 Characters') and goes there in the app.
 */
export function HomeSearch() {
  const { t } = useTranslation(['tenders', 'common', 'home']);
  const { to } = usePrefix();
  const navigate = useNavigate();
  const action = to('latestactivetenders');
  const form = useSearchForm({
    schema: tenderSearchSchema,
    params,
    initial: new URLSearchParams(),
    t,
    onSearch: (chosen) => navigate(`${action}?${new URLSearchParams(chosen as Record<string, string>)}`),
  });
  const { data: districts } = useQuery(assamDistrictsQuery);
  return (
    <section aria-labelledby="home-search-box" className="no-print">
      <Title order={2} id="home-search-box" size="h3" mb="sm">
        {t('home:searchHeading')}
      </Title>
      <form method="get" action={action} onSubmit={form.submit} noValidate>
        <Stack gap="sm">
          <ErrorSummary errors={form.summary} attempt={form.attempt} />
          <SearchTextField
            {...form.input('q')}
            label={t('home:searchLabel')}
            description={t('home:searchHint', { count: constants.keywordMinLength })}
            maxLength={200}
            enterKeyHint="search"
          />
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <SearchChoiceField
              {...form.input('district')}
              label={t('filters.district')}
              data={[
                { value: '', label: t('filters.all') },
                ...(districts ?? []).map((d) => ({ value: d.name, label: d.name })),
              ]}
            />
            <SearchChoiceField
              {...form.input('closing')}
              label={t('filters.closing')}
              data={[
                { value: '', label: t('filters.anyTime') },
                ...closingWindows.map((w) => ({ value: w, label: t(`closing.${w}`) })),
              ]}
            />
            <Group align="flex-end">
              <Button type="submit" fullWidth>
                {t('filters.search')}
              </Button>
            </Group>
          </SimpleGrid>
        </Stack>
      </form>
    </section>
  );
}
