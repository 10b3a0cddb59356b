import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicOrgUnit } from '../../common/api/organisation.ts';
import { constants } from '../../common/constants.ts';
import { apiFetch } from '../api/client.ts';

/**
 * An organisation unit chosen from the public hierarchy (spec §3 Organisation hierarchy): the
 * ministries (level 1) to start with, any unit by name once three characters are typed (§5), the
 * chosen one shown with its chain. Controlled (`value` is the unit's id as text, '' for none), so
 * a list filter uses it as is and a form puts it in a kit `Field` (issue #26: the grievance
 * filters and the officers' register; the tender filters have their own older copy).
 */
export function OrgUnitSelect(props: {
  id: string;
  label: string;
  description?: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string;
  required?: boolean;
  w?: number | string;
}) {
  const { t } = useTranslation();
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
  const data = (options ?? []).map((u) => ({ value: String(u.id), label: u.name }));
  if (props.value && !data.some((d) => d.value === props.value))
    data.unshift({
      value: props.value,
      label: selected ? [...selected.chain.map((c) => c.name), selected.name].join(' › ') : props.value,
    });
  return (
    <Select
      id={props.id}
      label={props.label}
      description={props.description}
      withAsterisk={props.required}
      searchable
      clearable
      w={props.w}
      value={props.value || null}
      onChange={(v) => props.onChange(v ?? '')}
      onBlur={props.onBlur}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={data}
      error={props.error}
      nothingFoundMessage={t('noRecords')}
      limit={100}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
