import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Field, nullWhenEmpty } from './form/field.tsx';

/** Spec §3 User: title and gender, each with an empty choice (both optional). */
export const titles = ['Shri', 'Smt', 'Mr', 'Ms', 'Mrs', 'Dr'] as const;
export const genders = ['male', 'female', 'other'] as const;

type FieldProps = Omit<NativeSelectProps, 'data' | 'label'>;

export function TitleSelect(props: FieldProps) {
  const { t } = useTranslation(['common', 'admin']);
  return (
    <NativeSelect
      label={t('admin:profile.title')}
      {...props}
      data={[{ value: '', label: '—' }, ...titles.map((v) => ({ value: v, label: v }))]}
    />
  );
}

export function GenderSelect(props: FieldProps) {
  const { t } = useTranslation(['common', 'admin']);
  return (
    <NativeSelect
      label={t('admin:profile.gender')}
      {...props}
      data={[
        { value: '', label: '—' },
        ...genders.map((v) => ({ value: v, label: t(`admin:profile.genders.${v}`) })),
      ]}
    />
  );
}

/** Title and gender as fields of a SchemaForm (`title`, `gender`; the empty choice is null). */
export function TitleField() {
  return (
    <Field<string> name="title" {...nullWhenEmpty}>
      {({ ref, ...input }) => <TitleSelect {...input} ref={ref as never} />}
    </Field>
  );
}

export function GenderField() {
  return (
    <Field<string> name="gender" {...nullWhenEmpty}>
      {({ ref, ...input }) => <GenderSelect {...input} ref={ref as never} />}
    </Field>
  );
}
