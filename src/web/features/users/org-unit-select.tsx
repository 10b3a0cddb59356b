import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form/index.ts';
import { fetchOrgUnitOptions, usersKeys } from './api.ts';

/** The units the logged-in administrator may place users in, searchable by any part of the chain. */
export function useOrgUnitOptions() {
  return useQuery({
    queryKey: usersKeys.orgUnits(),
    queryFn: fetchOrgUnitOptions,
  });
}

/** A unit of the administrator's chains as a form value (its id; none chosen is null), on the kit's select. */
export function OrgUnitField(props: { name: string; label: string; exclude?: number[] }) {
  const { t } = useTranslation(['common', 'admin']);
  const { data } = useOrgUnitOptions();
  return (
    <SelectField
      name={props.name}
      numeric
      empty={null}
      label={props.label}
      required
      searchable
      placeholder={data ? t('admin:users.unitPlaceholder') : t('loading')}
      nothingFoundMessage={t('noRecords')}
      data={(data?.items ?? [])
        .filter((u) => !props.exclude?.includes(u.id))
        .map((u) => ({ value: String(u.id), label: u.path }))}
      limit={200}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
