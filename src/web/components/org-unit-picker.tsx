import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicOrgUnit } from '../../common/api/organisation.ts';
import { constants } from '../../common/constants.ts';
import { apiFetch } from '../api/client.ts';
import { SearchSelectField } from './form/search-fields.tsx';

/**
 * An organisation unit at any level of the chain, chosen from the public hierarchy (spec §3
 * Organisation hierarchy): level-one units to start with, any unit by name once three
 * characters are typed (§5, the server searches), the chosen one shown with its whole chain.
 * Controlled (`value` is the unit's id as text, '' for none): a search filter uses it as it is
 * (the tender listings, the appeal register, the grievance lists), a form puts it in a kit
 * `Field` (the grievance officers' register). `name` is the URL parameter its hidden input
 * carries when a search form is submitted as HTML before the app is live.
 */
export function OrgUnitPicker(props: {
  name?: string;
  id?: string;
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?(): void;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  w?: number | string;
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
      id={props.id ?? props.name}
      // Its hidden input carries the chosen unit in a form submitted as HTML.
      name={props.name}
      label={props.label}
      description={props.description}
      withAsterisk={props.required}
      w={props.w}
      onBlur={props.onBlur}
      searchable
      clearable
      // The server has searched already; the options are shown as they come.
      filter={({ options }) => options}
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
