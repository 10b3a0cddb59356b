import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicOrgUnit } from '../../common/api/organisation.ts';
import { constants } from '../../common/constants.ts';
import { apiFetch } from '../api/client.ts';
import { SearchSelectField } from './form/search-fields.tsx';

/**
 * An organisation at any level of the chain as a search filter (the tender listings' filter,
 * issue #6 item 4; the appeal register's, issue #25 item 4): the public organisation units,
 * searched by name once three characters are typed, level-one units before that; a unit chosen
 * in the URL shows its whole chain. `name` is the URL parameter its hidden input carries when
 * the form is submitted as HTML before the app is live.
 */
export function OrgUnitFilter(props: {
  name: string;
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('common');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const searching = debounced.length >= constants.keywordMinLength;
  const { data: options } = useQuery({
    queryKey: ['org-units', 'public', searching ? debounced : 'level1'],
    queryFn: () =>
      apiFetch<PublicOrgUnit[]>(
        searching ? `/org-units?q=${encodeURIComponent(debounced)}&limit=50` : '/org-units?level=1&limit=200',
      ),
  });
  const { data: selected } = useQuery({
    queryKey: ['org-units', 'public', 'one', props.value],
    queryFn: () =>
      apiFetch<PublicOrgUnit & { chain: { name: string }[] }>(
        `/org-units/${encodeURIComponent(props.value)}`,
      ),
    enabled: /^\d+$/.test(props.value),
  });
  const label = (u: PublicOrgUnit) => t('orgFilter.option', { name: u.name, level: u.level });
  const data = (options ?? []).map((u) => ({ value: String(u.id), label: label(u) }));
  if (props.value && !data.some((d) => d.value === props.value)) {
    data.unshift({
      value: props.value,
      label: selected ? [...selected.chain.map((c) => c.name), selected.name].join(' › ') : props.value,
    });
  }
  return (
    <SearchSelectField
      id={props.name}
      // Its hidden input carries the chosen unit in a form submitted as HTML.
      name={props.name}
      label={props.label}
      description={props.description}
      searchable
      clearable
      disabled={props.disabled}
      value={props.value || null}
      onChange={(v) => props.onChange(v ?? '')}
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      error={props.error}
      nothingFoundMessage={t('noRecords')}
      limit={100}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
