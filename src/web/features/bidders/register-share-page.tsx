import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  type RegisterKind,
  type RegisterVersion,
  registerKinds,
  registerShareSchema,
} from '../../../common/api/bidders.ts';
import { errorMessage } from '../../api/errors.ts';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { MultiSelectField, SchemaForm, useSchemaForm } from '../../components/form/index.ts';
import { SearchChoiceField } from '../../components/form/search-fields.tsx';
import { type Column, DataTable } from '../../components/list/index.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateOnly } from '../../lib/display-format.ts';
import { registerStatusQuery, shareUnitsQuery, usePublishVersion, useShareVersion } from './api.ts';

type Share = RegisterVersion['sharedWith'][number];

/**
 * Spec §2 multipleOrg and publishMultipleOrg (issue #28 item 5; docs/decisions/046): the latest
 * upload of the official's unit, for either register (`?kind=`), assigned to further units of
 * their chain (multipleOrg), then published for all of them at once (publishMultipleOrg, after
 * the §8 confirmation). The table says where it is assigned and where published.
 */
export function RegisterSharePage() {
  const { t } = useTranslation(['bidders', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const publishing = routeId === 'publishMultipleOrg';
  const [search, setSearch] = useSearchParams();
  const kind: RegisterKind = search.get('kind') === 'registered' ? 'registered' : 'debarred';
  const status = useQuery(registerStatusQuery(kind));
  const latest = status.data?.latest ?? null;

  const columns = useMemo<Column<Share>[]>(
    () => [
      { id: 'organisation', header: t('fields.organisation'), rowHeader: true, cell: (s) => s.organisation },
      {
        id: 'published',
        header: t('shares.state'),
        cell: (s) =>
          s.publishedAt ? t('shares.publishedOn', { date: dateOnly(s.publishedAt) }) : t('shares.assigned'),
      },
    ],
    [t],
  );

  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      <Text>{t(publishing ? 'shares.introPublish' : 'shares.introAssign')}</Text>
      <SearchChoiceField
        label={t('shares.kind')}
        w={280}
        value={kind}
        onChange={(e) => setSearch({ kind: e.currentTarget.value })}
        data={registerKinds.map((k) => ({ value: k, label: t(`shares.kinds.${k}`) }))}
      />
      {status.error && <Alert color="red">{errorMessage(status.error, t)}</Alert>}
      {status.data && !latest && (
        <Alert color="blue" variant="outline">
          {t('shares.noUpload')}
        </Alert>
      )}
      {latest && (
        <>
          <Text>
            {t('shares.latest', {
              organisation: latest.organisation,
              version: latest.versionNo,
              date: dateOnly(latest.uploadedAt),
              count: latest.rowCount,
            })}
          </Text>
          {publishing ? (
            <PublishShares kind={kind} version={latest} />
          ) : (
            <AssignShares kind={kind} version={latest} key={latest.id} />
          )}
          <DataTable
            caption={t('shares.caption')}
            columns={columns}
            rows={latest.sharedWith}
            rowKey={(s) => s.orgUnitId}
          />
        </>
      )}
    </Stack>
  );
}

function AssignShares({ kind, version }: { kind: RegisterKind; version: RegisterVersion }) {
  const { t } = useTranslation('bidders');
  const units = useQuery(shareUnitsQuery);
  const share = useShareVersion(kind);
  const form = useSchemaForm(registerShareSchema, { orgUnitIds: [] });
  const taken = new Set(version.sharedWith.map((s) => s.orgUnitId));
  return (
    <SchemaForm
      form={form}
      ns="bidders"
      label={t('shares.assign')}
      successMessage={t('shares.assignedDone')}
      onSubmit={async (values) => {
        await share.mutateAsync({ id: version.id, orgUnitIds: values.orgUnitIds });
        form.reset({ orgUnitIds: [] });
      }}
    >
      <MultiSelectField
        name="orgUnitIds"
        numeric
        searchable
        required
        label={t('shares.units')}
        data={(units.data ?? [])
          .filter((u) => !taken.has(u.id))
          .map((u) => ({ value: String(u.id), label: u.name }))}
      />
      <Group>
        <Button type="submit" loading={share.isPending}>
          {t('shares.assign')}
        </Button>
      </Group>
    </SchemaForm>
  );
}

function PublishShares({ kind, version }: { kind: RegisterKind; version: RegisterVersion }) {
  const { t } = useTranslation(['bidders', 'common']);
  const confirm = useConfirm();
  const publish = usePublishVersion(kind);
  const [done, setDone] = useState(false);
  const waiting = version.sharedWith.filter((s) => !s.publishedAt).length;
  return (
    <Stack gap="sm">
      {done && (
        <Alert color="green" variant="outline" role="status">
          {t('shares.publishedDone')}
        </Alert>
      )}
      {publish.error && (
        <Alert color="red" role="alert">
          {errorMessage(publish.error, t)}
        </Alert>
      )}
      <Group>
        <Button
          disabled={waiting === 0}
          loading={publish.isPending}
          onClick={async () => {
            setDone(false);
            if (
              !(await confirm({
                title: t('shares.publish'),
                message: t('shares.publishConfirm', { count: waiting }),
              }))
            )
              return;
            await publish.mutateAsync(version.id).then(
              () => setDone(true),
              () => undefined,
            );
          }}
        >
          {t('shares.publish')}
        </Button>
      </Group>
    </Stack>
  );
}
