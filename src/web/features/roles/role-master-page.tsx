import { Anchor, Group, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RoleDto } from '../../../common/api/roles.ts';
import { apiFetch } from '../../api/client.ts';
import { TableStatusRow } from '../../components/table-status-row.tsx';
import { usePrefix } from '../../lib/use-prefix.ts';

export const rolesQuery = { queryKey: ['roles'], queryFn: () => apiFetch<RoleDto[]>('/roles') };

/** Spec §2 rolemaster: every role with the role master's flags (§3), and links to edit them. */
export function RoleMasterPage() {
  const { t, i18n } = useTranslation(['common', 'routes']);
  const { to } = usePrefix();
  const { data, isError } = useQuery(rolesQuery);
  const yesNo = (v: boolean) => (v ? t('dialog.yes') : t('dialog.no'));
  return (
    <>
      <Title order={1} mb="md">
        {t('routes:rolemaster')}
      </Title>
      {isError && <Text c="red.9">{t('errors.INTERNAL_ERROR')}</Text>}
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder>
          <Table.Caption>{t('roleAdmin.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('roleAdmin.name')}</Table.Th>
              <Table.Th scope="col">{t('roleAdmin.paymentCapture')}</Table.Th>
              <Table.Th scope="col">{t('roleAdmin.emdRequired')}</Table.Th>
              <Table.Th scope="col">{t('roleAdmin.tenderFeeRequired')}</Table.Th>
              <Table.Th scope="col" style={{ textAlign: 'right' }}>
                {t('roleAdmin.users')}
              </Table.Th>
              <Table.Th scope="col">{t('roleAdmin.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableStatusRow colSpan={6} rows={data} />
            {data?.map((role) => {
              const name = i18n.language === 'as' ? role.nameAs : role.nameEn;
              return (
                <Table.Tr key={role.id}>
                  <Table.Th scope="row" fw={500}>
                    {name}
                  </Table.Th>
                  <Table.Td>{yesNo(role.paymentCapture)}</Table.Td>
                  <Table.Td>{yesNo(role.emdRequired)}</Table.Td>
                  <Table.Td>{yesNo(role.tenderFeeRequired)}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{role.userCount}</Table.Td>
                  <Table.Td>
                    <Group gap="sm">
                      <Anchor
                        component={Link}
                        to={to('rolemasterupdate', { id: role.id })}
                        aria-label={t('roleAdmin.editRole', { name })}
                      >
                        {t('roleAdmin.edit')}
                      </Anchor>
                      <Anchor
                        component={Link}
                        to={`${to('menuAuth')}?role=${role.id}`}
                        aria-label={t('roleAdmin.menusOf', { name })}
                      >
                        {t('roleAdmin.menus')}
                      </Anchor>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
