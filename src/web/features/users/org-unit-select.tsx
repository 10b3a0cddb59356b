import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchOrgUnitOptions, usersKeys } from './api.ts';

/** The units the logged-in administrator may place users in, searchable by any part of the chain. */
export function useOrgUnitOptions() {
  return useQuery({
    queryKey: usersKeys.orgUnits(),
    queryFn: fetchOrgUnitOptions,
  });
}

export function OrgUnitSelect(props: {
  id: string;
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  exclude?: number[];
}) {
  const { t } = useTranslation(['common', 'admin']);
  const { data } = useOrgUnitOptions();
  return (
    <Select
      id={props.id}
      label={props.label}
      required
      searchable
      placeholder={data ? t('admin:users.unitPlaceholder') : t('loading')}
      nothingFoundMessage={t('noRecords')}
      value={props.value === null ? null : String(props.value)}
      onChange={(v) => props.onChange(v ? Number(v) : null)}
      error={props.error}
      data={(data?.items ?? [])
        .filter((u) => !props.exclude?.includes(u.id))
        .map((u) => ({ value: String(u.id), label: u.path }))}
      limit={200}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
