import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec §3 User: title and gender, each with an empty choice (both optional). */
export const titles = ['Shri', 'Smt', 'Mr', 'Ms', 'Mrs', 'Dr'] as const;
export const genders = ['male', 'female', 'other'] as const;

type FieldProps = Omit<NativeSelectProps, 'data' | 'label'>;

export function TitleSelect(props: FieldProps) {
  const { t } = useTranslation('common');
  return (
    <NativeSelect
      label={t('profile.title')}
      {...props}
      data={[{ value: '', label: '—' }, ...titles.map((v) => ({ value: v, label: v }))]}
    />
  );
}

export function GenderSelect(props: FieldProps) {
  const { t } = useTranslation('common');
  return (
    <NativeSelect
      label={t('profile.gender')}
      {...props}
      data={[
        { value: '', label: '—' },
        ...genders.map((v) => ({ value: v, label: t(`profile.genders.${v}`) })),
      ]}
    />
  );
}
