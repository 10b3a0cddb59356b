import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MultiSelectField,
  RadioField,
  SelectField,
  TextareaField,
  TextField,
} from '../../components/form/index.ts';
import { assignableUnitsQuery, masterOptionsQuery } from './authority-api.ts';

/**
 * The fields of an appellate authority (spec §3 Appellate authority: level, name, ministry,
 * department, designation, email, mobile, address) and the chains it hears, on the form kit;
 * shared by appellateauthorityinfo and appellateinfoupdate/{id}.
 */
export function AuthorityFields() {
  const { t, i18n } = useTranslation(['appeals', 'common']);
  const ministries = useQuery(masterOptionsQuery('appellate-ministry'));
  const departments = useQuery(masterOptionsQuery('appellate-department'));
  const units = useQuery(assignableUnitsQuery);
  const options = (entries: { code: string; nameEn: string; nameAs: string }[] | undefined) =>
    (entries ?? []).map((e) => ({ value: e.code, label: i18n.language === 'as' ? e.nameAs : e.nameEn }));
  const loading = t('common:loading');
  return (
    <>
      <RadioField
        name="level"
        numeric
        label={t('authority.fields.level')}
        required
        options={[
          ['1', t('authority.level.1')],
          ['2', t('authority.level.2')],
        ]}
      />
      <TextField name="name" label={t('authority.fields.name')} required maxLength={200} autoComplete="off" />
      <TextField name="designation" label={t('authority.fields.designation')} required maxLength={200} />
      <SelectField
        name="ministryCode"
        label={t('authority.fields.ministry')}
        description={t('authority.fields.ministryHint')}
        required
        searchable
        placeholder={ministries.data ? undefined : loading}
        data={options(ministries.data)}
      />
      <SelectField
        name="departmentCode"
        label={t('authority.fields.department')}
        description={t('authority.fields.departmentHint')}
        required
        searchable
        placeholder={departments.data ? undefined : loading}
        data={options(departments.data)}
      />
      <TextField name="email" type="email" label={t('authority.fields.email')} required maxLength={254} />
      <TextField
        name="mobile"
        inputMode="numeric"
        label={t('authority.fields.mobile')}
        required
        maxLength={10}
      />
      <TextareaField name="address" label={t('authority.fields.address')} required maxLength={500} />
      <MultiSelectField
        name="orgUnitIds"
        numeric
        label={t('authority.fields.units')}
        description={t('authority.fields.unitsHint')}
        required
        searchable
        placeholder={units.data ? undefined : loading}
        data={(units.data?.items ?? []).map((u) => ({ value: String(u.id), label: u.path }))}
        limit={200}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}
