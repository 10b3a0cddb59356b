import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type ContentDocument,
  type ContentDocumentCreate,
  contentDocumentCreateSchema,
  contentLanguages,
  contentTypes,
  quoteMax,
  testimonialType,
} from '../../../common/api/content.ts';
import { DocumentDownload } from '../../components/document-download.tsx';
import {
  DateField,
  FileField,
  FormSection,
  NativeSelectField,
  RadioField,
  SchemaForm,
  TextareaField,
  TextField,
  UnsavedWarning,
  useSchemaForm,
} from '../../components/form/index.ts';
import { type Column, DataTable } from '../../components/list/data-table.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateOnly } from '../../lib/display-format.ts';
import { contentListQuery, staffDocumentHref, useCreateDocument } from './api.ts';

const empty: ContentDocumentCreate = {
  type: '' as ContentDocumentCreate['type'],
  title: '',
  description: '',
  department: '',
  language: 'en',
  documentDate: '',
  expiryDate: null,
  keywords: '',
  document: null,
  quote: '',
  personName: '',
  personRole: '',
};

/**
 * Spec §2 contententryform (issue #27 item 1; §3 Content document: type, title, description,
 * department, document, language, document date, expiry, keyword): a portal admin writes a
 * document with its file (uploaded through the files kit, judged by its leading bytes); it waits
 * for a second portal admin's approval (§4) on contententryformapproval. A testimonial (spec §2
 * Home screen; issue #27 item 7) is the same item with a quote, the person's name and their
 * designation or organisation in place of the file, in English or Assamese. Below, the documents
 * written so far with their state and the remarks of a refusal.
 */
export function ContentEntryPage() {
  const { t } = useTranslation(['content', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const form = useSchemaForm(contentDocumentCreateSchema, empty);
  const create = useCreateDocument();
  const [created, setCreated] = useState<string | null>(null);
  const list = useQuery(contentListQuery({}));
  // The chosen type alone (useWatch): a testimonial's body is its quote, not a file.
  const testimonial = useWatch({ control: form.control, name: 'type' }) === testimonialType;

  const columns: Column<ContentDocument>[] = [
    {
      id: 'title',
      header: t('public.title'),
      rowHeader: true,
      cell: (d) =>
        d.file ? <DocumentDownload href={staffDocumentHref(d.id)}>{d.title}</DocumentDownload> : d.title,
    },
    { id: 'type', header: t('form.type'), cell: (d) => t(`types.${d.type}`) },
    { id: 'date', header: t('public.date'), cell: (d) => dateOnly(d.documentDate) },
    {
      id: 'state',
      header: t('list.state'),
      cell: (d) => (
        <Text span fw={600}>
          {t(`states.${d.state}`)}
        </Text>
      ),
    },
    { id: 'remarks', header: t('list.remarks'), cell: (d) => d.remarks ?? '—' },
  ];

  return (
    <Stack gap="lg">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      {created && (
        <Alert color="green" variant="outline" role="status">
          {t('form.created', { title: created })}
        </Alert>
      )}
      <SchemaForm
        form={form}
        ns="content"
        label={t(`routes:${routeId}`)}
        onSubmit={async (values) => {
          setCreated(null);
          const doc = await create.mutateAsync(values);
          setCreated(doc.title);
          form.reset(empty);
        }}
      >
        <UnsavedWarning dirty={form.formState.isDirty} />
        <FormSection
          id="content-document"
          title={t('form.section')}
          names={[
            'type',
            'title',
            'description',
            'department',
            'language',
            'documentDate',
            'expiryDate',
            'keywords',
            'document',
            'quote',
            'personName',
            'personRole',
          ]}
        >
          <NativeSelectField
            name="type"
            label={t('form.type')}
            required
            data={[
              { value: '', label: t('form.chooseType') },
              ...contentTypes.map((type) => ({ value: type, label: t(`types.${type}`) })),
            ]}
          />
          <TextField name="title" label={t('form.title')} required maxLength={300} keyFilter="textDigits" />
          <TextareaField name="description" label={t('form.description')} maxLength={2000} rows={3} />
          <TextField name="department" label={t('form.department')} maxLength={200} />
          <RadioField
            name="language"
            label={t('form.language')}
            required
            options={contentLanguages
              .filter((l) => !testimonial || l !== 'both')
              .map((l) => [l, t(`languages.${l}`)])}
          />
          <DateField name="documentDate" label={t('form.documentDate')} required />
          <DateField
            name="expiryDate"
            optional
            label={t('form.expiryDate')}
            description={t('form.expiryHint')}
          />
          <TextField
            name="keywords"
            label={t('form.keywords')}
            maxLength={300}
            description={t('form.keywordsHint')}
          />
          {testimonial ? (
            <>
              <TextareaField name="quote" label={t('form.quote')} required maxLength={quoteMax} rows={4} />
              <TextField name="personName" label={t('form.personName')} required maxLength={120} />
              <TextField
                name="personRole"
                label={t('form.personRole')}
                description={t('form.personRoleHint')}
                required
                maxLength={200}
              />
            </>
          ) : (
            <FileField
              name="document"
              purpose="document"
              label={t('form.document')}
              words={{ download: t('form.download'), remove: t('form.remove') }}
              required
              untitled
            />
          )}
        </FormSection>
        <Button type="submit" w="fit-content" loading={create.isPending}>
          {t('form.save')}
        </Button>
      </SchemaForm>
      <section aria-labelledby="content-written">
        <Title order={2} id="content-written" mb="sm">
          {t('form.written')}
        </Title>
        <DataTable
          caption={list.data ? t('list.caption', { count: list.data.total }) : t('common:loading')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(d) => d.id}
          error={list.error}
          onRetry={() => void list.refetch()}
          minWidth={760}
        />
      </section>
    </Stack>
  );
}
