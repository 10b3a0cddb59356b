import { Alert, Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type MasterEntry, masterUpdateSchema } from '../../../common/api/masters.ts';
import { type ManagedMasterKind, managedMasters } from '../../../common/masters/kinds.ts';
import { ApiError } from '../../api/client.ts';
import {
  RadioField,
  ReadOnlyField,
  RemarksField,
  SchemaForm,
  useSchemaForm,
} from '../../components/form/index.ts';
import { LoadedPage } from '../../components/loaded-page.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { masterEntryQuery, masterOfRoute, useUpdateMasterEntry } from './api.ts';
import { MasterFields } from './master-fields.tsx';

/**
 * Spec §2 formcontractupdate/{id}, tendercategoryupdate/{id}, tendertypeupdate/{id}: names,
 * description and status (made inactive, never deleted), with the remarks the spec requires
 * ('Remarks required'). A save that lost the race to someone else's gets 409: the form then
 * reloads the latest version and says so.
 */
export function MasterUpdatePage() {
  const { t } = useTranslation(['masters', 'common']);
  const routeId = useCurrentRouteId();
  const kind = masterOfRoute(routeId)!;
  const { id } = useParams();
  const query = useQuery(masterEntryQuery(kind, id));
  const [notice, setNotice] = useState<'saved' | 'conflict' | null>(null);
  return (
    <LoadedPage query={query} maw={620}>
      {(entry) => (
        <>
          {notice === 'saved' && (
            <Alert color="green" variant="outline" role="status">
              {t('form.saved')}
            </Alert>
          )}
          {notice === 'conflict' && (
            <Alert color="orange" variant="outline" role="alert">
              {t('form.conflict')}
            </Alert>
          )}
          {/* A new version (after a conflict) starts a fresh form with the latest values. */}
          <MasterUpdateForm
            key={entry.version}
            kind={kind}
            entry={entry}
            onSaved={() => setNotice('saved')}
            onConflict={async () => {
              setNotice('conflict');
              await query.refetch();
            }}
            onSubmitting={() => setNotice(null)}
          />
        </>
      )}
    </LoadedPage>
  );
}

function MasterUpdateForm(props: {
  kind: ManagedMasterKind;
  entry: MasterEntry;
  onSaved(): void;
  onConflict(): Promise<unknown>;
  onSubmitting(): void;
}) {
  const { t } = useTranslation(['masters', 'common']);
  const { to } = usePrefix();
  const { entry } = props;
  const update = useUpdateMasterEntry(props.kind);
  const form = useSchemaForm(masterUpdateSchema, {
    nameEn: entry.nameEn,
    nameAs: entry.nameAs,
    description: entry.description ?? '',
    status: entry.status === 1 ? 1 : 0,
    remarks: '',
    version: entry.version,
  });
  return (
    <SchemaForm
      form={form}
      onSubmit={async (values) => {
        props.onSubmitting();
        try {
          await update.mutateAsync({ id: entry.id, body: values });
          props.onSaved();
        } catch (error) {
          if (error instanceof ApiError && error.code === 'CONFLICT') await props.onConflict();
          else throw error;
        }
      }}
    >
      <ReadOnlyField label={t('list.code')} value={entry.code} id="code" />
      <MasterFields />
      <RadioField
        name="status"
        numeric
        label={t('form.status')}
        description={t('form.inactiveNote')}
        options={[
          ['1', t('status.1')],
          ['0', t('status.0')],
        ]}
      />
      <RemarksField label={t('form.remarks')} description={t('form.remarksHint')} required />
      <Group>
        <Button type="submit" loading={update.isPending}>
          {t('form.save')}
        </Button>
        <Button variant="default" component={Link} to={to(managedMasters[props.kind].list)}>
          {t('form.back')}
        </Button>
      </Group>
    </SchemaForm>
  );
}
