import { Alert, Button, Checkbox, NativeSelect, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { presentError } from '../../api/errors.ts';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { roleMenusQuery, rolesQuery, useUpdateRoleMenus } from './api.ts';

/** Spec §2 menuAuth: which menu pages each role has, saved as a whole after a confirmation (§8). */
export function MenuAuthPage() {
  const { t, i18n } = useTranslation(['common', 'routes', 'admin']);
  const confirm = useConfirm();
  const [params, setParams] = useSearchParams();
  const { data: roles } = useQuery(rolesQuery);
  const roleId = params.get('role') ?? String(roles?.[0]?.id ?? '');
  const { data: menus, refetch } = useQuery({
    ...roleMenusQuery(roleId),
    enabled: roleId !== '',
  });
  const updateMenus = useUpdateRoleMenus(roleId);
  const [granted, setGranted] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<{ message: string }[]>([]);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (menus)
      setGranted(new Set(menus.groups.flatMap((g) => g.pages.filter((p) => p.granted).map((p) => p.page))));
  }, [menus]);
  const lang = i18n.language === 'as' ? 'as' : 'en';

  const toggle = (page: string, on: boolean) => {
    setSaved(false);
    setGranted((s) => {
      const next = new Set(s);
      if (on) next.add(page);
      else next.delete(page);
      return next;
    });
  };
  const save = async () => {
    if (!menus) return;
    if (
      !(await confirm({
        title: t('admin:roleAdmin.menusSaveTitle'),
        message: t('admin:roleAdmin.replaceConfirm'),
      }))
    )
      return;
    try {
      await updateMenus.mutateAsync({ pages: [...granted], version: menus.version });
      setErrors([]);
      setSaved(true);
      await refetch();
    } catch (error) {
      setErrors(presentError(error, t));
    }
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('routes:menuAuth')}</Title>
      <NativeSelect
        label={t('admin:roleAdmin.role')}
        value={roleId}
        onChange={(e) => {
          setSaved(false);
          setParams({ role: e.currentTarget.value });
        }}
        data={(roles ?? []).map((r) => ({ value: String(r.id), label: lang === 'as' ? r.nameAs : r.nameEn }))}
        maw={420}
      />
      {saved && (
        <Alert color="green" variant="outline" role="status">
          {t('admin:roleAdmin.saved')}
        </Alert>
      )}
      <ErrorSummary errors={errors} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {menus?.groups.map((group) => (
          <fieldset key={group.code} className="menu-group">
            <legend>{group.name[lang]}</legend>
            <Stack gap={6}>
              {group.pages.map((p) => (
                <Checkbox
                  key={p.page}
                  label={t(`routes:${p.page}`)}
                  checked={granted.has(p.page)}
                  onChange={(e) => toggle(p.page, e.currentTarget.checked)}
                />
              ))}
            </Stack>
          </fieldset>
        ))}
      </SimpleGrid>
      <Button onClick={save} disabled={!menus} maw={240}>
        {t('admin:roleAdmin.saveMenus')}
      </Button>
    </Stack>
  );
}
