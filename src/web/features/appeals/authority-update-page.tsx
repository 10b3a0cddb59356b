import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  type Authority,
  type AuthorityHistory,
  authorityUpdateSchema,
} from '../../../common/api/appellate-authorities.ts';
import { ApiError } from '../../api/client.ts';
import { RadioField, RemarksField, SchemaForm, useSchemaForm } from '../../components/form/index.ts';
import { type Column, DataTable } from '../../components/list/index.ts';
import { LoadedPage } from '../../components/loaded-page.tsx';
import { dateTime } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { authorityHistoryQuery, authorityQuery, useUpdateAuthority } from './authority-api.ts';
import { AuthorityFields } from './authority-fields.tsx';

/**
 * Spec §2 appellateinfoupdate/{id} (issue #25 item 1): every field of the authority, its chains
 * and status (made inactive, never deleted, which frees its chains), with the remarks §5
 * requires; a save that lost the race reloads the latest version and says so. The audit history
 * closes the page.
 */
export function AuthorityUpdatePage() {
  const { t } = useTranslation(['appeals', 'common']);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...authorityQuery(id), enabled: valid });
  const history = useQuery({ ...authorityHistoryQuery(id), enabled: valid });
  const [notice, setNotice] = useState<'saved' | 'conflict' | null>(null);
  return (
    <LoadedPage query={query} invalid={!valid && t('common:errors.NOT_FOUND')} maw={720}>
      {(authority) => (
        <>
          {notice === 'saved' && (
            <Alert color="green" variant="outline" role="status">
              {t('authority.saved')}
            </Alert>
          )}
          {notice === 'conflict' && (
            <Alert color="orange" variant="outline" role="alert">
              {t('authority.conflict')}
            </Alert>
          )}
          {/* A new version (after a conflict) starts a fresh form with the latest values. */}
          <UpdateForm
            key={authority.version}
            authority={authority}
            onSubmitting={() => setNotice(null)}
            onSaved={() => {
              setNotice('saved');
              void history.refetch();
            }}
            onConflict={async () => {
              setNotice('conflict');
              await query.refetch();
            }}
          />
          <History rows={history.data} error={history.error} onRetry={() => void history.refetch()} />
        </>
      )}
    </LoadedPage>
  );
}

function UpdateForm(props: {
  authority: Authority;
  onSubmitting(): void;
  onSaved(): void;
  onConflict(): Promise<unknown>;
}) {
  const { t } = useTranslation(['appeals', 'common']);
  const { to } = usePrefix();
  const a = props.authority;
  const update = useUpdateAuthority();
  const form = useSchemaForm(authorityUpdateSchema, {
    level: a.level === 2 ? 2 : 1,
    name: a.name,
    designation: a.designation,
    ministryCode: a.ministry.code,
    departmentCode: a.department.code,
    email: a.email,
    mobile: a.mobile,
    address: a.address,
    orgUnitIds: a.units.map((u) => u.id),
    status: a.status === 1 ? 1 : 0,
    remarks: '',
    version: a.version,
  });
  return (
    <SchemaForm
      form={form}
      onSubmit={async (values) => {
        props.onSubmitting();
        try {
          await update.mutateAsync({ id: a.id, body: values });
          props.onSaved();
        } catch (error) {
          if (error instanceof ApiError && error.code === 'CONFLICT') await props.onConflict();
          else throw error;
        }
      }}
    >
      <AuthorityFields />
      <RadioField
        name="status"
        numeric
        label={t('authority.fields.status')}
        description={t('authority.fields.statusHint')}
        options={[
          ['1', t('authority.status.1')],
          ['0', t('authority.status.0')],
        ]}
      />
      <RemarksField label={t('authority.fields.remarks')} required />
      <Group>
        <Button type="submit" loading={update.isPending}>
          {t('authority.save')}
        </Button>
        <Button variant="default" component={Link} to={to('appellateinfomodify')}>
          {t('authority.toList')}
        </Button>
      </Group>
    </SchemaForm>
  );
}

function History(props: { rows: AuthorityHistory | undefined; error: unknown; onRetry(): void }) {
  const { t } = useTranslation(['appeals', 'common']);
  const columns = useMemo<Column<AuthorityHistory[number]>[]>(
    () => [
      { id: 'at', header: t('authority.history.at'), rowHeader: true, cell: (h) => dateTime(h.at) },
      {
        id: 'action',
        header: t('authority.history.action'),
        cell: (h) => t(`authority.history.actions.${h.action}`),
      },
      { id: 'actor', header: t('authority.history.actor'), cell: (h) => h.actor ?? '—' },
      {
        id: 'changed',
        header: t('authority.history.changed'),
        cell: (h) => h.changed.map((f) => t(`authority.history.fields.${f}`)).join(', ') || '—',
      },
      { id: 'remarks', header: t('authority.history.remarks'), cell: (h) => h.remarks ?? '—' },
    ],
    [t],
  );
  return (
    <Stack gap="xs" component="section" aria-labelledby="authority-history">
      <Title order={2} size="h3" id="authority-history">
        {t('authority.history.title')}
      </Title>
      <DataTable
        caption={t('authority.history.caption')}
        columns={columns}
        rows={props.rows}
        rowKey={(h) => `${h.at}-${h.action}`}
        error={props.error}
        onRetry={props.onRetry}
        minWidth={640}
      />
    </Stack>
  );
}
