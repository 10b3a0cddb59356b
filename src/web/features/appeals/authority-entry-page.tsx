import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authorityCreateSchema } from '../../../common/api/appellate-authorities.ts';
import { SchemaForm, useSchemaForm } from '../../components/form/index.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { useCreateAuthority } from './authority-api.ts';
import { AuthorityFields } from './authority-fields.tsx';

const empty = {
  level: 1 as const,
  name: '',
  designation: '',
  ministryCode: '',
  departmentCode: '',
  email: '',
  mobile: '',
  address: '',
  orgUnitIds: [] as number[],
};

/**
 * Spec §2 appellateauthorityinfo (issue #25 item 1): a new level I or II appellate authority
 * with the chains whose appeals it hears. A chain already heard at that level is refused on
 * the chains field ("one active authority per unit and level", held by the database).
 */
export function AuthorityEntryPage() {
  const { t } = useTranslation(['appeals', 'routes']);
  const { to } = usePrefix();
  const create = useCreateAuthority();
  const [created, setCreated] = useState<{ id: number; name: string } | null>(null);
  const form = useSchemaForm(authorityCreateSchema, empty);
  return (
    <Stack maw={720} gap="md">
      <Title order={1}>{t('routes:appellateauthorityinfo')}</Title>
      {created && (
        <Alert color="green" variant="outline" role="status">
          {t('authority.created', { name: created.name })}{' '}
          <Anchor component={Link} to={to('appellateinfoupdate', { id: created.id })}>
            {t('authority.openCreated')}
          </Anchor>
        </Alert>
      )}
      <SchemaForm
        form={form}
        onSubmit={async (values) => {
          setCreated(null);
          const saved = await create.mutateAsync(values);
          setCreated({ id: saved.id, name: saved.name });
          form.reset(empty);
        }}
      >
        <AuthorityFields />
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('authority.save')}
          </Button>
          <Button variant="default" component={Link} to={to('appellateinfomodify')}>
            {t('authority.toList')}
          </Button>
        </Group>
      </SchemaForm>
    </Stack>
  );
}
