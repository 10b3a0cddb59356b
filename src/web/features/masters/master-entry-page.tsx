import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { masterCreateSchema } from '../../../common/api/masters.ts';
import { managedMasters } from '../../../common/masters/kinds.ts';
import { SchemaForm, useSchemaForm } from '../../components/form/index.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { masterOfRoute, useCreateMasterEntry } from './api.ts';
import { MasterFields } from './master-fields.tsx';

const empty = { nameEn: '', nameAs: '', description: '' };

/** Spec §2 formofcontractentry, tendercategoryentry, tendertypeentry: a new active entry. */
export function MasterEntryPage() {
  const { t } = useTranslation(['masters', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const kind = masterOfRoute(routeId)!;
  const { to } = usePrefix();
  const form = useSchemaForm(masterCreateSchema, empty);
  const create = useCreateMasterEntry(kind);
  const [created, setCreated] = useState<string | null>(null);

  return (
    <Stack maw={620} gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      {created && (
        <Alert color="green" variant="outline" role="status">
          {t('form.created', { name: created })}{' '}
          <Anchor component={Link} to={`${to(managedMasters[kind].list)}?q=${encodeURIComponent(created)}`}>
            {t('form.back')}
          </Anchor>
        </Alert>
      )}
      <SchemaForm
        form={form}
        onSubmit={async (values) => {
          setCreated(null);
          const entry = await create.mutateAsync(values);
          setCreated(entry.nameEn);
          form.reset(empty);
        }}
      >
        <MasterFields />
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('form.save')}
          </Button>
          <Button variant="default" component={Link} to={to(managedMasters[kind].list)}>
            {t('form.back')}
          </Button>
        </Group>
      </SchemaForm>
    </Stack>
  );
}
