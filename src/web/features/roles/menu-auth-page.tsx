import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import type { RoleMenus } from '../../../common/api/roles.ts';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import {
  CheckboxField,
  SchemaForm,
  SelectField,
  useRecordForm,
  useSchemaForm,
} from '../../components/form/index.ts';
import { roleMenusQuery, rolesQuery, useUpdateRoleMenus } from './api.ts';

/** The menus form: each page of the role's menu groups granted or not, and the version loaded. */
const menusFormSchema = z.object({
  pages: z.record(z.string(), z.boolean()),
  version: z.number().int().positive(),
});
const roleFormSchema = z.object({ role: z.string() });

/** The role's pages as the form's check boxes (page id → granted). */
const valuesOf = (menus: RoleMenus | undefined) => ({
  pages: Object.fromEntries(
    (menus?.groups ?? []).flatMap((g) => g.pages.map((p) => [p.page, p.granted] as const)),
  ),
  version: menus?.version ?? 1,
});

/**
 * Spec §2 menuAuth: which menu pages each role has, saved as a whole after a confirmation (§8),
 * on the form kit (issue #22 item 1): the role is chosen in a form of its own (the page's `role`
 * parameter), the pages are check boxes of the menus form, reloaded when the role changes.
 */
export function MenuAuthPage() {
  const { t, i18n } = useTranslation(['common', 'routes', 'admin']);
  const confirm = useConfirm();
  const [params, setParams] = useSearchParams();
  const { data: roles } = useQuery(rolesQuery);
  const roleId = params.get('role') ?? String(roles?.[0]?.id ?? '');
  const { data: menus, refetch } = useQuery({ ...roleMenusQuery(roleId), enabled: roleId !== '' });
  const updateMenus = useUpdateRoleMenus(roleId);
  const values = useMemo(() => valuesOf(menus), [menus]);
  const form = useRecordForm(menusFormSchema, values);
  const lang = i18n.language === 'as' ? 'as' : 'en';

  const save = async ({ pages, version }: z.input<typeof menusFormSchema>) => {
    const confirmed = await confirm({
      title: t('admin:roleAdmin.menusSaveTitle'),
      message: t('admin:roleAdmin.replaceConfirm'),
    });
    // Not confirmed: nothing is sent, nothing said (the form stays as the user left it).
    if (!confirmed) return;
    const granted = Object.entries(pages)
      .filter(([, on]) => on)
      .map(([page]) => page);
    await updateMenus.mutateAsync({ pages: granted, version });
    await refetch();
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('routes:menuAuth')}</Title>
      <RoleChoice
        roleId={roleId}
        onRole={(role) => setParams({ role })}
        data={(roles ?? []).map((r) => ({ value: String(r.id), label: lang === 'as' ? r.nameAs : r.nameEn }))}
      />
      <SchemaForm
        form={form}
        onSubmit={save}
        label={t('admin:roleAdmin.saveMenus')}
        successMessage={t('admin:roleAdmin.saved')}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {menus?.groups.map((group) => (
            <fieldset key={group.code} className="menu-group">
              <legend>{group.name[lang]}</legend>
              <Stack gap={6}>
                {group.pages.map((p) => (
                  <CheckboxField key={p.page} name={`pages.${p.page}`} label={t(`routes:${p.page}`)} />
                ))}
              </Stack>
            </fieldset>
          ))}
        </SimpleGrid>
        <Button type="submit" disabled={!menus} maw={240}>
          {t('admin:roleAdmin.saveMenus')}
        </Button>
      </SchemaForm>
    </Stack>
  );
}

/** The role whose menus are shown: a choice moves the page's `role` parameter. */
function RoleChoice({
  roleId,
  onRole,
  data,
}: {
  roleId: string;
  onRole(role: string): void;
  data: { value: string; label: string }[];
}) {
  const { t } = useTranslation('admin');
  const form = useSchemaForm(roleFormSchema, { role: roleId });
  const chosen = useWatch({ control: form.control, name: 'role' });
  useEffect(() => {
    if (chosen && chosen !== roleId) onRole(chosen);
  }, [chosen, roleId, onRole]);
  useEffect(() => form.setValue('role', roleId), [form, roleId]);
  return (
    <SchemaForm form={form} onSubmit={() => {}} label={t('roleAdmin.role')} bare>
      <SelectField name="role" label={t('roleAdmin.role')} data={data} maw={420} />
    </SchemaForm>
  );
}
