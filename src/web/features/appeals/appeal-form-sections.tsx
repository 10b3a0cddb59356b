import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { maxAppealDocuments } from '../../../common/api/appeals.ts';
import {
  ArrayField,
  DateField,
  FileField,
  FormSection,
  NumberField,
  TextareaField,
  TextField,
} from '../../components/form/index.ts';
import { appealDocumentHref } from './api.ts';

/** The filing form's sections of parties, affidavit and documents (spec §3 Appeal, §5 Files). */

const partyFields = ['name', 'organisation', 'designation', 'address', 'email', 'mobile'] as const;

/** §3 Appeal: appellant particulars, respondent, representative details. */
export function PartySection({
  part,
  required,
}: {
  part: 'appellant' | 'respondent' | 'representative';
  required?: boolean;
}) {
  const { t } = useTranslation('appeals');
  // What appealCompletenessIssues requires of each party.
  const needed: Record<string, readonly string[]> = {
    appellant: ['name', 'address', 'email', 'mobile'],
    respondent: ['name', 'organisation', 'address'],
    representative: [],
  };
  return (
    <FormSection
      id={`appeal-${part}`}
      names={partyFields.map((f) => `values.${part}.${f}`)}
      title={t(`form.${part}Section`)}
      grid
    >
      {partyFields.map((field) => {
        const props = {
          name: `values.${part}.${field}`,
          label: t(`form.party.${field}`),
          required: required && needed[part]!.includes(field),
        };
        if (field === 'address') return <TextareaField key={field} {...props} maxLength={500} rows={2} />;
        if (field === 'email') return <TextField key={field} {...props} type="email" maxLength={254} />;
        if (field === 'mobile')
          return <TextField key={field} {...props} keyFilter="digits" inputMode="numeric" maxLength={10} />;
        return <TextField key={field} {...props} maxLength={200} />;
      })}
    </FormSection>
  );
}

const affidavitFields = ['courtName', 'notaryRegistrationNo', 'notaryName', 'place'] as const;

export function AffidavitSection() {
  const { t } = useTranslation('appeals');
  return (
    <FormSection
      id="appeal-affidavit"
      names={['issueDate', ...affidavitFields, 'documentCount'].map((f) => `values.affidavit.${f}`)}
      title={t('form.affidavitSection')}
      grid
    >
      <DateField name="values.affidavit.issueDate" optional required label={t('form.affidavit.issueDate')} />
      {affidavitFields.map((field) => (
        <TextField
          key={field}
          name={`values.affidavit.${field}`}
          label={t(`form.affidavit.${field}`)}
          required
          maxLength={field === 'notaryRegistrationNo' ? 50 : 200}
        />
      ))}
      <NumberField
        name="values.affidavit.documentCount"
        kind="whole"
        required
        label={t('form.affidavit.documentCount')}
        description={t('form.affidavit.documentCountHint')}
      />
    </FormSection>
  );
}

/** §5 Files "Affidavit documents: PDF only, at most 2 MB each. The affidavit and PAN card are mandatory." */
export function DocumentsSection({ appealId }: { appealId: number | null }) {
  const { t } = useTranslation(['appeals', 'common']);
  const words = { download: t('form.download'), remove: t('form.remove') };
  const href = (fileId: number) => (appealId ? appealDocumentHref(appealId, fileId) : null);
  return (
    <FormSection
      id="appeal-documents"
      names={['files.affidavit', 'files.panCard', 'files.other']}
      title={t('form.documentsSection')}
    >
      <Text size="sm">{t('form.documentsHint')}</Text>
      <FileField
        name="files.affidavit"
        purpose="affidavit"
        label={t('form.affidavitDocument')}
        words={words}
        href={href}
        required
        untitled
      />
      <FileField
        name="files.panCard"
        purpose="affidavit"
        label={t('form.panCard')}
        words={words}
        href={href}
        required
        untitled
      />
      <ArrayField
        name="files.other"
        legend={t('form.otherDocuments')}
        blank={() => ({ doc: null })}
        words={{
          add: t('form.addDocument'),
          remove: t('form.remove'),
          removeName: (i) => t('form.removeDocument', { n: i + 1 }),
        }}
        row={(path, i) => (
          <FileField
            name={`${path}.doc`}
            purpose="affidavit"
            label={t('form.otherDocument', { n: i + 1, max: maxAppealDocuments - 2 })}
            words={words}
            href={href}
            untitled
          />
        )}
      />
    </FormSection>
  );
}
