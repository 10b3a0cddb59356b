import { useTranslation } from 'react-i18next';
import { TextareaField, TextField } from '../../components/form/index.ts';

/**
 * The values a master entry is made of (spec §2 formofcontractentry, tendercategoryentry,
 * tendertypeentry and their updates): its name in both languages and a description of the
 * textDigits class (`inClass('textDigits')` in the shared schema).
 */
export function MasterFields() {
  const { t } = useTranslation(['masters', 'common']);
  return (
    <>
      <TextField name="nameEn" label={t('form.nameEn')} required maxLength={100} />
      <TextField name="nameAs" label={t('form.nameAs')} required maxLength={100} lang="as" />
      <TextareaField
        name="description"
        label={t('form.description')}
        keyFilter="textDigits"
        maxLength={500}
        rows={3}
      />
    </>
  );
}
