import { Alert, Button, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type GrievanceOfficer,
  type GrievanceOfficerCreate,
  grievanceOfficerCreateSchema,
  grievanceOfficerQuerySchema,
} from '../../../common/api/grievances.ts';
import { Field, FormSection, SchemaForm, TextField, useSchemaForm } from '../../components/form/index.ts';
import { type Column, DataTable, Pager, useListQuery } from '../../components/list/index.ts';
import { OrgUnitPicker } from '../../components/org-unit-picker.tsx';
import { fetchOfficerList, grievanceKeys, useOfficerStatus, useRegisterOfficer } from './api.ts';

/**
 * Spec §2 contractUser (decision 041): register a grievance officer of an organisation chain
 * (name, designation, e-mail, mobile, chain), told of every grievance the chain receives.
 */
export function OfficerFormPage() {
  const { t } = useTranslation(['grievances', 'common', 'routes']);
  const register = useRegisterOfficer();
  const [done, setDone] = useState<string | null>(null);
  const blank = {
    orgUnitId: undefined as unknown as number,
    name: '',
    designation: '',
    email: '',
    mobile: '',
  };
  const form = useSchemaForm(grievanceOfficerCreateSchema, blank);
  const onSubmit = async (values: GrievanceOfficerCreate) => {
    setDone(null);
    const officer = await register.mutateAsync(values);
    form.reset(blank);
    setDone(t('officers.registered', { name: officer.name, organisation: officer.organisation }));
  };
  return (
    <Stack gap="md">
      <Title order={1}>{t('routes:contractUser')}</Title>
      {done && (
        <Alert color="green" variant="outline" role="status">
          {done}
        </Alert>
      )}
      <SchemaForm form={form} onSubmit={onSubmit} ns="grievances" label={t('routes:contractUser')}>
        <FormSection
          id="officer"
          names={['orgUnitId', 'name', 'designation', 'email', 'mobile']}
          title={t('officers.section')}
          grid
        >
          <Field name="orgUnitId">
            {(input) => (
              <OrgUnitPicker
                id={input.id}
                label={t('officers.organisation')}
                description={t('officers.organisationHint')}
                required
                value={input.value ? String(input.value) : ''}
                onChange={(value) => input.onChange(value ? Number(value) : undefined)}
                onBlur={input.onBlur}
                error={input.error}
              />
            )}
          </Field>
          <TextField name="name" label={t('officers.name')} required maxLength={200} />
          <TextField name="designation" label={t('officers.designation')} required maxLength={200} />
          <TextField name="email" type="email" label={t('officers.email')} required maxLength={254} />
          <TextField
            name="mobile"
            label={t('officers.mobile')}
            required
            keyFilter="digits"
            inputMode="numeric"
            maxLength={10}
          />
        </FormSection>
        <Button type="submit" w="fit-content" loading={register.isPending}>
          {t('officers.register')}
        </Button>
      </SchemaForm>
    </Stack>
  );
}

/** Spec §2 contractUserList: the officers of the user's chains (all for the portal admin), made inactive or active again. */
export function OfficerListPage() {
  const { t } = useTranslation(['grievances', 'common', 'routes']);
  const status = useOfficerStatus();
  const { filters, setFilters, query } = useListQuery({
    schema: grievanceOfficerQuerySchema,
    key: [...grievanceKeys.officers, 'list'],
    load: (f, signal) => fetchOfficerList(f, signal),
  });
  const columns = useMemo<Column<GrievanceOfficer>[]>(
    () => [
      { id: 'name', header: t('officers.name'), rowHeader: true, cell: (row) => row.name },
      { id: 'designation', header: t('officers.designation'), cell: (row) => row.designation },
      { id: 'organisation', header: t('officers.organisation'), cell: (row) => row.organisation },
      { id: 'email', header: t('officers.email'), cell: (row) => row.email },
      { id: 'mobile', header: t('officers.mobile'), cell: (row) => row.mobile },
      {
        id: 'status',
        header: t('officers.status'),
        cell: (row) => (row.active ? t('officers.active') : t('officers.inactive')),
      },
      {
        id: 'action',
        header: t('officers.action'),
        cell: (row) => (
          <Button
            size="xs"
            variant="default"
            aria-label={t(row.active ? 'officers.deactivateName' : 'officers.activateName', {
              name: row.name,
            })}
            onClick={() => status.mutate({ id: row.id, version: row.version, active: !row.active })}
          >
            {row.active ? t('officers.deactivate') : t('officers.activate')}
          </Button>
        ),
      },
    ],
    [t, status],
  );
  const data = query.data;
  return (
    <Stack gap="md">
      <Title order={1}>{t('routes:contractUserList')}</Title>
      <OrgUnitPicker
        id="officer-organisation"
        label={t('list.organisationFilter')}
        w={320}
        value={filters.organisation ? String(filters.organisation) : ''}
        onChange={(value) => setFilters({ organisation: value ? Number(value) : undefined })}
      />
      {status.error && <Alert color="red">{t('officers.statusFailed')}</Alert>}
      <DataTable
        caption={
          data ? t('officers.caption', { count: data.total, page: filters.page }) : t('common:loading')
        }
        columns={columns}
        rows={data?.items}
        rowKey={(row) => row.id}
        error={query.error}
        onRetry={() => void query.refetch()}
        minWidth={900}
        aria-busy={query.isFetching}
      />
      {data && (
        <Pager
          page={filters.page}
          total={data.total}
          pageSize={data.pageSize}
          onPage={(page) => setFilters({ page }, { keepPage: true })}
        />
      )}
    </Stack>
  );
}
