import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  type Image,
  type ImageAction,
  type ImageCreate,
  imageCategories,
  imageCreateSchema,
  imageLanguages,
} from '../../../common/api/images.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { DecisionPanel, isStale } from '../../components/decision-panel.tsx';
import { DetailsList } from '../../components/details-list.tsx';
import {
  DateField,
  FileField,
  FormSection,
  NativeSelectField,
  NumberField,
  RadioField,
  SchemaForm,
  TextField,
  UnsavedWarning,
  useSchemaForm,
} from '../../components/form/index.ts';
import { type Column, DataTable } from '../../components/list/data-table.tsx';
import { dateOnly } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { imageListQuery, imageQuery, useCreateImage, useImageStep } from './api.ts';

const empty: ImageCreate = {
  category: '' as ImageCreate['category'],
  nameEn: '',
  nameAs: '',
  language: 'both',
  displayDate: '',
  validFrom: '',
  validTo: '',
  location: '',
  priority: 1,
  image: null,
};

/** A small copy for the lists and the decision (staff URL: any state). */
const thumb = (image: Image, alt: string) => {
  const v = image.variants[0];
  return v ? <img src={v.url} width={120} height={Math.round((120 * v.height) / v.width)} alt={alt} /> : null;
};

/**
 * Spec §2 imageupload (issue #27 item 4; §3 Image: category, English and Assamese names,
 * language, display date, valid from and to, location, priority, status): a portal admin enters
 * an image (JPEG, PNG or WebP, judged by its leading bytes by the files kit; resized copies are
 * made on the server); below, every image with its state. `?id=` opens one with THE decision
 * panel (decision 035): a second portal admin approves, rejects or withdraws it (four eyes).
 */
export function ImageUploadPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? <Decide id={id} /> : <Entry />;
}

function Entry() {
  const { t } = useTranslation(['images', 'common', 'routes']);
  const { to } = usePrefix();
  const form = useSchemaForm(imageCreateSchema, empty);
  const create = useCreateImage();
  const [created, setCreated] = useState<string | null>(null);
  const list = useQuery(imageListQuery({ page: 1 }));
  const columns: Column<Image>[] = [
    {
      id: 'name',
      header: t('form.nameEn'),
      rowHeader: true,
      cell: (i) => (
        <Anchor component={Link} to={`${to('imageupload')}?id=${i.id}`}>
          {i.nameEn}
        </Anchor>
      ),
    },
    { id: 'image', header: t('list.image'), cell: (i) => thumb(i, i.nameEn) },
    { id: 'category', header: t('form.category'), cell: (i) => t(`categories.${i.category}`) },
    {
      id: 'window',
      header: t('list.window'),
      cell: (i) => t('list.windowText', { from: dateOnly(i.validFrom), to: dateOnly(i.validTo) }),
    },
    { id: 'state', header: t('list.state'), cell: (i) => t(`states.${i.state}`) },
    { id: 'remarks', header: t('list.remarks'), cell: (i) => i.remarks ?? '—' },
  ];
  return (
    <Stack gap="lg">
      <Title order={1}>{t('routes:imageupload')}</Title>
      <Text>{t('form.intro')}</Text>
      {created && (
        <Alert color="green" variant="outline" role="status">
          {t('form.created', { name: created })}
        </Alert>
      )}
      <SchemaForm
        form={form}
        ns="images"
        label={t('routes:imageupload')}
        onSubmit={async (values) => {
          setCreated(null);
          const image = await create.mutateAsync(values);
          setCreated(image.nameEn);
          form.reset(empty);
        }}
      >
        <UnsavedWarning dirty={form.formState.isDirty} />
        <FormSection
          id="image-entry"
          title={t('form.section')}
          names={[
            'category',
            'nameEn',
            'nameAs',
            'language',
            'displayDate',
            'validFrom',
            'validTo',
            'location',
            'priority',
            'image',
          ]}
        >
          <NativeSelectField
            name="category"
            label={t('form.category')}
            required
            data={[
              { value: '', label: t('form.chooseCategory') },
              ...imageCategories.map((c) => ({ value: c, label: t(`categories.${c}`) })),
            ]}
          />
          <TextField
            name="nameEn"
            label={t('form.nameEn')}
            description={t('form.nameHint')}
            required
            maxLength={200}
            keyFilter="textDigits"
          />
          <TextField name="nameAs" label={t('form.nameAs')} required maxLength={200} lang="as" />
          <RadioField
            name="language"
            label={t('form.language')}
            required
            options={imageLanguages.map((l) => [l, t(`languages.${l}`)])}
          />
          <DateField name="displayDate" label={t('form.displayDate')} required />
          <DateField name="validFrom" label={t('form.validFrom')} required />
          <DateField name="validTo" label={t('form.validTo')} required />
          <TextField name="location" label={t('form.location')} maxLength={200} />
          <NumberField
            name="priority"
            label={t('form.priority')}
            description={t('form.priorityHint')}
            required
          />
          <FileField
            name="image"
            purpose="image"
            label={t('form.image')}
            words={{ download: t('form.download'), remove: t('form.remove') }}
            required
            untitled
          />
        </FormSection>
        <Button type="submit" w="fit-content" loading={create.isPending}>
          {t('form.save')}
        </Button>
      </SchemaForm>
      <section aria-labelledby="images-written">
        <Title order={2} id="images-written" mb="sm">
          {t('list.title')}
        </Title>
        <DataTable
          caption={list.data ? t('list.caption', { count: list.data.total }) : t('common:loading')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(i) => i.id}
          error={list.error}
          onRetry={() => void list.refetch()}
          minWidth={800}
        />
      </section>
    </Stack>
  );
}

function Decide({ id }: { id: number }) {
  const { t } = useTranslation(['images', 'common', 'routes']);
  const { to } = usePrefix();
  const item = useQuery(imageQuery(id));
  const step = useImageStep(id);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('routes:imageupload')}</Title>
      <Anchor component={Link} to={to('imageupload')} w="fit-content">
        {t('decision.back')}
      </Anchor>
      {item.error ? (
        <ApiErrorAlert error={item.error} />
      ) : !item.data ? (
        <Text role="status">{t('common:loading')}</Text>
      ) : (
        <>
          {thumb(item.data, item.data.nameEn)}
          <DetailsList
            id="image-details"
            title={t('decision.details')}
            empty="—"
            rows={[
              [t('form.category'), t(`categories.${item.data.category}`)],
              [t('form.nameEn'), item.data.nameEn],
              [
                t('form.nameAs'),
                <span key="as" lang="as">
                  {item.data.nameAs}
                </span>,
              ],
              [t('form.language'), t(`languages.${item.data.language}`)],
              [t('form.displayDate'), dateOnly(item.data.displayDate)],
              [
                t('list.window'),
                t('list.windowText', {
                  from: dateOnly(item.data.validFrom),
                  to: dateOnly(item.data.validTo),
                }),
              ],
              [t('form.location'), item.data.location],
              [t('form.priority'), String(item.data.priority)],
              [t('decision.size'), `${item.data.width} × ${item.data.height}`],
              [t('list.state'), t(`states.${item.data.state}`)],
              [t('list.writer'), item.data.createdBy],
              [t('list.remarks'), item.data.remarks],
            ]}
          />
          {item.data.allowedActions.length === 0 && <Text>{t('decision.nothingToDo')}</Text>}
          <DecisionPanel<ImageAction>
            ns="images"
            title={t('decision.panelTitle')}
            actions={item.data.allowedActions}
            label={(action) => t(`actions.${action}`)}
            confirmMessage={(action) => t(`decision.confirm.${action}`)}
            remarksHint={t('decision.remarksHint')}
            remarksMax={1000}
            buttonProps={(action) => (action === 'approve' ? {} : { color: 'red', variant: 'outline' })}
            failureMessages={(error) => (isStale(error) ? [t('decision.stale')] : undefined)}
            onAct={async (action, remarks) => {
              const done = await step.mutateAsync({ action, version: item.data!.version, remarks });
              return t('decision.done', { state: t(`states.${done.state}`) });
            }}
          />
        </>
      )}
    </Stack>
  );
}
