import { Anchor, Group, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RoleDto } from '../../../common/api/roles.ts';
import { type Column, DataTable } from '../../components/list/index.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { rolesQuery } from './api.ts';

/** Spec §2 rolemaster: every role with the role master's flags (§3), and links to edit them. */
export function RoleMasterPage() {
  const { t, i18n } = useTranslation(['common', 'routes', 'admin']);
  const { to } = usePrefix();
  const query = useQuery(rolesQuery);
  const columns = useMemo<Column<RoleDto>[]>(() => {
    const yesNo = (v: boolean) => (v ? t('dialog.yes') : t('dialog.no'));
    const nameOf = (role: RoleDto) => (i18n.language === 'as' ? role.nameAs : role.nameEn);
    return [
      { id: 'name', header: t('admin:roleAdmin.name'), rowHeader: true, cell: nameOf },
      {
        id: 'paymentCapture',
        header: t('admin:roleAdmin.paymentCapture'),
        cell: (r) => yesNo(r.paymentCapture),
      },
      { id: 'emdRequired', header: t('admin:roleAdmin.emdRequired'), cell: (r) => yesNo(r.emdRequired) },
      {
        id: 'tenderFeeRequired',
        header: t('admin:roleAdmin.tenderFeeRequired'),
        cell: (r) => yesNo(r.tenderFeeRequired),
      },
      { id: 'users', header: t('admin:roleAdmin.users'), numeric: true, cell: (r) => r.userCount },
      {
        id: 'actions',
        header: t('admin:roleAdmin.actions'),
        cell: (role) => (
          <Group gap="sm">
            <Anchor
              component={Link}
              to={to('rolemasterupdate', { id: role.id })}
              aria-label={t('admin:roleAdmin.editRole', { name: nameOf(role) })}
            >
              {t('admin:roleAdmin.edit')}
            </Anchor>
            <Anchor
              component={Link}
              to={`${to('menuAuth')}?role=${role.id}`}
              aria-label={t('admin:roleAdmin.menusOf', { name: nameOf(role) })}
            >
              {t('admin:roleAdmin.menus')}
            </Anchor>
          </Group>
        ),
      },
    ];
  }, [t, i18n.language, to]);
  return (
    <>
      <Title order={1} mb="md">
        {t('routes:rolemaster')}
      </Title>
      <DataTable
        caption={t('admin:roleAdmin.caption')}
        columns={columns}
        rows={query.data}
        rowKey={(r) => r.id}
        error={query.error}
        onRetry={() => void query.refetch()}
        minWidth={720}
      />
    </>
  );
}
