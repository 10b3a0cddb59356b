import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type Announcement,
  type AnnouncementCreate,
  announcementCreateSchema,
} from '../../../common/api/content.ts';
import {
  CheckboxField,
  DateField,
  FormSection,
  SchemaForm,
  TextareaField,
  UnsavedWarning,
  useSchemaForm,
} from '../../components/form/index.ts';
import { type Column, DataTable } from '../../components/list/data-table.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateOnly } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { announcementListQuery, useCreateAnnouncement } from './api.ts';

const empty: AnnouncementCreate = {
  descriptionEn: '',
  descriptionAs: '',
  displayFrom: '',
  displayTo: '',
  alert: false,
};

/**
 * Spec §2 announcemententryform (issue #27 item 2; §3 Announcement "description, display from
 * and to, status, remarks"): the description in English and Assamese and the display window;
 * it waits for a second portal admin's approval (announcementapproval) before it is shown.
 * Below, the announcements written so far with their state and remarks.
 */
export function AnnouncementEntryPage() {
  const { t } = useTranslation(['content', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const { to } = usePrefix();
  const form = useSchemaForm(announcementCreateSchema, empty);
  const create = useCreateAnnouncement();
  const [created, setCreated] = useState(false);
  const list = useQuery(announcementListQuery());
  const columns: Column<Announcement>[] = [
    {
      id: 'description',
      header: t('announcements.description'),
      rowHeader: true,
      cell: (a) => (
        <Anchor component={Link} to={to('announcementapprovalId', { id: a.id })}>
          {a.descriptionEn}
        </Anchor>
      ),
    },
    {
      id: 'window',
      header: t('announcements.window'),
      cell: (a) =>
        t('announcements.windowText', { from: dateOnly(a.displayFrom), to: dateOnly(a.displayTo) }),
    },
    {
      id: 'state',
      header: t('list.state'),
      cell: (a) => (
        <Text span fw={600}>
          {t(`announcementStates.${a.state}`)}
        </Text>
      ),
    },
    { id: 'remarks', header: t('list.remarks'), cell: (a) => a.remarks ?? '—' },
  ];
  return (
    <Stack gap="lg">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      {created && (
        <Alert color="green" variant="outline" role="status">
          {t('announcements.created')}
        </Alert>
      )}
      <SchemaForm
        form={form}
        ns="content"
        label={t(`routes:${routeId}`)}
        onSubmit={async (values) => {
          setCreated(false);
          await create.mutateAsync(values);
          setCreated(true);
          form.reset(empty);
        }}
      >
        <UnsavedWarning dirty={form.formState.isDirty} />
        <FormSection
          id="announcement"
          title={t('announcements.section')}
          names={['descriptionEn', 'descriptionAs', 'displayFrom', 'displayTo', 'alert']}
        >
          <TextareaField
            name="descriptionEn"
            label={t('announcements.descriptionEn')}
            required
            maxLength={1000}
            rows={3}
          />
          <TextareaField
            name="descriptionAs"
            label={t('announcements.descriptionAs')}
            required
            maxLength={1000}
            rows={3}
            lang="as"
          />
          <DateField name="displayFrom" label={t('announcements.displayFrom')} required />
          <DateField name="displayTo" label={t('announcements.displayTo')} required />
          <CheckboxField name="alert" label={t('announcements.alert')} />
        </FormSection>
        <Button type="submit" w="fit-content" loading={create.isPending}>
          {t('form.save')}
        </Button>
      </SchemaForm>
      <DataTable
        caption={list.data ? t('announcements.caption', { count: list.data.total }) : t('common:loading')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(a) => a.id}
        error={list.error}
        onRetry={() => void list.refetch()}
        minWidth={760}
      />
    </Stack>
  );
}
